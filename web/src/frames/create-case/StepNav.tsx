import { useId, type ReactNode } from 'react';
import { Button } from '../../components/Button.js';
import { useFrameTexts } from '../i18n/texts.js';

export interface StepNavProps {
  /** "Zurück": a button, or a link (step 1 goes back to the map) */
  back: { onClick: () => void } | { href: string; label: string };
  /** the forward button: Weiter, or Senden as the submit button of step 4 */
  next: { label: string; disabled: boolean; pending?: boolean; submit?: boolean; onClick?: () => void };
  /** says why the forward button is disabled (shown only then) */
  blockedHint?: ReactNode;
}

/** Back and forward at the foot of every step; a disabled forward button explains itself. */
export function StepNav({ back, next, blockedHint }: StepNavProps) {
  const texts = useFrameTexts();
  const hintId = useId();
  const blocked = next.disabled && blockedHint;
  return (
    <div className="wizard-nav">
      {/* kept while empty, so the buttons do not jump when the step becomes complete */}
      {blockedHint && (
        <p className="field__hint wizard-nav__hint wizard__reserved" id={hintId}>
          {blocked ? blockedHint : ''}
        </p>
      )}
      <div className="wizard-nav__buttons">
        {'href' in back ? (
          <a className="button button--secondary" href={back.href}>
            {back.label}
          </a>
        ) : (
          <Button variant="secondary" onClick={back.onClick}>
            {texts.back}
          </Button>
        )}
        <Button
          type={next.submit ? 'submit' : 'button'}
          disabled={next.disabled}
          isPending={next.pending}
          aria-describedby={blocked ? hintId : undefined}
          onClick={next.onClick}
        >
          {next.label}
        </Button>
      </div>
    </div>
  );
}
