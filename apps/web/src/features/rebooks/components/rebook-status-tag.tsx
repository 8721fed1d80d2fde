import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RebookStatus } from '@ota/contract';
import { STATUS_COLORS } from '../lib/rebook-view';

export function RebookStatusTag({ status }: { status: RebookStatus | null }) {
  const { t } = useTranslation();
  if (status === null) return <Tag>{t('rebooks.statuses.NONE')}</Tag>;
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="rebook-status">
      {t(`rebooks.statuses.${status}`)}
    </Tag>
  );
}
