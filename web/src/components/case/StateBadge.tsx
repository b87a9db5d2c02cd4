import type { CaseStateValue } from '@contracts/case.js';
import { useT } from '../../i18n/i18n.js';
import { STATE_TONES, stateLabelKey } from './caseStates.js';
import './StateBadge.css';

/** A case's state as a coloured badge; the colour only repeats the text, never replaces it. */
export function StateBadge({ state }: { state: CaseStateValue }) {
  const t = useT();
  return <span className={`state-badge state-badge--${STATE_TONES[state]}`}>{t(stateLabelKey(state))}</span>;
}
