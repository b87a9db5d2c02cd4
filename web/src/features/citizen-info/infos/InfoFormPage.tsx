import { useSearch } from 'wouter';
import { recordIdFrom } from '../../../components/record-id.js';
import { UploadApiContext } from '../../../components/image-upload/upload-api.js';
import { GeocoderContext } from '../../../components/map/geocoder.js';
import { useT } from '../../../i18n/i18n.js';
import { api } from '../../../session/session.js';
import { RecordScreen } from '../shared/RecordScreen.js';
import { useLoaded } from '../../../components/useLoaded.js';
import { InfoForm } from './InfoForm.js';

function InfoScreen({ id }: { id: number | null }) {
  const t = useT();
  const record = useLoaded(() => api.infos.get(id!), id);
  return (
    <RecordScreen
      title={t(id === null ? 'page.createBuergerinfo' : 'page.editBuergerinfo')}
      record={record}
      backHref="/buergerinfos"
      backLabel={t('citizenInfo.infos.back')}
    >
      {(saved) => <InfoForm saved={saved} />}
    </RecordScreen>
  );
}

/** /create-buergerinfo and /edit-buergerinfo?infoId= (a positive id edits that item). */
export function InfoFormPage() {
  const id = recordIdFrom(useSearch(), 'infoId');
  return (
    <GeocoderContext value={api.geocode.search}>
      <UploadApiContext value={api.files}>
        <InfoScreen key={id} id={id} />
      </UploadApiContext>
    </GeocoderContext>
  );
}
