import { useEffect, useId, useRef, useState } from 'react';
import type { CaseStatus } from '@contracts/public.js';
import { Button } from '../../components/Button.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useFrameApi } from '../frame-api.js';
import { useFrameTexts } from '../i18n/texts.js';
import { messageOf } from '../messages.js';
import { FrameNotice } from '../ui/FrameNotice.js';

export interface WithdrawSectionProps {
  token: string;
  onWithdrawn: (status: CaseStatus) => void;
}

/** "Meldung zurückziehen" with an inline confirmation (the question takes the focus, Abbrechen returns it). */
export function WithdrawSection({ token, onWithdrawn }: WithdrawSectionProps) {
  const texts = useFrameTexts();
  const api = useFrameApi();
  const questionId = useId();
  const [asking, setAsking] = useState(false);
  const { pending: sending, run } = useSubmit();
  const [error, setError] = useState<string | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'question' | 'button' | null>(null);

  useEffect(() => {
    if (focusAfter.current === 'question') question.current?.focus();
    if (focusAfter.current === 'button') openButton.current?.focus();
    focusAfter.current = null;
  }, [asking]);

  function ask(open: boolean) {
    focusAfter.current = open ? 'question' : 'button';
    setError(null);
    setAsking(open);
  }

  function withdraw() {
    return run(
      async () => onWithdrawn(await api.withdrawCase(token)),
      (failure) => setError(messageOf(failure, texts, texts.sendFailed)),
    );
  }

  return (
    <section className="stack case-status__section" aria-label={texts.withdraw}>
      {!asking ? (
        <div>
          <button type="button" className="button button--secondary" ref={openButton} onClick={() => ask(true)}>
            {texts.withdraw}
          </button>
        </div>
      ) : (
        <div className="case-status__confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId} ref={question} tabIndex={-1} className="case-status__question">
            {texts.withdrawQuestion}
          </p>
          <div className="frame__actions">
            <Button variant="danger" isPending={sending} onClick={withdraw}>
              {texts.withdrawConfirm}
            </Button>
            <Button variant="secondary" disabled={sending} onClick={() => ask(false)}>
              {texts.withdrawCancel}
            </Button>
          </div>
        </div>
      )}
      {error && <FrameNotice tone="error">{error}</FrameNotice>}
    </section>
  );
}
