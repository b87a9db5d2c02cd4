import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Case } from '@contracts/case.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { MenuButton } from '../../components/MenuButton.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useSubmit } from '../../components/useSubmit.js';
import type { MessageKey } from '../../i18n/de.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { allowedActions, TRANSITION_TARGET, type CaseAction, type CaseViewer, type TransitionAction } from './case-rules.js';
import { ForwardDialog } from './ForwardDialog.js';
import { PdfSummaryDialog } from './PdfSummaryDialog.js';
import { ProtocolDialog } from './ProtocolDialog.js';
import { ReachabilityDialog } from './ReachabilityDialog.js';
import { SummaryMailDialog } from './SummaryMailDialog.js';

/** The actions that ask first: their dialog title, question, confirm button and success message. */
const CONFIRMED = {
  reject: { key: 'reject', destructive: false, done: 'caseFile.toast.rejected' },
  finish: { key: 'finish', destructive: false, done: 'caseFile.toast.finished' },
  reopen: { key: 'reopen', destructive: false, done: 'caseFile.toast.reopened' },
  blockDevice: { key: 'blockDevice', destructive: true, done: 'caseFile.toast.deviceBlocked' },
  delete: { key: 'delete', destructive: true, done: 'caseFile.toast.deleted' },
} as const satisfies Partial<Record<CaseAction, { key: string; destructive: boolean; done: MessageKey }>>;
type ConfirmedAction = keyof typeof CONFIRMED;

const isConfirmed = (action: CaseAction): action is ConfirmedAction => action in CONFIRMED;

export interface CaseActionsProps {
  caseFile: Case;
  viewer: CaseViewer;
  /** the case as a call answered it */
  onChanged: (next: Case) => void;
}

/** The "Aktionen" menu of the case file: only what the case's state and the viewer's rights allow. */
export function CaseActions({ caseFile, viewer, onChanged }: CaseActionsProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<CaseAction | null>(null);
  const { pending, run: runCall } = useSubmit();
  const actions = allowedActions(caseFile, viewer);
  const close = () => setOpen(null);

  const call = async (action: CaseAction): Promise<void> => {
    if (action === 'delete') {
      await api.cases.remove(caseFile.id);
      return;
    }
    if (action === 'blockDevice') return onChanged(await api.cases.blockDevice(caseFile.id));
    if (action === 'publish' || action === 'unpublish')
      return onChanged(await api.cases.setPublishedOnMap(caseFile.id, action === 'publish'));
    if (action in TRANSITION_TARGET) {
      return onChanged(await api.cases.setState(caseFile.id, TRANSITION_TARGET[action as TransitionAction]));
    }
  };

  const run = async (action: CaseAction, done: MessageKey) => {
    await runCall(async () => {
      await call(action);
      showSuccess(t(done));
      if (action === 'delete') navigate('/cases');
    }, showError);
    close();
  };

  const choose = (action: CaseAction) => {
    if (action === 'publish') return void run(action, 'caseFile.toast.published');
    if (action === 'unpublish') return void run(action, 'caseFile.toast.unpublished');
    setOpen(action);
  };

  if (actions.length === 0) return null;
  const confirmed = open !== null && isConfirmed(open) ? CONFIRMED[open] : null;

  return (
    <>
      <MenuButton
        label={t('caseFile.actions')}
        choices={actions.map((action) => ({
          id: action,
          label: t(`caseFile.action.${action}`),
          danger: isConfirmed(action) && CONFIRMED[action].destructive,
        }))}
        onChoose={choose}
        isPending={pending}
      />

      {confirmed && open && (
        <ConfirmDialog
          isOpen
          title={t(`caseFile.confirm.${confirmed.key}.title`)}
          confirmLabel={t(`caseFile.confirm.${confirmed.key}.button`)}
          destructive={confirmed.destructive}
          isPending={pending}
          onConfirm={() => void run(open, confirmed.done)}
          onCancel={close}
        >
          <p>{t(`caseFile.confirm.${confirmed.key}.question`)}</p>
        </ConfirmDialog>
      )}
      {open === 'sendSummary' && <SummaryMailDialog caseFile={caseFile} onClose={close} />}
      {open === 'pdfSummary' && <PdfSummaryDialog caseFile={caseFile} onClose={close} />}
      {open === 'protocol' && <ProtocolDialog caseFile={caseFile} onClose={close} />}
      {open === 'checkReachability' && <ReachabilityDialog caseFile={caseFile} onClose={close} onForward={() => setOpen('forward')} />}
      {open === 'forward' && <ForwardDialog caseFile={caseFile} onClose={close} />}
    </>
  );
}
