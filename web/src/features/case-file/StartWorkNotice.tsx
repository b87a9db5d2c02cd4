import type { Case } from '@contracts/case.js';
import { useT } from '../../i18n/i18n.js';

/**
 * Said before the first save on a new case: saving anything puts it in progress, and the reporter is mailed about
 * it (docs/product/cases.md#starting-work-on-a-new-case), so neither happens without the clerk having read so. Nothing
 * once the case is in progress.
 */
export function StartWorkNotice({ id, caseFile }: { id: string; caseFile: Pick<Case, 'state' | 'email'> | null }) {
  const t = useT();
  if (caseFile?.state !== 'CREATED') return null;
  return (
    <p id={id} className="case-file__notice">
      {caseFile.email ? t('caseFile.startWork.noticeMail', { email: caseFile.email }) : t('caseFile.startWork.notice')}
    </p>
  );
}
