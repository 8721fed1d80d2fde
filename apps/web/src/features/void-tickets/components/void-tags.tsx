import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { VOID_TICKET_CASE, type VoidTicketRow, type VoidTicketStatus } from '@ota/contract';
import { CaseCountdown, CaseDeadline } from '../../../components/cases/case-deadline';
import { STATUS_COLORS } from '../lib/void-view';

export function VoidStatusTag({ status }: { status: VoidTicketStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="void-status" data-status={status}>
      {t(`voidTickets.statuses.${status}`)}
    </Tag>
  );
}

/**
 * The void window: while the void waits, the time left in it (ticking, "Expired" once closed) over
 * the window's end; once decided, only when it ended.
 */
export function VoidWindow({ row, answeredAt }: { row: VoidTicketRow; answeredAt: number }) {
  const end = <CaseDeadline kind={VOID_TICKET_CASE} row={row} answeredAt={answeredAt} />;
  if (row.status !== 'REQUESTED') return end;
  return (
    <Space orientation="vertical" size={0} data-testid="void-window">
      <CaseCountdown secondsLeft={row.secondsLeft} answeredAt={answeredAt} />
      <Typography.Text type="secondary">{end}</Typography.Text>
    </Space>
  );
}
