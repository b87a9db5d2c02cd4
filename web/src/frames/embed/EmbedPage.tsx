import { useEffect, useRef } from 'react';
import { frameHref, queryParam } from '../frame-url.js';
import { useFrameTexts } from '../i18n/texts.js';
import { FramePage } from '../ui/FramePage.js';
import { announcedHeight } from './height-message.js';
import './EmbedPage.css';

/**
 * /fall-melden?apiKey=: a page that embeds the report wizard in an iframe titled "Karte"
 * (docs/product/frames-and-open311.md#the-embedding-page). The wizard brings its heading; the iframe takes the height
 * the wizard announces, so only this page scrolls.
 */
export function EmbedPage() {
  const texts = useFrameTexts();
  const apiKey = queryParam('apiKey');
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const follow = (event: MessageEvent) => {
      const element = frame.current;
      // only the wizard in this iframe, from this server, may size it
      if (!element?.contentWindow || event.origin !== window.location.origin || event.source !== element.contentWindow) return;
      const height = announcedHeight(event.data);
      if (height !== null) element.style.height = `${height}px`;
    };
    window.addEventListener('message', follow);
    return () => window.removeEventListener('message', follow);
  }, []);

  return (
    <FramePage title={texts.embedTitle} heading={false} footer={false} wide>
      <iframe ref={frame} className="embed__frame" title={texts.embedFrameTitle} src={frameHref('/create-case-frame', { apiKey })} />
    </FramePage>
  );
}
