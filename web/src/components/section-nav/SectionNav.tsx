import { useId, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.js';
import { useCurrentSection } from './useCurrentSection.js';
import './SectionNav.css';

/** One entry of the navigation: the id of the section's heading (a Card's headingId) and its text. */
export interface Section {
  id: string;
  label: string;
}

/** Whether the browser should handle the click itself (a new tab or window, a download). */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A long page in sections with "Auf dieser Seite": in-page links to the sections' headings, beside the content
 * (and sticky) on wide screens, above it on narrow ones. A link puts the focus on the heading, so keyboard and
 * screen reader users go on from there; every section stays in the page, so a single form keeps one save
 * button and its validation can always reach the field it names.
 */
export function SectionNav({ sections, children }: { sections: readonly Section[]; children: ReactNode }) {
  const t = useT();
  const titleId = useId();
  const { current, pin } = useCurrentSection(sections.map((section) => section.id));

  const open = (event: MouseEvent, id: string) => {
    if (opensElsewhere(event)) return;
    const heading = document.getElementById(id);
    if (!heading) return;
    event.preventDefault();
    // a heading is not focusable: -1 lets the script, not the Tab key, put the focus there
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
    pin(id);
  };

  return (
    <div className="section-nav-layout">
      <nav className="section-nav" aria-labelledby={titleId}>
        <h2 className="section-nav__title" id={titleId}>
          {t('sectionNav.title')}
        </h2>
        <ul className="section-nav__list">
          {sections.map(({ id, label }) => (
            <li key={id}>
              <a
                className="section-nav__link"
                href={`#${id}`}
                aria-current={current === id ? 'location' : undefined}
                onClick={(event) => open(event, id)}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="section-nav-layout__content">{children}</div>
    </div>
  );
}
