import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What the content area shows while a page (its code, its texts or the data it starts from) loads:
 * the shape of a list page, so the area is never blank and nothing jumps to a corner spinner.
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page-container page-skeleton" role="status" aria-busy="true" data-testid="page-skeleton">
      <span className="visually-hidden">{t('common.loading')}</span>
      <Skeleton active title={{ width: '30%' }} paragraph={false} />
      <Skeleton.Input active block size="small" className="page-skeleton-filters" />
      <Skeleton active title={false} paragraph={{ rows: 6 }} />
    </div>
  );
}
