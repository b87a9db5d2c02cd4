import type { Case } from '@contracts/case.js';

/** What every dialog of the action menu gets; a dialog is mounted while it is open. */
export interface CaseDialogProps {
  caseFile: Case;
  onClose: () => void;
}
