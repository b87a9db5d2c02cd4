import { useId, useRef, useState, type FormEvent } from 'react';
import type { CaseStatus } from '@contracts/public.js';
import { Button } from '../../components/Button.js';
import { FormAlert } from '../../components/FormAlert.js';
import { useSubmit } from '../../components/useSubmit.js';
import { useFrameApi } from '../frame-api.js';
import { useFrameTexts } from '../i18n/texts.js';
import { messageOf } from '../messages.js';

export const RATING_COMMENT_MAX = 1000;

export interface RatingFormProps {
  token: string;
  /** the status after rating (it carries the rating and no longer allows another) */
  onRated: (status: CaseStatus) => void;
}

/** Rating 1-5 of a closed case, once, with an optional comment. */
export function RatingForm({ token, onRated }: RatingFormProps) {
  const texts = useFrameTexts();
  const api = useFrameApi();
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const { pending: sending, run } = useSubmit();
  const firstOption = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (rating === null) {
      setAlert(texts.ratingMissing);
      firstOption.current?.focus();
      return;
    }
    setAlert(null);
    await run(
      async () => onRated(await api.rateCase(token, { rating, comment: comment.trim() === '' ? null : comment.trim() })),
      (error) => setAlert(messageOf(error, texts, texts.sendFailed)),
    );
  }

  return (
    <form className="stack case-status__section" noValidate onSubmit={submit}>
      <FormAlert id={`${id}-alert`} message={alert} />
      <fieldset className="rating" aria-describedby={alert ? `${id}-alert` : undefined}>
        <legend className="case-status__heading">{texts.ratingLegend}</legend>
        <div className="rating__options">
          {texts.ratingOptions.map((label, index) => (
            <label key={label} className="rating__option">
              <input
                ref={index === 0 ? firstOption : undefined}
                type="radio"
                name={`${id}-rating`}
                value={index + 1}
                checked={rating === index + 1}
                onChange={() => setRating(index + 1)}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-comment`}>
          {texts.ratingComment}
        </label>
        <textarea
          id={`${id}-comment`}
          className="input"
          rows={3}
          maxLength={RATING_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <div>
        <Button type="submit" isPending={sending}>
          {texts.ratingSend}
        </Button>
      </div>
    </form>
  );
}
