import { useMemo, type ReactNode } from 'react';
import { GeocoderContext } from '../components/map/geocoder.js';
import { AccessibilityPage } from './accessibility/AccessibilityPage.js';
import { CaseStatusPage } from './case-status/CaseStatusPage.js';
import { CasesMapPage } from './cases-map/CasesMapPage.js';
import { CreateCasePage } from './create-case/CreateCasePage.js';
import { EmbedPage } from './embed/EmbedPage.js';
import { useReportHeight } from './embed/useReportHeight.js';
import { createFrameApi, FrameApiContext, type FrameApi } from './frame-api.js';
import { isFrameRoute, type FrameRoute } from './frame-routes.js';
import { useFrameTexts } from './i18n/texts.js';
import { FramePage } from './ui/FramePage.js';
import './FrameApp.css';

const PAGES: Record<FrameRoute, () => ReactNode> = {
  '/cases-map': () => <CasesMapPage />,
  '/create-case-frame': () => <CreateCasePage />,
  '/fall-melden': () => <EmbedPage />,
  '/fall-status': () => <CaseStatusPage />,
  '/barrierefreiheit': () => <AccessibilityPage />,
};

function NotFound() {
  const texts = useFrameTexts();
  return (
    <FramePage title={texts.notFoundTitle}>
      <p>{texts.notFoundText}</p>
    </FramePage>
  );
}

export interface FrameAppProps {
  /** the page's path; defaults to the browser's */
  path?: string;
  /** the API client; defaults to the real one on this origin */
  api?: FrameApi;
}

/** The public frames (embedded in municipal sites): one page per frame route, no back-office code. */
export function FrameApp({ path = window.location.pathname, api }: FrameAppProps) {
  const client = useMemo(() => api ?? createFrameApi(), [api]);
  useReportHeight();
  return (
    <FrameApiContext value={client}>
      <GeocoderContext value={client.searchAddress}>{isFrameRoute(path) ? PAGES[path]() : <NotFound />}</GeocoderContext>
    </FrameApiContext>
  );
}
