import { useFrameTexts } from '../i18n/texts.js';
import { FrameNotice } from './FrameNotice.js';
import '../../components/Button.css';

/** A load that failed: the server's message (or, without one, the general one) and a button that tries again. */
export function FrameLoadFailure({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const texts = useFrameTexts();
  return (
    <div className="stack">
      <FrameNotice tone="error">{message ?? texts.failed}</FrameNotice>
      <div>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    </div>
  );
}
