import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PublicCaseCreated, PublicTenant } from '@contracts/public.js';
import { Checkbox } from '../../components/Checkbox.js';
import { FormAlert } from '../../components/FormAlert.js';
import { NewTabLink } from '../../components/NewTabLink.js';
import { useSubmit } from '../../components/useSubmit.js';
import { deviceId } from '../device.js';
import { useFrameApi } from '../frame-api.js';
import { useFrameTexts } from '../i18n/texts.js';
import { messageOf } from '../messages.js';
import { consentGiven, DESCRIPTION_MAX, descriptionProblem, emailAcceptable, toReport, type ReportDraft } from './report-draft.js';
import { EmailField } from '../ui/EmailField.js';
import { StepNav } from './StepNav.js';
import '../../components/Field.css';

/** The pages the consent boxes link: the tenant's own, or the platform's. */
export type LegalPages = Pick<PublicTenant, 'termsUrl' | 'privacyUrl' | 'imprintUrl'>;

export interface DescriptionStepProps {
  apiKey: string;
  legal: LegalPages;
  draft: ReportDraft;
  onChange: (patch: Partial<ReportDraft>) => void;
  onBack: () => void;
  onSent: (created: PublicCaseCreated, email: string | null) => void;
}

/** The counter is read to screen readers once typing pauses, not at every keystroke. */
const ANNOUNCE_DELAY_MS = 1000;

/** A consent sentence whose key words link the text to read, in a new tab so the report stays as it is. */
function ConsentLabel({ sentence, href }: { sentence: { before: string; link: string; after: string }; href: string }) {
  return (
    <>
      {sentence.before}
      <NewTabLink href={href}>{sentence.link}</NewTabLink>
      {sentence.after}
    </>
  );
}

/**
 * Step 4: the description (at most 250 characters, with a live counter), an optional e-mail, the terms and
 * privacy checkboxes linking their texts (Send stays disabled until both are ticked), and sending.
 */
export function DescriptionStep({ apiKey, legal, draft, onChange, onBack, onSent }: DescriptionStepProps) {
  const texts = useFrameTexts();
  const api = useFrameApi();
  const id = useId();
  const description = useRef<HTMLTextAreaElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const [attempted, setAttempted] = useState(false);
  const [emailTouched, setEmailTouched] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const { pending: sending, run } = useSubmit();
  const counter = texts.descriptionCounter(draft.description.length, DESCRIPTION_MAX);
  const [announced, setAnnounced] = useState(counter);

  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(counter), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [counter]);

  const problem = descriptionProblem(draft.description);
  const descriptionError =
    problem === 'tooLong' ? texts.descriptionTooLong : problem === 'missing' && attempted ? texts.descriptionMissing : null;
  const emailOk = emailAcceptable(draft.email);
  const emailError = !emailOk && (emailTouched || attempted) ? texts.emailRule : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!consentGiven(draft) || sending) return;
    setAttempted(true);
    if (problem) {
      setAlert(problem === 'tooLong' ? texts.descriptionTooLong : texts.descriptionMissing);
      description.current?.focus();
      return;
    }
    if (!emailOk) {
      setAlert(texts.emailInvalid);
      email.current?.focus();
      return;
    }
    setAlert(null);
    await run(
      async () => {
        const report = toReport(draft);
        const created = await api.createCase(apiKey, report, deviceId());
        onSent(created, report.email ?? null);
      },
      (error) => setAlert(messageOf(error, texts, texts.sendFailed)),
    );
  }

  const describedBy = (...ids: Array<string | false>) => ids.filter(Boolean).join(' ') || undefined;

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <FormAlert id={`${id}-alert`} message={alert} />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>
          {texts.description}
        </label>
        <p className="field__hint" id={`${id}-description-hint`}>
          {texts.descriptionHint}
        </p>
        <textarea
          ref={description}
          id={`${id}-description`}
          className="input wizard__textarea"
          rows={5}
          required
          aria-required
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={describedBy(`${id}-description-hint`, `${id}-counter`, descriptionError !== null && `${id}-description-error`)}
          value={draft.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        <p
          className={problem === 'tooLong' ? 'wizard__counter wizard__counter--over' : 'wizard__counter'}
          id={`${id}-counter`}
          aria-hidden="true"
        >
          {counter}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {announced}
        </p>
        {descriptionError && (
          <p className="field__error" id={`${id}-description-error`}>
            {descriptionError}
          </p>
        )}
      </div>
      <EmailField
        id={`${id}-email`}
        label={texts.email}
        hint={texts.emailHint}
        value={draft.email}
        onChange={(value) => onChange({ email: value })}
        onBlur={() => setEmailTouched(true)}
        inputRef={email}
        invalid={emailError !== null}
        errorId={`${id}-email-error`}
      >
        {/* the line is kept while empty: the rule appears on leaving the field, and must not move the
            checkboxes away from under a pointer that is about to click them */}
        <p className="field__error wizard__reserved" id={`${id}-email-error`}>
          {emailError}
        </p>
      </EmailField>
      <div className="stack wizard__consent">
        <Checkbox
          label={<ConsentLabel sentence={texts.terms} href={legal.termsUrl} />}
          checked={draft.terms}
          onChange={(event) => onChange({ terms: event.target.checked })}
        />
        <Checkbox
          label={<ConsentLabel sentence={texts.privacy} href={legal.privacyUrl} />}
          checked={draft.privacy}
          onChange={(event) => onChange({ privacy: event.target.checked })}
        />
        <p className="wizard__imprint">
          <NewTabLink href={legal.imprintUrl}>{texts.imprint}</NewTabLink>
        </p>
      </div>
      <StepNav
        back={{ onClick: onBack }}
        next={{ label: sending ? texts.sending : texts.send, disabled: !consentGiven(draft), pending: sending, submit: true }}
        blockedHint={texts.consentHint}
      />
    </form>
  );
}
