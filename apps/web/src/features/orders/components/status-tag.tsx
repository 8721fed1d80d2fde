import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@ota/contract';
import { STATUS_COLORS } from '../lib/order-status';

export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="order-status" data-status={status}>
      {t(`orders.statuses.${status}`)}
    </Tag>
  );
}
