import { useFrameTexts } from '../i18n/texts.js';
import { FrameNotice } from './FrameNotice.js';
import '../../components/Button.css';

/** Loads the page anew: the wizard's draft survives it, and a part whose code did not come gets its next chance. */
export const reloadPage = () => window.location.reload();

/** An error in the page's language, with a button that tries again only where trying again can help. */
export function FrameRetryNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const texts = useFrameTexts();
  return (
    <div className="stack">
      <FrameNotice tone="error">{message}</FrameNotice>
      {onRetry && (
        <div>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {texts.retry}
          </button>
        </div>
      )}
    </div>
  );
}
