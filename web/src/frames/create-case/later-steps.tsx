import { lazy } from 'react';

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
