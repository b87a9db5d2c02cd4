import { frameHref, queryParam } from '../frame-url.js';
import { useFrameTexts } from '../i18n/texts.js';
import { FramePage } from '../ui/FramePage.js';
import './EmbedPage.css';

/** /fall-melden?apiKey=: a page that embeds the report wizard in an iframe titled "Karte" (spec §2). */
export function EmbedPage() {
  const texts = useFrameTexts();
  const apiKey = queryParam('apiKey');
  return (
    <FramePage title={texts.embedTitle} wide>
      <iframe className="embed__frame" title={texts.embedFrameTitle} src={frameHref('/create-case-frame', { apiKey })} />
    </FramePage>
  );
}
