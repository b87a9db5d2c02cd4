import { useFrameTexts } from '../i18n/texts.js';
import { describeFailure, type FailedCall } from '../messages.js';
import { FrameNotice } from './FrameNotice.js';
import '../../components/Button.css';

/**
 * A load that failed, in the page's language, with a button that tries again where that can help (no answer, a
 * server error): a refused API key stays refused, so it gets no button.
 */
export function FrameLoadFailure({ failure, onRetry }: { failure: FailedCall; onRetry: () => void }) {
  const texts = useFrameTexts();
  const { message, retry } = describeFailure(failure, texts, texts.failed);
  return (
    <div className="stack">
      <FrameNotice tone="error">{message}</FrameNotice>
      {retry && (
        <div>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {texts.retry}
          </button>
        </div>
      )}
    </div>
  );
}
