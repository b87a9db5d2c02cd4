import { AccessibilityStatement } from '../../components/accessibility/AccessibilityStatement.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useFrameApi } from '../frame-api.js';
import { queryParam } from '../frame-url.js';
import { useFrameTexts } from '../i18n/texts.js';
import { FrameLoadFailure } from '../ui/FrameLoadFailure.js';
import { FrameLoading } from '../ui/FrameLoading.js';
import { FrameNotice } from '../ui/FrameNotice.js';
import { FramePage } from '../ui/FramePage.js';
import { FeedbackForm } from './FeedbackForm.js';

/** /barrierefreiheit?apiKey=: the key's tenant's accessibility statement, with the form to report a barrier. */
export function AccessibilityPage() {
  const texts = useFrameTexts();
  const api = useFrameApi();
  const apiKey = queryParam('apiKey');
  const statement = useLoaded(() => api.accessibilityStatement(apiKey), apiKey || null);

  return (
    <FramePage title={texts.statementTitle}>
      {!apiKey ? (
        <FrameNotice tone="error">{texts.missingApiKey}</FrameNotice>
      ) : statement.state === 'failed' ? (
        <FrameLoadFailure failure={statement} onRetry={statement.reload} />
      ) : statement.state === 'ready' ? (
        <AccessibilityStatement
          text={statement.value.text}
          checkedOn={statement.value.checkedOn}
          feedback={<FeedbackForm apiKey={apiKey} />}
        />
      ) : (
        <FrameLoading />
      )}
    </FramePage>
  );
}
