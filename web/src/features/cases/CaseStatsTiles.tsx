import { useId } from 'react';
import type { CaseStats, CaseStateValue } from '@contracts/case.js';
import type { MessageKey } from '../../i18n/de.js';
import { useT } from '../../i18n/i18n.js';
import type { CaseListFilter } from './case-list-criteria.js';

/**
 * The four tiles (docs/product/cases.md#stats-tiles-and-counters): new, active, finished, rejected, each the count of
 * one state.
 */
const TILES: { count: keyof CaseStats; state: CaseStateValue; label: MessageKey }[] = [
  { count: 'created', state: 'CREATED', label: 'cases.stats.created' },
  { count: 'inProgress', state: 'IN_PROGRESS', label: 'cases.stats.inProgress' },
  { count: 'finished', state: 'FINISHED', label: 'cases.stats.finished' },
  { count: 'rejected', state: 'REJECTED', label: 'cases.stats.rejected' },
];

export interface CaseStatsTilesProps {
  stats: CaseStats | null;
  filter: CaseListFilter;
  /** a tile filters the list by its state; the pressed tile goes back to all cases */
  onFilter: (filter: CaseListFilter) => void;
}

export function CaseStatsTiles({ stats, filter, onFilter }: CaseStatsTilesProps) {
  const t = useT();
  const headingId = useId();
  const hintId = useId();
  return (
    <section className="case-stats" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('cases.stats')}
      </h2>
      <p id={hintId} className="visually-hidden">
        {t('cases.stats.hint')}
      </p>
      <ul className="case-stats__tiles">
        {TILES.map((tile) => {
          const pressed = filter === tile.state;
          return (
            <li key={tile.state}>
              <button
                type="button"
                className={`case-stats__tile case-stats__tile--${tile.count}`}
                aria-pressed={pressed}
                aria-describedby={hintId}
                onClick={() => onFilter(pressed ? 'all' : tile.state)}
              >
                <span className="case-stats__label">{t(tile.label)}</span>{' '}
                <span className="case-stats__count">{stats ? stats[tile.count] : '–'}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
