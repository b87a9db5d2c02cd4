import type { CaseStateValue } from '@contracts/case.js';
import type { FrameTexts } from './i18n/de.js';

/** The parts of a case the frames name it by. */
export interface CaseLike {
  caseNumber: number | null;
  category: string | null;
  state: CaseStateValue;
}

/** "Nr. 12 · Verkehrsflächen": how lists, popups and hints name a case. */
export function caseTitle(texts: FrameTexts, item: CaseLike): string {
  const category = item.category ?? texts.noCategory;
  return item.caseNumber === null ? category : `${texts.caseNumber(item.caseNumber)} · ${category}`;
}
