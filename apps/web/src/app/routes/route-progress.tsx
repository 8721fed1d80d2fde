import { useEffect } from 'react';
import NProgress from 'nprogress';
import { useLocation } from 'react-router';

NProgress.configure({ showSpinner: false });

/** The loading bar of a navigation (spec section 2): started by the router on each new address. */
export function startRouteProgress(): void {
  NProgress.start();
}

/** Rendered with each page: once the page is shown (its lazy chunk loaded), the bar completes. */
export function RouteProgressDone() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    NProgress.done();
  }, [pathname, search]);
  return null;
}
