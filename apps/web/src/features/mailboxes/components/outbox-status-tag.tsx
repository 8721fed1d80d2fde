import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OutboxStatusValue } from '@ota/contract';

const COLORS: Record<OutboxStatusValue, string> = { PENDING: 'default', SENT: 'success', FAILED: 'error' };

export function OutboxStatusTag({ status }: { status: OutboxStatusValue }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`mailboxes.outbox.statuses.${status}`)}</Tag>;
}
