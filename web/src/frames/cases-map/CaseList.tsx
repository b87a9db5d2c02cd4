import { useId, useRef, useState } from 'react';
import type { MapCase } from '@contracts/public.js';
import { caseTitle } from '../case-text.js';
import { useFrameTexts } from '../i18n/texts.js';
import { StateLabel } from '../ui/StateLabel.js';

/** How many cases the list shows at first and adds per "show more" (a town may publish thousands). */
export const LIST_PAGE = 50;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Newest first: the formatted date sorts as text (yyyy.MM.dd HH:mm), the id breaks ties. The fixed-width digits
 * compare by code unit; localeCompare would load the collator's locale data as the map opens.
 */
export const newestFirst = (a: MapCase, b: MapCase) => compareText(b.createdAtFormatted, a.createdAtFormatted) || b.id - a.id;

export interface CaseListProps {
  /** the cases in the map's view, in the order to list them */
  cases: MapCase[];
  /** all cases on the map */
  total: number;
  /** brings a case into view on the map */
  onShow: (id: number) => void;
  /** brings every case into view again */
  onShowAll: () => void;
}

/** The cases in the map's view as a list: the way to them for keyboard and screen-reader users. */
export function CaseList({ cases, total, onShow, onShowAll }: CaseListProps) {
  const texts = useFrameTexts();
  const headingId = useId();
  const [shown, setShown] = useState(LIST_PAGE);
  const heading = useRef<HTMLHeadingElement>(null);

  function showAll() {
    onShowAll();
    // the button goes once every case is in view: the focus waits on the list's heading, not on the page
    heading.current?.focus();
  }

  return (
    <section className="cases-map__list" aria-labelledby={headingId}>
      <h2 className="cases-map__heading" id={headingId} ref={heading} tabIndex={-1}>
        {texts.listHeading}
      </h2>
      {/* polite: moving the map by keyboard announces how many cases the list now holds */}
      <p className="field__hint" aria-live="polite">
        {total === 0 ? texts.listEmpty : cases.length === total ? texts.listCount(total) : texts.listCountInView(cases.length, total)}
      </p>
      {cases.length < total && (
        <button type="button" className="button button--secondary cases-map__show-all" onClick={showAll}>
          {texts.showAllOnMap}
        </button>
      )}
      {cases.length > 0 && (
        <ul className="case-list">
          {cases.slice(0, shown).map((item) => {
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
      {shown < cases.length && (
        <button type="button" className="button button--secondary" onClick={() => setShown((n) => n + LIST_PAGE)}>
          {texts.showMore(Math.min(shown, cases.length), cases.length)}
        </button>
      )}
    </section>
  );
}
