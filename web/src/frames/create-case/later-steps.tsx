import { lazy } from 'react';
import { useFrameTexts } from '../i18n/texts.js';
import { FrameNotice } from '../ui/FrameNotice.js';
import '../../components/Button.css';

// Steps 3 and 4 (the photo upload; the form with its consent and e-mail) are not loaded with the wizard: on a slow
// link step 1's own code comes first, and their evaluation stays out of the page's start (docs/performance.md).
const photosStep = () => import('./PhotosStep.js');
const descriptionStep = () => import('./DescriptionStep.js');

/** Fetches both steps while the citizen is at step 2, who then moves on without waiting. */
export function preloadLaterSteps(): void {
  Promise.all([photosStep(), descriptionStep()]).catch(() => {
    // a failure is the step's to show, when it asks again
  });
}

export const LazyPhotosStep = lazy(() => photosStep().then((m) => ({ default: m.PhotosStep })));
export const LazyDescriptionStep = lazy(() => descriptionStep().then((m) => ({ default: m.DescriptionStep })));

/** In place of a step whose code did not come: trying again reloads the page, which opens on the kept draft. */
export function StepLoadFailure() {
  const texts = useFrameTexts();
  return (
    <div className="stack">
      <FrameNotice tone="error">{texts.stepFailed}</FrameNotice>
      <div>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          {texts.retry}
        </button>
      </div>
    </div>
  );
}
