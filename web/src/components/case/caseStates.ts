import type { CaseStateValue } from '@contracts/case.js';
import type { MessageKey } from '../../i18n/de.js';

export type BadgeTone = 'primary' | 'secondary' | 'info';

/** Badge colours (docs/product/cases.md#case-states): closed states primary, created info, in progress secondary. */
export const STATE_TONES: Record<CaseStateValue, BadgeTone> = {
  CREATED: 'info',
  IN_PROGRESS: 'secondary',
  CANCELLED: 'primary',
  FINISHED: 'primary',
  REJECTED: 'primary',
};

/** The dictionary key of a state's name (Erstellt, In Bearbeitung, Zurückgezogen, Abgeschlossen, Abgelehnt). */
export const stateLabelKey = (state: CaseStateValue): MessageKey => `cases.state.${state}`;
