import { useId } from 'react';
import type { NearbyCase } from '@contracts/public.js';
import { caseTitle } from '../case-text.js';
import { useFrameTexts } from '../i18n/texts.js';
import { StateLabel } from '../ui/StateLabel.js';

/** "Wurde das schon gemeldet?": open cases within 50 m of the marker, nearest first. */
export function NearbyHint({ cases }: { cases: NearbyCase[] }) {
  const texts = useFrameTexts();
  const headingId = useId();
  return (
    <section className="nearby" aria-labelledby={headingId}>
      <h3 className="nearby__heading" id={headingId}>
        {texts.nearbyHeading}
      </h3>
      <p className="nearby__intro">{texts.nearbyIntro(cases.length)}</p>
      <ul className="nearby__list">
        {cases.map((item) => (
          <li key={item.id}>
            <strong>{caseTitle(texts, item)}</strong> <StateLabel state={item.state} />{' '}
            <span className="nearby__meta">
              {texts.reportedOn(item.createdAtFormatted)}, {texts.distance(item.distance)}
            </span>
            {item.description && <span className="nearby__description">{item.description}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
