import type { CaseStateValue } from '@contracts/case.js';
// case-states.js rather than case.js: the frames bundle takes the state rules without the schemas.
import { isOpenState } from '@contracts/case-states.js';
import { useFrameTexts } from '../i18n/texts.js';
import './StateLabel.css';

/** A case's state as a small badge: open states in the secondary colour, closed ones in the primary. */
export function StateLabel({ state }: { state: CaseStateValue }) {
  const texts = useFrameTexts();
  return <span className={`state-label state-label--${isOpenState(state) ? 'open' : 'closed'}`}>{texts.states[state]}</span>;
}
