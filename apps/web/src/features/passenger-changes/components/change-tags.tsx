import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PassengerChangeStatus, PassengerChangeType } from '@ota/contract';
import { STATUS_COLORS } from '../lib/change-view';

export function ChangeStatusTag({ status }: { status: PassengerChangeStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="change-status" data-status={status}>
      {t(`passengerChanges.statuses.${status}`)}
    </Tag>
  );
}

export function ChangeTypeLabel({ type }: { type: PassengerChangeType }) {
  const { t } = useTranslation();
  return <>{t(`passengerChanges.types.${type}`)}</>;
}
