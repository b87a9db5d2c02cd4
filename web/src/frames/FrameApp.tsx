import { Suspense, useMemo, type ComponentType } from 'react';
import { LoadFailureBoundary } from '../components/LoadFailureBoundary.js';
import { GeocoderContext } from '../components/map/geocoder.js';
import { useReportHeight } from './embed/useReportHeight.js';
import { createFrameApi, FrameApiContext, type FrameApi } from './frame-api.js';
import { isFrameRoute, type FrameRoute } from '@contracts/frame-routes.js';
import { useFrameTexts } from './i18n/texts.js';
import { FramePage } from './ui/FramePage.js';
import { FrameRetryNotice, reloadPage } from './ui/FrameRetryNotice.js';
import './FrameApp.css';

/** The page of each frame route. */
export type FramePages = Readonly<Record<FrameRoute, ComponentType>>;

function LoadFailed() {
  const texts = useFrameTexts();
  return (
    <FramePage title={texts.appName}>
      <FrameRetryNotice message={texts.pageFailed} onRetry={reloadPage} />
    </FramePage>
  );
}

function NotFound() {
  const texts = useFrameTexts();
  return (
    <FramePage title={texts.notFoundTitle}>
      <p>{texts.notFoundText}</p>
    </FramePage>
  );
}

export interface FrameAppProps {
  /** the pages: each its own chunk in the frames bundle (pages.ts) */
  pages: FramePages;
  /** the page's path; defaults to the browser's */
  path?: string;
  /** the API client; defaults to the real one on this origin */
  api?: FrameApi;
}

/** The public frames (embedded in municipal sites): one page per frame route, no back-office code. */
export function FrameApp({ pages, path = window.location.pathname, api }: FrameAppProps) {
  const client = useMemo(() => api ?? createFrameApi(), [api]);
  useReportHeight();
  const Page = isFrameRoute(path) ? pages[path] : NotFound;
  return (
    <FrameApiContext value={client}>
      <GeocoderContext value={client.searchAddress}>
        {/* no notice while the page's chunk comes: the page opens with its own, which would move it */}
        <LoadFailureBoundary fallback={<LoadFailed />}>
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </LoadFailureBoundary>
      </GeocoderContext>
    </FrameApiContext>
  );
}
