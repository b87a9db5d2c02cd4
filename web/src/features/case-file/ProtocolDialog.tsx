import { LoadedDialog } from '../../components/loaded-dialog/LoadedDialog.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import type { CaseDialogProps } from './dialog-props.js';

/** "Protokoll": every recorded change of the case with date, user and description. */
export function ProtocolDialog({ caseFile, onClose }: CaseDialogProps) {
  const t = useT();
  const entries = useLoaded(() => api.cases.protocol(caseFile.id), caseFile.id);

  return (
    <LoadedDialog title={t('caseFile.protocol.title')} onClose={onClose} loaded={entries} failure={() => t('caseFile.protocol.failed')}>
      {(loaded) =>
        loaded.length === 0 ? (
          <p>{t('caseFile.protocol.empty')}</p>
        ) : (
          <ol className="protocol" aria-label={t('caseFile.protocol.title')}>
            {loaded.map((entry) => (
              <li key={entry.id} className="protocol__entry">
                <p className="protocol__meta">
                  <time dateTime={entry.createdAt}>{entry.createdAtFormatted}</time>
                  {' · '}
                  <span>{entry.user?.fullname ?? t('caseFile.protocol.system')}</span>
                </p>
                <p className="protocol__text">{entry.description}</p>
              </li>
            ))}
          </ol>
        )
      }
    </LoadedDialog>
  );
}
