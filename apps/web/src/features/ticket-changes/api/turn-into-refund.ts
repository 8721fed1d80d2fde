import { useMutation } from '@tanstack/react-query';
import { refundCalls, type RefundRow, type RefundType, type TicketChangeDetail } from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';

export interface RefundFromChange {
  change: TicketChangeDetail;
  refundType: RefundType;
}

/**
 * refundCalls.add (1005-2 may call it): a refund of the change's order
 * for the same passengers and segments, for a customer who wants the money back instead.
 */
export async function turnIntoRefund({
  change,
  refundType,
}: RefundFromChange): Promise<CaseOutcome<RefundRow>> {
  const body = await callEnvelope(
    refundCalls.add,
    {
      orderNo: change.orderNo,
      refundType,
      passengerIds: change.passengerIds,
      segmentIds: change.segmentIds,
      remark: `From ticket change ${change.changeNo}`,
    },
    HANDLED,
  );
  return outcomeOf(body);
}

export function useTurnIntoRefund() {
  return useMutation({ mutationFn: turnIntoRefund });
}
