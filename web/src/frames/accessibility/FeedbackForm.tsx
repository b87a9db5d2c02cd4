import { useId, useRef, useState, type FormEvent } from 'react';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_PAGE_MAX } from '@contracts/accessibility-rules.js';
import { isEmail } from '@contracts/email.js';
import { Button } from '../../components/Button.js';
import { FormAlert } from '../../components/FormAlert.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useFrameApi } from '../frame-api.js';
import { useFrameTexts } from '../i18n/texts.js';
import { messageOf } from '../messages.js';
import { EmailField } from '../ui/EmailField.js';
import { FrameNotice } from '../ui/FrameNotice.js';
import '../../components/Button.css';
import '../../components/Field.css';

const EMPTY = { message: '', page: '', email: '' };

/**
 * "Barriere melden": the statement's feedback mechanism (BITV 2.0 § 12). The server mails the tenant's contact
 * and, with an address, a confirmation; the page confirms in a status message that takes the focus.
 */
export function FeedbackForm({ apiKey }: { apiKey: string }) {
  const texts = useFrameTexts();
  const api = useFrameApi();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [alert, setAlert] = useState<string | null>(null);
  const { pending: sending, run } = useSubmit();
  const [sentTo, setSentTo] = useState<string | null | undefined>(undefined);
  const message = useRef<HTMLTextAreaElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const headingId = `${id}-heading`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const address = values.email.trim();
    const problem = !values.message.trim() ? texts.feedbackMessageMissing : address && !isEmail(address) ? texts.emailInvalid : null;
    if (problem) {
      setAlert(problem);
      (problem === texts.emailInvalid ? email : message).current?.focus();
      return;
    }
    setAlert(null);
    await run(
      async () => {
        await api.sendAccessibilityFeedback(apiKey, { message: values.message, page: values.page || null, email: address || null });
        setValues(EMPTY);
        setSentTo(address || null);
        requestAnimationFrame(() => confirmation.current?.focus());
      },
      (error) => setAlert(messageOf(error, texts, texts.sendFailed)),
    );
  }

  const alertId = `${id}-alert`;
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.feedbackHeading}</h2>
      {sentTo !== undefined ? (
        <div className="stack">
          <div ref={confirmation} tabIndex={-1}>
            <FrameNotice tone="success">
              {texts.feedbackSent}
              {sentTo && ` ${texts.feedbackSentMailed(sentTo)}`}
            </FrameNotice>
          </div>
          <div>
            <Button variant="secondary" onClick={() => setSentTo(undefined)}>
              {texts.feedbackAgain}
            </Button>
          </div>
        </div>
      ) : (
        <form className="stack" noValidate onSubmit={submit}>
          <p>{texts.feedbackIntro}</p>
          <FormAlert id={alertId} message={alert} />
          <div className="field">
            <label className="field__label" htmlFor={`${id}-message`}>
              {texts.feedbackMessage}
            </label>
            <p className="field__hint" id={`${id}-message-hint`}>
              {texts.feedbackMessageHint(FEEDBACK_MESSAGE_MAX)}
            </p>
            <textarea
              ref={message}
              id={`${id}-message`}
              className="input"
              rows={5}
              required
              maxLength={FEEDBACK_MESSAGE_MAX}
              aria-invalid={alert === texts.feedbackMessageMissing || undefined}
              aria-describedby={alert === texts.feedbackMessageMissing ? `${id}-message-hint ${alertId}` : `${id}-message-hint`}
              value={values.message}
              onChange={(event) => setValues({ ...values, message: event.target.value })}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-page`}>
              {texts.feedbackPage}
            </label>
            <p className="field__hint" id={`${id}-page-hint`}>
              {texts.feedbackPageHint}
            </p>
            <input
              id={`${id}-page`}
              className="input"
              aria-describedby={`${id}-page-hint`}
              maxLength={FEEDBACK_PAGE_MAX}
              value={values.page}
              onChange={(event) => setValues({ ...values, page: event.target.value })}
            />
          </div>
          <EmailField
            id={`${id}-email`}
            label={texts.email}
            hint={texts.feedbackEmailHint}
            value={values.email}
            onChange={(value) => setValues({ ...values, email: value })}
            inputRef={email}
            invalid={alert === texts.emailInvalid}
            errorId={alertId}
          />
          <div>
            <Button type="submit" isPending={sending}>
              {texts.feedbackSend}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
