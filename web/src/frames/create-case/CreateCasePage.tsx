import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { PublicCaseCreated, PublicTenant } from '@contracts/public.js';
import { LoadFailureBoundary } from '../../components/LoadFailureBoundary.js';
import { CASE_MAP_CENTER, type LatLng } from '../../components/map/geo.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useFrameApi } from '../frame-api.js';
import { frameHref, queryParam } from '../frame-url.js';
import { useFrameTexts } from '../i18n/texts.js';
import { FrameLoadFailure } from '../ui/FrameLoadFailure.js';
import { FrameLoading } from '../ui/FrameLoading.js';
import { FrameNotice } from '../ui/FrameNotice.js';
import { FrameRetryNotice, reloadPage } from '../ui/FrameRetryNotice.js';
import { FramePage } from '../ui/FramePage.js';
import { CategoryStep } from './CategoryStep.js';
import { LazyDescriptionStep, LazyPhotosStep, preloadLaterSteps } from './later-steps.js';
import { LocationStep } from './LocationStep.js';
import { clearDraft, loadDraft, saveDraft, STEPS, type ReportDraft, type Step } from './report-draft.js';
import { StepIndicator } from './StepIndicator.js';
import { ThankYou } from './ThankYou.js';
import '../../components/Button.css';
import './Wizard.css';

/** /create-case-frame?apiKey=: the four-step report wizard of the key's municipality. */
export function CreateCasePage() {
  const texts = useFrameTexts();
  const api = useFrameApi();
  const apiKey = queryParam('apiKey');
  const tenant = useLoaded(() => api.tenantByApiKey(apiKey), apiKey || null);
  const title = tenant.state === 'ready' ? texts.wizardTitleFor(tenant.value.name) : texts.wizardTitle;

  return (
    <FramePage title={title}>
      {!apiKey ? (
        <FrameNotice tone="error">{texts.missingApiKey}</FrameNotice>
      ) : tenant.state === 'failed' ? (
        <FrameLoadFailure failure={tenant} onRetry={tenant.reload} />
      ) : tenant.state === 'ready' ? (
        <ReportWizard apiKey={apiKey} tenant={tenant.value} />
      ) : (
        <FrameLoading />
      )}
    </FramePage>
  );
}

interface Sent {
  created: PublicCaseCreated;
  email: string | null;
}

export interface ReportWizardProps {
  apiKey: string;
  tenant: PublicTenant;
  /** how the thank-you page moves on to the map; tests pass a spy */
  navigate?: (href: string) => void;
}

/**
 * The wizard: a step indicator, one step at a time with its heading focused on arrival, and the entries kept
 * in session storage until the report is sent.
 */
export function ReportWizard({ apiKey, tenant, navigate }: ReportWizardProps) {
  const texts = useFrameTexts();
  const [draft, setDraft] = useState<ReportDraft>(() => loadDraft(apiKey));
  const [sent, setSent] = useState<Sent | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // the focus moves to a step's heading when the citizen moved there, not when the page opens
  const moved = useRef(false);

  useEffect(() => {
    if (draft.step >= 2) preloadLaterSteps();
  }, [draft.step]);

  useEffect(() => {
    if (!sent) saveDraft(apiKey, draft);
  }, [apiKey, draft, sent]);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [draft.step, sent]);

  const update = useCallback((patch: Partial<ReportDraft>) => setDraft((current) => ({ ...current, ...patch })), []);
  const setLocation = useCallback((location: LatLng) => update({ location }), [update]);
  const setCategory = useCallback((category: ReportDraft['category']) => update({ category }), [update]);
  const goTo = (step: Step) => {
    moved.current = true;
    update({ step });
  };

  function finish(created: PublicCaseCreated, email: string | null) {
    clearDraft(apiKey);
    moved.current = true;
    setSent({ created, email });
  }

  const mapHref = frameHref('/cases-map', { apiKey });
  if (sent) return <ThankYou ref={heading} created={sent.created} email={sent.email} mapHref={mapHref} navigate={navigate} />;

  const center =
    tenant.mapCenterLatitude !== null && tenant.mapCenterLongitude !== null
      ? { latitude: tenant.mapCenterLatitude, longitude: tenant.mapCenterLongitude }
      : CASE_MAP_CENTER;
  const { step } = draft;

  return (
    <div className="wizard">
      <StepIndicator step={step} />
      <section className="wizard__step stack" aria-labelledby="wizard-step-heading">
        <h2 className="wizard__heading" id="wizard-step-heading" ref={heading} tabIndex={-1}>
          <span className="wizard__step-number">{texts.stepOf(step, STEPS.length)}:</span> {texts.stepHeadings[step - 1]}
        </h2>
        {step === 1 && (
          <LocationStep apiKey={apiKey} location={draft.location} center={center} onChange={setLocation} onNext={() => goTo(2)} />
        )}
        {step === 2 && draft.location && (
          <CategoryStep
            apiKey={apiKey}
            location={draft.location}
            category={draft.category}
            onChange={setCategory}
            onBack={() => goTo(1)}
            onNext={() => goTo(3)}
          />
        )}
        {/* trying again loads the page anew, which opens on the kept draft */}
        <LoadFailureBoundary fallback={<FrameRetryNotice message={texts.stepFailed} onRetry={reloadPage} />}>
          <Suspense fallback={<FrameLoading />}>
            {step === 3 && (
              <LazyPhotosStep
                apiKey={apiKey}
                photos={draft.photos}
                onChange={(photos) => update({ photos })}
                onBack={() => goTo(2)}
                onNext={() => goTo(4)}
              />
            )}
            {step === 4 && (
              <LazyDescriptionStep apiKey={apiKey} legal={tenant} draft={draft} onChange={update} onBack={() => goTo(3)} onSent={finish} />
            )}
          </Suspense>
        </LoadFailureBoundary>
      </section>
    </div>
  );
}
