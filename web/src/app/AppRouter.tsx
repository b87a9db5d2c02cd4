import { useSignals } from '@preact/signals-react/runtime';
import type { User } from '@contracts/user.js';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { LoadFailureBoundary } from '../components/LoadFailureBoundary.js';
import { Loading } from '../components/Loading.js';
import { landingRoute, loginUrlFor, safeRoutingTarget } from '../session/landing.js';
import { PublicLayout } from './PublicLayout.js';
// in the first script: the page that says a screen's code did not come cannot itself be fetched
import { LoadFailedPage, NoAccessPage, NotFoundPage } from './NoticePages.js';
import { type AppRoute, mayOpen, ROUTES } from './routes.js';
import { currentUser, sessionStatus } from '../session/session.js';
import { Shell } from './shell/Shell.js';

const ROUTES_BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));

/** The frame routes live in the other bundle: load the page from the server, which serves frame.html. */
function FrameHandOver() {
  useEffect(() => window.location.reload(), []);
  return <Loading />;
}

/** The route's screen, if the user may open it; it is not rendered otherwise, so none of its calls is made. */
function screenFor(route: AppRoute | undefined, user: User | null): ReactNode {
  if (!route) return <NotFoundPage />;
  return mayOpen(route, user) ? route.render() : <NoAccessPage />;
}

/**
 * Picks the page for the address and applies the access rules of docs/product/README.md#routes-and-access; a private
 * screen the user's rights do not open (an address typed or bookmarked) shows the no-access page instead. The layout
 * (shell or public frame) is chosen outside the page, so it stays mounted while the user navigates.
 */
export function AppRouter() {
  useSignals();
  const [path] = useLocation();
  const search = useSearch();
  const status = sessionStatus.value;
  const user = currentUser.value;

  if (status === 'loading') {
    return (
      <PublicLayout>
        <Loading />
      </PublicLayout>
    );
  }
  const authenticated = status === 'authenticated' && user !== null;
  if (path === '/') return <Redirect to={authenticated ? landingRoute(user.allRights) : '/login'} replace />;

  const route = ROUTES_BY_PATH.get(path);
  const access = route?.access ?? 'any';
  if (access === 'frame') return <FrameHandOver />;
  if (access === 'private' && !authenticated) return <Redirect to={loginUrlFor(path, search)} replace />;
  if (access === 'guest' && authenticated) {
    const target = safeRoutingTarget(new URLSearchParams(search).get('routingTarget'));
    return <Redirect to={target ?? landingRoute(user.allRights)} replace />;
  }

  const Layout = access === 'private' || (access === 'any' && authenticated) ? Shell : PublicLayout;
  return (
    <Layout>
      {/* another address is tried afresh; a screen that stays across addresses (create, then edit) is kept */}
      <LoadFailureBoundary resetOn={path} fallback={<LoadFailedPage />}>
        <Suspense fallback={<Loading />}>{screenFor(route, user)}</Suspense>
      </LoadFailureBoundary>
    </Layout>
  );
}
