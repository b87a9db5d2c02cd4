import { useEffect, useRef, useState, type Ref } from 'react';
import type { PublicCaseCreated } from '@contracts/public.js';
import { Button } from '../../components/Button.js';
import { useFrameTexts } from '../i18n/texts.js';

/**
 * Seconds on the thank-you page before it goes on to the map (afterwards /cases-map:
 * docs/product/frames-and-open311.md#the-confirmation-and-the-status-link).
 */
export const REDIRECT_SECONDS = 10;

export interface ThankYouProps {
  created: PublicCaseCreated;
  /** the e-mail the status link was mailed to; null when none was given */
  email: string | null;
  mapHref: string;
  /** how the page moves on; tests pass a spy */
  navigate?: (href: string) => void;
  /** the heading, which gets the focus after sending */
  ref?: Ref<HTMLHeadingElement>;
}

const goTo = (href: string) => window.location.assign(href);

/**
 * The thank-you after sending: the case number, where the status link went, a link to the map and a visible
 * countdown to it that can be stopped (WCAG 2.2.1).
 */
export function ThankYou({ created, email, mapHref, navigate = goTo, ref }: ThankYouProps) {
  const texts = useFrameTexts();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  const [running, setRunning] = useState(true);
  const mapLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!running) return;
    if (seconds <= 0) {
      navigate(mapHref);
      return;
    }
    const timer = setTimeout(() => setSeconds((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [running, seconds, mapHref, navigate]);

  function stop() {
    setRunning(false);
    // the stop button goes away: the focus goes to the link that remains
    mapLink.current?.focus();
  }

  return (
    <section className="stack thank-you">
      <h2 className="wizard__heading" ref={ref} tabIndex={-1}>
        {texts.thanksHeading}
      </h2>
      <p className="thank-you__number">{created.caseNumber !== null ? texts.thanksNumber(created.caseNumber) : texts.thanksForwarded}</p>
      {email && <p>{texts.thanksMailed(email)}</p>}
      <p>
        <a href={created.statusUrl}>{texts.thanksStatusLink}</a>
        <br />
        <span className="field__hint">{texts.thanksStatusHint}</span>
      </p>
      <div className="frame__actions">
        <a className="button button--primary" href={mapHref} ref={mapLink}>
          {texts.toMap}
        </a>
        {running && (
          <Button variant="secondary" onClick={stop}>
            {texts.redirectStop}
          </Button>
        )}
      </div>
      {/* not a live region: a screen reader would read out every second */}
      <p className="thank-you__countdown">{running ? texts.redirectIn(Math.max(seconds, 0)) : texts.redirectStopped}</p>
    </section>
  );
}
