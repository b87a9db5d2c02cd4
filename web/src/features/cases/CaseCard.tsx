import { useId } from 'react';
import { Link } from 'wouter';
import type { CaseListItem } from '@contracts/case.js';
import { StateBadge } from '../../components/case/StateBadge.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { deadlineUrgency, isNegativeRating } from './case-list-criteria.js';

export interface CaseCardProps {
  item: CaseListItem;
  /** TENANT_INDEPENDENCE: the card names the case's tenant */
  showTenant: boolean;
  nowMs: number;
  /** the selection for bulk actions: whether this case is selected, and how to change that */
  selection: { selected: boolean; onToggle: (selected: boolean) => void };
}

/**
 * One case of the list. The heading's link covers the whole card (so the card is one link to the case
 * file) while the details stay plain text; the link is described by the case's description.
 */
export function CaseCard({ item, showTenant, nowMs, selection }: CaseCardProps) {
  const t = useT();
  const descriptionId = useId();
  const urgency = deadlineUrgency(item, nowMs);
  const title = item.caseNumber === null ? t('cases.card.titleNoNumber') : t('cases.card.title', { number: item.caseNumber });

  return (
    <li className="case-card">
      <div className="case-card__head">
        <input
          type="checkbox"
          className="case-card__select"
          checked={selection.selected}
          onChange={(event) => selection.onToggle(event.target.checked)}
          aria-label={t('cases.bulk.select', { number: item.caseNumber ?? item.id })}
        />
        <h3 className="case-card__title">
          <Link href={`/edit-case?caseId=${item.id}`} className="case-card__link" aria-describedby={descriptionId}>
            {title}
          </Link>
        </h3>
        <StateBadge state={item.state} />
      </div>
      <div className="case-card__body">
        <p className="case-card__description" id={descriptionId}>
          {item.description}
        </p>
        {item.firstPhoto && (
          <img
            className="case-card__photo"
            src={api.files.thumbnailUrl(item.firstPhoto)}
            alt={t('cases.card.photo', { title })}
            loading="lazy"
            width={90}
            height={90}
          />
        )}
      </div>
      <dl className="case-card__details">
        <div>
          <dt>{t('cases.card.category')}</dt>
          <dd>{item.category?.name ?? t('cases.noCategory')}</dd>
        </div>
        {showTenant && (
          <div>
            <dt>{t('cases.card.tenant')}</dt>
            <dd>{item.tenant?.name ?? t('cases.card.noTenant')}</dd>
          </div>
        )}
        <div>
          <dt>{t('cases.card.assignee')}</dt>
          <dd>{item.assignee?.fullname ?? t('cases.card.unassigned')}</dd>
        </div>
        <div>
          <dt>{t('cases.card.createdAt')}</dt>
          <dd>{item.createdAtFormatted}</dd>
        </div>
        {item.stateChangedDeadlineFormatted && (
          <div className={urgency ? `case-card__deadline case-card__deadline--${urgency}` : 'case-card__deadline'}>
            <dt>{t('cases.card.deadline')}</dt>
            <dd>
              {item.stateChangedDeadlineFormatted}
              {urgency && <> ({t(urgency === 'overdue' ? 'cases.card.overdue' : 'cases.card.soon')})</>}
            </dd>
          </div>
        )}
        {isNegativeRating(item.rating) && (
          <div className="case-card__rating">
            <dt>{t('cases.card.rating')}</dt>
            <dd>{t('cases.card.ratingValue', { rating: item.rating })}</dd>
          </div>
        )}
      </dl>
      {item.publishedOnMap && (
        <p className="case-card__published">
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M8 1a5 5 0 0 0-5 5c0 3.5 5 9 5 9s5-5.5 5-9a5 5 0 0 0-5-5zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4z" fill="currentColor" />
          </svg>
          {t('cases.card.published')}
        </p>
      )}
    </li>
  );
}
