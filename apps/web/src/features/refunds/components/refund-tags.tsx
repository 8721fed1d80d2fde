import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundStatus, RefundType } from '@ota/contract';
import { STATUS_COLORS } from '../lib/refund-view';

export function RefundStatusTag({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="refund-status" data-status={status}>
      {t(`refunds.statuses.${status}`)}
    </Tag>
  );
}

export function RefundTypeLabel({ type }: { type: RefundType }) {
  const { t } = useTranslation();
  return <>{t(`refunds.types.${type}`)}</>;
}
