import { TICKET_CHANGE_CASE, type TicketChangeDetail } from '@ota/contract';
import { CaseDeadline } from '../../../components/cases/case-deadline';
import { CaseSummary, useSummaryItems } from '../../../components/cases/case-summary';
import { formatMoney } from '../../../lib/format';
import { ChangeStatusTag, ChangeTypeLabel } from './change-tags';

/** The change's own fields. */
export function ChangeSummary({ change, answeredAt }: { change: TicketChangeDetail; answeredAt: number }) {
  const { item, order, signed } = useSummaryItems('ticketChanges', change);
  const money = (amount: string | null) => (amount === null ? '—' : formatMoney(amount, change.currency));
  return (
    <CaseSummary
      bordered
      testId="change-summary"
      items={[
        item('changeNo', change.changeNo),
        item('status', <ChangeStatusTag status={change.status} />),
        item('type', <ChangeTypeLabel type={change.changeType} />),
        ...order,
        item('passengers', change.passengers),
        item('segments', change.segments, 2),
        item('applicationAmount', money(change.applicationAmount)),
        item('confirmedAmount', money(change.confirmedAmount)),
        item('serviceCharge', money(change.serviceCharge)),
        item('deadline', <CaseDeadline kind={TICKET_CHANGE_CASE} row={change} answeredAt={answeredAt} />),
        ...signed,
      ]}
    />
  );
}
