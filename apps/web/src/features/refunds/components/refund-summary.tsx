import { REFUND_CASE, type RefundDetail } from '@ota/contract';
import { CaseDeadline } from '../../../components/cases/case-deadline';
import { CaseSummary, useSummaryItems } from '../../../components/cases/case-summary';
import { formatMoney } from '../../../lib/format';
import { RefundStatusTag, RefundTypeLabel } from './refund-tags';

/** The refund's own fields. */
export function RefundSummary({ refund, answeredAt }: { refund: RefundDetail; answeredAt: number }) {
  const { item, order, signed } = useSummaryItems('refunds', refund);
  const money = (amount: string | null) => (amount === null ? '—' : formatMoney(amount, refund.currency));
  return (
    <CaseSummary
      bordered
      testId="refund-summary"
      items={[
        item('refundNo', refund.refundNo),
        item('status', <RefundStatusTag status={refund.status} />),
        item('type', <RefundTypeLabel type={refund.refundType} />),
        ...order,
        item('passengers', refund.passengers),
        item('segments', refund.segments, 2),
        item('applicationAmount', money(refund.applicationAmount)),
        item('confirmedAmount', money(refund.confirmedAmount)),
        item('serviceCharge', money(refund.serviceCharge)),
        item('deadline', <CaseDeadline kind={REFUND_CASE} row={refund} answeredAt={answeredAt} />),
        ...signed,
      ]}
    />
  );
}
