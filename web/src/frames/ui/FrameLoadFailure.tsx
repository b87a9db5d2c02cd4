import { useFrameTexts } from '../i18n/texts.js';
import { messageOf } from '../messages.js';
import { FrameNotice } from './FrameNotice.js';
import '../../components/Button.css';

/** A load that failed: the server's message (or the general one) and a button that tries again. */
export function FrameLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const texts = useFrameTexts();
  return (
    <div className="stack">
      <FrameNotice tone="error">{messageOf(error, texts.failed)}</FrameNotice>
      <div>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    </div>
  );
}
