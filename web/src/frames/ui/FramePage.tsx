import { useEffect, type ReactNode } from 'react';
import { useFrameTexts } from '../i18n/texts.js';

export interface FramePageProps {
  title: string;
  /** wider pages (the map with its list) */
  wide?: boolean;
  /** false where the content brings its own h1 (an embedded frame): the title then names only the document */
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
      {heading && <h1 className="frame__title">{title}</h1>}
      {children}
    </main>
  );
}
