import { useEffect, useId, type ReactNode } from 'react';
import { useFrameTexts } from '../i18n/texts.js';
import { FrameFooter } from './FrameFooter.js';

export interface FramePageProps {
  title: string;
  /** wider pages (the map with its list) */
  wide?: boolean;
  /** false where the content brings its own visible h1 (an embedded frame): the page's h1 is then for screen readers only */
  heading?: boolean;
  /** false on a page around an embedded frame, whose own footer links the statement (one footer landmark) */
  footer?: boolean;
  /** the tenant whose statement the footer links, where the address names none; defaults to the address's apiKey */
  apiKey?: string | null;
  children: ReactNode;
}

/** A frame's landmarks: its main region with the page heading, and the footer; sets the document title. */
export function FramePage({ title, wide = false, heading = true, footer = true, apiKey, children }: FramePageProps) {
  const texts = useFrameTexts();
  const headingId = useId();
  useEffect(() => {
    document.title = `${title} – ${texts.appName}`;
  }, [title, texts.appName]);
  return (
    <>
      {/* named by its heading: a page that embeds another frame (/fall-melden) has two main regions, told apart by name */}
      <main className={wide ? 'frame frame--wide' : 'frame'} aria-labelledby={headingId}>
        {/* without its visible heading (the embedded wizard brings one) the page still has its own level-one heading */}
        <h1 id={headingId} className={heading ? 'frame__title' : 'visually-hidden'}>
          {title}
        </h1>
        {children}
      </main>
      {footer && <FrameFooter wide={wide} apiKey={apiKey} />}
    </>
  );
}
