import { Button } from '../../components/Button.js';
import { LoadedDialog } from '../../components/loaded-dialog/LoadedDialog.js';
import { useLoaded } from '../../components/useLoaded.js';
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
  const reachability = useLoaded(() => api.caseReports.reachability(caseFile.id), caseFile.id);

  return (
    <LoadedDialog
      title={t('caseFile.reachability.title')}
      onClose={onClose}
      loaded={reachability}
      failure={() => t('caseFile.reachability.failed')}
      actions={(result) => !result.reachable && <Button onClick={onForward}>{t('caseFile.action.forward')}</Button>}
      status={(result) => (
        <p className="case-file__dialog-text">
          {result.reachable
            ? t('caseFile.reachability.reachable', { tenant: result.tenant?.name ?? '–' })
            : t('caseFile.reachability.unreachable')}
        </p>
      )}
    >
      {(result) => (
        <dl className="case-file__facts">
          <dt>{t('caseFile.reachability.tenant')}</dt>
          <dd>{result.tenant?.name ?? t('caseFile.reachability.noTenant')}</dd>
          <dt>{t('caseFile.reachability.address')}</dt>
          <dd>{result.forwardAddress ?? t('caseFile.reachability.noAddress')}</dd>
          <dt>{t('caseFile.reachability.forwardedAt')}</dt>
          <dd>{result.forwardedAt ? formatInstant(result.forwardedAt) : t('caseFile.reachability.neverForwarded')}</dd>
        </dl>
      )}
    </LoadedDialog>
  );
}
