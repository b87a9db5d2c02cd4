import { useFrameTexts } from '../i18n/texts.js';
import '../../components/Loading.css';

/** A polite "loading" notice (the back office's Loading takes its text from the back office's dictionary). */
export function FrameLoading({ label }: { label?: string }) {
  const texts = useFrameTexts();
  return (
    <p className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      {label ?? texts.loading}
    </p>
  );
}
