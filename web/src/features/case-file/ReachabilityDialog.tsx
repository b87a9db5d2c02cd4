import { useEffect, useState } from 'react';
import type { Reachability } from '@contracts/case-report.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { Modal } from '../../components/Modal.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { formatInstant } from './case-rules.js';
import type { CaseDialogProps } from './dialog-props.js';

export interface ReachabilityDialogProps extends CaseDialogProps {
  /** switches to "An zuständige Gemeinde übermitteln" */
  onForward: () => void;
}

/** "Erreichbarkeit prüfen" (super admin): whether the municipality handles the case itself, and where a forward goes. */
export function ReachabilityDialog({ caseFile, onClose, onForward }: ReachabilityDialogProps) {
  const t = useT();
  const [result, setResult] = useState<Reachability | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    api.caseReports.reachability(caseFile.id).then(
      (loaded) => {
        if (current) setResult(loaded);
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
      title={t('caseFile.reachability.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          {result && !result.reachable && <Button onClick={onForward}>{t('caseFile.action.forward')}</Button>}
        </>
      }
    >
      <div role="status">
        {result === null && !failed && <Loading />}
        {failed && <p className="field__error">{t('caseFile.reachability.failed')}</p>}
        {result && (
          <p className="case-file__dialog-text">
            {result.reachable
              ? t('caseFile.reachability.reachable', { tenant: result.tenant?.name ?? '–' })
              : t('caseFile.reachability.unreachable')}
          </p>
        )}
      </div>
      {result && (
        <dl className="case-file__facts">
          <dt>{t('caseFile.reachability.tenant')}</dt>
          <dd>{result.tenant?.name ?? t('caseFile.reachability.noTenant')}</dd>
          <dt>{t('caseFile.reachability.address')}</dt>
          <dd>{result.forwardAddress ?? t('caseFile.reachability.noAddress')}</dd>
          <dt>{t('caseFile.reachability.forwardedAt')}</dt>
          <dd>{result.forwardedAt ? formatInstant(result.forwardedAt) : t('caseFile.reachability.neverForwarded')}</dd>
        </dl>
      )}
    </Modal>
  );
}
