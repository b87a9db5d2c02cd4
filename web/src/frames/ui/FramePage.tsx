import { useEffect, type ReactNode } from 'react';
import { useFrameTexts } from '../i18n/texts.js';

export interface FramePageProps {
  title: string;
  /** wider pages (the map with its list) */
  wide?: boolean;
  /** false where the content brings its own visible h1 (an embedded frame): the page's h1 is then for screen readers only */
  heading?: boolean;
  children: ReactNode;
}

/** The one landmark of a frame: its main region with the page heading; sets the document title. */
export function FramePage({ title, wide = false, heading = true, children }: FramePageProps) {
  const texts = useFrameTexts();
  useEffect(() => {
    document.title = `${title} – ${texts.appName}`;
  }, [title, texts.appName]);
  return (
    <main className={wide ? 'frame frame--wide' : 'frame'}>
      {/* without its visible heading (the embedded wizard brings one) the page still has its own level-one heading */}
      <h1 className={heading ? 'frame__title' : 'visually-hidden'}>{title}</h1>
      {children}
    </main>
  );
}
