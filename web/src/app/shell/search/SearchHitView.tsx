import { StateBadge } from '../../../components/case/StateBadge.js';
import type { InfoStatus } from '@contracts/info.js';
import type { BadgeTone } from '../../../components/case/caseStates.js';
import { useT } from '../../../i18n/i18n.js';
import type { SearchHit } from './sections.js';
import '../../../components/case/StateBadge.css';

/**
 * Status badges of citizen information (docs/product/citizen-information.md#status-of-an-item): published primary,
 * draft info, in review secondary.
 */
const INFO_TONES: Record<InfoStatus, BadgeTone> = { PUBLISHED: 'primary', DRAFT: 'info', IN_REVIEW: 'secondary' };

/** What one option shows: a title line and a line of details, per section (docs/product/super-admin.md#global-search). */
export function SearchHitView({ hit }: { hit: SearchHit }) {
  const t = useT();
  switch (hit.section) {
    case 'cases':
      return (
        <>
          <span className="global-search__title">{hit.description}</span>
          <span className="global-search__details">
            <span>{hit.category ?? t('search.noCategory')}</span>
            <StateBadge state={hit.state} />
          </span>
        </>
      );
    case 'infos':
      return (
        <>
          <span className="global-search__title">{hit.headline}</span>
          <span className="global-search__details">
            <span>{hit.category}</span>
            <span className={`state-badge state-badge--${INFO_TONES[hit.status]}`}>{t(`search.infoStatus.${hit.status}`)}</span>
          </span>
        </>
      );
    case 'users':
      return (
        <>
          <span className="global-search__title">{hit.name}</span>
          <span className="global-search__details">
            <span className="global-search__email">{hit.email}</span>
            <span>{hit.roles.length > 0 ? hit.roles.join(', ') : t('search.noRoles')}</span>
          </span>
        </>
      );
  }
}
