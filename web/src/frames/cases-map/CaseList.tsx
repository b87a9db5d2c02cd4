import { useId, useMemo, useState } from 'react';
import type { MapCase } from '@contracts/public.js';
import { caseTitle } from '../case-text.js';
import { useFrameTexts } from '../i18n/texts.js';
import { StateLabel } from '../ui/StateLabel.js';

/** How many cases the list shows at first and adds per "show more" (a town may publish thousands). */
export const LIST_PAGE = 50;

/** Newest first: the formatted date sorts as text (yyyy.MM.dd HH:mm), the id breaks ties. */
const newestFirst = (a: MapCase, b: MapCase) => b.createdAtFormatted.localeCompare(a.createdAtFormatted) || b.id - a.id;

export interface CaseListProps {
  cases: MapCase[];
  /** brings a case into view on the map */
  onShow: (id: number) => void;
}

/** The map's cases as a list: the way to them for keyboard and screen-reader users. */
export function CaseList({ cases, onShow }: CaseListProps) {
  const texts = useFrameTexts();
  const headingId = useId();
  const [shown, setShown] = useState(LIST_PAGE);
  const sorted = useMemo(() => [...cases].sort(newestFirst), [cases]);

  return (
    <section className="cases-map__list" aria-labelledby={headingId}>
      <h2 className="cases-map__heading" id={headingId}>
        {texts.listHeading}
      </h2>
      <p className="field__hint">{sorted.length === 0 ? texts.listEmpty : texts.listCount(sorted.length)}</p>
      {sorted.length > 0 && (
        <ul className="case-list">
          {sorted.slice(0, shown).map((item) => {
            const title = caseTitle(texts, item);
            return (
              <li key={item.id} className="case-list__item">
                <h3 className="case-list__title">{title}</h3>
                <p className="case-list__meta">
                  <StateLabel state={item.state} /> <span>{texts.reportedOn(item.createdAtFormatted)}</span>
                </p>
                {item.description && <p className="case-list__description">{item.description}</p>}
                <button
                  type="button"
                  className="button button--quiet case-list__show"
                  aria-label={texts.showOnMapLabel(title)}
                  onClick={() => onShow(item.id)}
                >
                  {texts.showOnMap}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {shown < sorted.length && (
        <button type="button" className="button button--secondary" onClick={() => setShown((n) => n + LIST_PAGE)}>
          {texts.showMore(Math.min(shown, sorted.length), sorted.length)}
        </button>
      )}
    </section>
  );
}
