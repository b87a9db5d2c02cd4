import { useFrameTexts } from '../i18n/texts.js';
import { FrameNotice } from './FrameNotice.js';
import '../../components/Button.css';

/** A part of the page whose code did not come, with a button that loads the page anew (the wizard keeps its draft). */
export function FrameReloadNotice({ message }: { message: string }) {
  const texts = useFrameTexts();
  return (
    <div className="stack">
      <FrameNotice tone="error">{message}</FrameNotice>
      <div>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          {texts.retry}
        </button>
      </div>
    </div>
  );
}
