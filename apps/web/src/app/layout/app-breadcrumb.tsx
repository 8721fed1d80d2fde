import { Breadcrumb } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { breadcrumbOf } from '../../lib/permissions';

/** Group › page, translated. */
export function AppBreadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = breadcrumbOf(pathname).map((route) => ({ key: route.path, title: t(route.title) }));
  return (
    <Breadcrumb
      className="app-breadcrumb"
      items={items}
      aria-label={t('layout.breadcrumb')}
      data-testid="breadcrumb"
    />
  );
}
