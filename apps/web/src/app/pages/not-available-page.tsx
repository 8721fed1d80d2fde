import { Result } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findRoute } from '../../lib/permissions';

/** The page of every route no feature has filled in yet (see routes/page-registry.ts). */
export default function NotAvailablePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  return (
    <div className="page-container" data-testid="page-not-available">
      <Result status="info" title={t('common.notAvailable')} subTitle={route ? t(route.title) : undefined} />
    </div>
  );
}
