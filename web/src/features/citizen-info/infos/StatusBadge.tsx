import type { InfoStatus } from '@contracts/info.js';
import type { BadgeTone } from '../../../components/case/caseStates.js';
import { useT } from '../../../i18n/i18n.js';
import '../../../components/case/StateBadge.css';

/**
 * Badge tones (docs/product/citizen-information.md#status-of-an-item): PUBLISHED primary, DRAFT info, IN_REVIEW
 * secondary.
 */
export const STATUS_TONES: Record<InfoStatus, BadgeTone> = { PUBLISHED: 'primary', DRAFT: 'info', IN_REVIEW: 'secondary' };

/** An item's status as a coloured badge; the colour only repeats the text. */
export function StatusBadge({ status }: { status: InfoStatus }) {
  const t = useT();
  return <span className={`state-badge state-badge--${STATUS_TONES[status]}`}>{t(`citizenInfo.status.${status}`)}</span>;
}
