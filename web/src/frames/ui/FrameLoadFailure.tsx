import { useFrameTexts } from '../i18n/texts.js';
import { describeFailure, type FailedCall } from '../messages.js';
import { FrameRetryNotice } from './FrameRetryNotice.js';

/** A load that failed: a refused API key stays refused, so only a missing answer or a server error offers a retry. */
export function FrameLoadFailure({ failure, onRetry }: { failure: FailedCall; onRetry: () => void }) {
  const texts = useFrameTexts();
  const { message, retry } = describeFailure(failure, texts, texts.failed);
  return <FrameRetryNotice message={message} onRetry={retry ? onRetry : undefined} />;
}
