import { RecordScreen as SharedRecordScreen, type RecordScreenProps } from '../../../components/RecordScreen.js';
import { useT } from '../../../i18n/i18n.js';
import '../citizen-info.css';

/** A create or edit page of the citizen information, in the area's page frame. */
export function RecordScreen<T>(props: Omit<RecordScreenProps<T>, 'loadFailedText'>) {
  const t = useT();
  return (
    <div className="citizen-info-page">
      <SharedRecordScreen loadFailedText={t('citizenInfo.loadFailed')} {...props} />
    </div>
  );
}
