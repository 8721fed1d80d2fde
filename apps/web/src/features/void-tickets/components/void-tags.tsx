import { Space, Typography } from 'antd';
import { VOID_TICKET_CASE, type VoidTicketRow } from '@ota/contract';
import { caseStatusTag } from '../../../components/cases/case-status-tag';
import { CaseCountdown, CaseDeadline } from '../../../components/cases/case-deadline';
import { STATUS_COLORS } from '../lib/void-view';

export const VoidStatusTag = caseStatusTag(VOID_TICKET_CASE, STATUS_COLORS, 'void-status');

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
