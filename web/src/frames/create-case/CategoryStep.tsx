import { useEffect } from 'react';
import type { PublicCategory } from '@contracts/public.js';
import type { LatLng } from '../../components/map/geo.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useFrameApi } from '../frame-api.js';
import { useFrameTexts } from '../i18n/texts.js';
import { FrameLoadFailure } from '../ui/FrameLoadFailure.js';
import { FrameLoading } from '../ui/FrameLoading.js';
import { FrameNotice } from '../ui/FrameNotice.js';
import { StepNav } from './StepNav.js';

export interface CategoryStepProps {
  apiKey: string;
  location: LatLng;
  category: PublicCategory | null;
  onChange: (category: PublicCategory | null) => void;
  onBack: () => void;
  onNext: () => void;
}

const sameCategory = (a: PublicCategory, b: PublicCategory) => (a.id !== null || b.id !== null ? a.id === b.id : a.name === b.name);
/** radio values: the id, or the name of a fallback category (which has no id) */
const radioValue = (category: PublicCategory) => (category.id !== null ? `id:${category.id}` : `name:${category.name}`);

/**
 * Step 2: the categories of the municipality responsible for the marker (GET /api/category/coordinates).
 * Outside every participating municipality the server offers the fallback list, and the report is forwarded.
 */
export function CategoryStep({ apiKey, location, category, onChange, onBack, onNext }: CategoryStepProps) {
  const texts = useFrameTexts();
  const api = useFrameApi();
  const answer = useLoaded(
    () => api.categoriesAt(apiKey, location.longitude, location.latitude),
    `${location.longitude},${location.latitude}`,
  );
  const offered = answer.state === 'ready' ? answer.value.categories : null;

  // a category chosen for an earlier place may not exist at the new one
  useEffect(() => {
    if (offered && category && !offered.some((candidate) => sameCategory(candidate, category))) onChange(null);
  }, [offered, category, onChange]);

  return (
    <>
      {answer.state === 'loading' && <FrameLoading label={texts.categoriesLoading} />}
      {answer.state === 'failed' && <FrameLoadFailure failure={answer} onRetry={answer.reload} />}
      {answer.state === 'ready' && (
        <>
          {answer.value.reachable && answer.value.tenantName ? (
            <p className="wizard__intro">{texts.responsible(answer.value.tenantName)}</p>
          ) : (
            <FrameNotice tone="info">{texts.forwarded}</FrameNotice>
          )}
          <fieldset className="choice-list">
            <legend className="field__label">{texts.categoryLegend}</legend>
            {answer.value.categories.map((candidate) => {
              const value = radioValue(candidate);
              return (
                <label key={value} className="choice-list__option">
                  <input
                    type="radio"
                    name="category"
                    value={value}
                    checked={category !== null && sameCategory(candidate, category)}
                    onChange={() => onChange(candidate)}
                  />
                  <span>{candidate.name}</span>
                </label>
              );
            })}
          </fieldset>
        </>
      )}
      <StepNav
        back={{ onClick: onBack }}
        next={{ label: texts.next, disabled: category === null || answer.state !== 'ready', onClick: onNext }}
        blockedHint={answer.state === 'ready' ? texts.categoryMissing : undefined}
      />
    </>
  );
}
