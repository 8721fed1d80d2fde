import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketChangeStatus, TicketChangeType } from '@ota/contract';
import { STATUS_COLORS } from '../lib/change-view';

export function ChangeStatusTag({ status }: { status: TicketChangeStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="change-status" data-status={status}>
      {t(`ticketChanges.statuses.${status}`)}
    </Tag>
  );
}

export function ChangeTypeLabel({ type }: { type: TicketChangeType }) {
  const { t } = useTranslation();
  return <>{t(`ticketChanges.types.${type}`)}</>;
}
