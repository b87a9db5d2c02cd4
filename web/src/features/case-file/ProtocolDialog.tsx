import { useEffect, useState } from 'react';
import type { ProtocolEntry } from '@contracts/case.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { Modal } from '../../components/Modal.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import type { CaseDialogProps } from './dialog-props.js';

/** "Protokoll": every recorded change of the case with date, user and description. */
export function ProtocolDialog({ caseFile, onClose }: CaseDialogProps) {
  const t = useT();
  const [entries, setEntries] = useState<ProtocolEntry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    api.cases.protocol(caseFile.id).then(
      (loaded) => {
        if (current) setEntries(loaded);
      },
      (error: unknown) => {
        console.error(error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [caseFile.id]);

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('caseFile.protocol.title')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {entries === null && !failed && <Loading />}
      {failed && <p className="field__error">{t('caseFile.protocol.failed')}</p>}
      {entries?.length === 0 && <p>{t('caseFile.protocol.empty')}</p>}
      {entries && entries.length > 0 && (
        <ol className="protocol" aria-label={t('caseFile.protocol.title')}>
          {entries.map((entry) => (
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
      )}
    </Modal>
  );
}
