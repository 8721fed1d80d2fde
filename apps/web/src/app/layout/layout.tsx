import { Suspense, useEffect, useMemo } from 'react';
import { Layout as AntLayout } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { firstAllowedPath } from '@ota/contract';
import { allowedTree, findRoute } from '../../lib/permissions';
import { applyDayjsLocale } from '../../lib/dayjs-locale';
import { useLocaleState } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings-store';
import { PageSkeleton } from '../../components/page-skeleton';
import { ErrorBoundary } from '../error-boundary';
import { AppFooter } from './app-footer';
import { closeSidebar, layoutStore, syncDevice, useLayoutState } from './layout-store';
import { Navbar } from './navbar';
import { SettingsDrawer } from './settings-drawer';
import { Sidebar } from './sidebar';
import { TagsView } from './tags-view';
import { addView, useRefreshKey } from './tags-store';
import { useScrollableTables } from './use-scrollable-tables';
import { viewIdentity } from './view-key';

const NO_CODES: readonly string[] = [];

/** The shell of every signed-in page (spec section 2, Layout). */
export function Layout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { codes } = useSession();
  const { device, sidebarOpened } = useLayoutState();
  const { fixedHeader, tagsView } = useSettings();
  const refreshKey = useRefreshKey();
  const heldCodes = codes ?? NO_CODES;
  const tree = useMemo(() => allowedTree(heldCodes), [heldCodes]);
  const firstPath = firstAllowedPath(tree);
  const page = findRoute(pathname);
  useScrollableTables();

  const { language } = useLocaleState();
  useEffect(() => {
    void applyDayjsLocale(language);
  }, [language]);

  // Device mode follows the window width.
  useEffect(() => {
    const onResize = () => syncDevice(window.innerWidth);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // In mobile mode the sidebar closes on navigation.
  useEffect(() => {
    if (layoutStore.get().device === 'mobile') closeSidebar();
  }, [pathname]);

  // Visited pages for the tags view; the first allowed page is affixed.
  useEffect(() => {
    const first = firstPath ? findRoute(firstPath) : undefined;
    if (first) {
      addView({ key: first.path, path: first.path, fullPath: first.path, title: first.title, affix: true });
    }
  }, [firstPath]);
  useEffect(() => {
    const route = findRoute(pathname);
    if (route && !route.children) {
      addView({
        ...viewIdentity(route, search),
        path: route.path,
        fullPath: `${route.path}${search}`,
        title: route.title,
        affix: route.path === firstPath,
      });
    }
  }, [pathname, search, firstPath]);

  const classes = ['app-layout', `is-${device}`, sidebarOpened ? 'sidebar-open' : 'sidebar-closed'];
  if (fixedHeader) classes.push('has-fixed-header');

  return (
    <QueryClientProvider client={queryClient}>
      <AntLayout className={classes.join(' ')} hasSider>
        <Sidebar tree={tree} />
        <AntLayout className="main-container">
          <header className={fixedHeader ? 'layout-header is-fixed' : 'layout-header'} data-testid="header">
            <Navbar />
            {tagsView && <TagsView firstPath={firstPath} />}
          </header>
          <AntLayout.Content className="app-main" id="main-content">
            {/* The page's title heads the page for screen readers; the breadcrumb shows it. */}
            {page && <h1 className="visually-hidden">{t(page.title)}</h1>}
            <ErrorBoundary key={`${pathname}#${refreshKey}`}>
              <Suspense fallback={<PageSkeleton />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </AntLayout.Content>
          <AppFooter />
        </AntLayout>
        <SettingsDrawer />
      </AntLayout>
    </QueryClientProvider>
  );
}
