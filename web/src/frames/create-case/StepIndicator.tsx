import { useFrameTexts } from '../i18n/texts.js';
import { STEPS, type Step } from './report-draft.js';

/** The four steps with the current one marked (aria-current="step") and the finished ones named as done. */
export function StepIndicator({ step }: { step: Step }) {
  const texts = useFrameTexts();
  return (
    <ol className="wizard-steps" aria-label={texts.progress}>
      {STEPS.map((n) => {
        const state = n === step ? 'current' : n < step ? 'done' : 'todo';
        return (
          <li key={n} className={`wizard-steps__item wizard-steps__item--${state}`} aria-current={n === step ? 'step' : undefined}>
            <span className="wizard-steps__number" aria-hidden="true">
              {n}
            </span>
            <span className="wizard-steps__name">
              <span className="visually-hidden">{texts.stepOf(n, STEPS.length)}: </span>
              {texts.stepNames[n - 1]}
              {state === 'done' && <span className="visually-hidden"> ({texts.stepDone})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
