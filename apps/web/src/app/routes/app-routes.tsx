import { Suspense, lazy, useEffect, useLayoutEffect, useMemo, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ALL_PAGES } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { ErrorBoundary } from '../error-boundary';
import { resolveNavigation } from './navigation-guard';
import { pageLoader } from './page-registry';
import { pageTitle, titleKeyOf } from './page-title';
import { RouteProgressDone, startRouteProgress } from './route-progress';

// Every screen is its own chunk: the login page loads neither the layout nor any page.
const LoginPage = lazy(() => import('../login/login-page').then((m) => ({ default: m.LoginPage })));
const NotFoundPage = lazy(() => import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const Layout = lazy(() => import('../layout/layout').then((m) => ({ default: m.Layout })));
const PAGES = ALL_PAGES.map((route) => ({ path: route.path, Page: lazy(pageLoader(route.path)) }));

/** A route's element: the page, then the end of the loading bar once the page is shown. */
function page(Page: ComponentType) {
  return (
    <>
      <Page />
      <RouteProgressDone />
    </>
  );
}

const NO_CODES: readonly string[] = [];

/**
 * The route table of spec section 2 behind the navigation guard. `initialKey` is the history key
 * of the address the app started on: that first navigation read the menus back from session
 * storage, so a page this user may not open leads to their first allowed route rather than 404.
 */
export function AppRoutes({ initialKey }: { initialKey: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { token, codes } = useSession();
  const heldCodes = codes ?? NO_CODES;
  const freshlyLoaded = location.key === initialKey;

  const { redirectTo } = useMemo(
    () => resolveNavigation(location.pathname, location.search, { token, codes: heldCodes, freshlyLoaded }),
    [location.pathname, location.search, token, heldCodes, freshlyLoaded],
  );

  useLayoutEffect(() => {
    startRouteProgress();
  }, [location.pathname, location.search]);

  const titleKey = redirectTo ? undefined : titleKeyOf(location.pathname);
  const title = titleKey ? t(titleKey) : undefined;
  useEffect(() => {
    if (!redirectTo) document.title = pageTitle(title);
  }, [redirectTo, title]);

  if (redirectTo) return <Navigate to={redirectTo} replace />;

  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/login" element={page(LoginPage)} />
          <Route path="/404" element={page(NotFoundPage)} />
          <Route element={<Layout />}>
            {PAGES.map(({ path, Page }) => (
              <Route key={path} path={path} element={page(Page)} />
            ))}
          </Route>
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
