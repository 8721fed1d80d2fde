import { useMutation } from '@tanstack/react-query';
import type { RefundRow, RefundType, TicketChangeDetail } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';

export interface RefundFromChange {
  change: TicketChangeDetail;
  refundType: RefundType;
}

/**
 * POST /orderRefund/addRefundOrderInfo (JSON, 1005-2 may call it): a refund of the change's order
 * for the same passengers and segments, for a customer who wants the money back instead.
 */
export async function turnIntoRefund({
  change,
  refundType,
}: RefundFromChange): Promise<CaseOutcome<RefundRow>> {
  const body = await apiClient.postJson<RefundRow>(
    '/orderRefund/addRefundOrderInfo',
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
