import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundCalls, type RefundAirlineAnswer } from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { refundKeys } from './keys';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';

/**
 * refundCalls.refreshAirline ({id}): asks the airline for its answer to a submitted refund
 * now, rather than waiting for the background poll. A call the spec does not list (decision 0023).
 */
export async function refreshAirline(id: number): Promise<CaseOutcome<RefundAirlineAnswer>> {
  return outcomeOf(await callEnvelope(refundCalls.refreshAirline, { id }, HANDLED));
}

export function useRefreshAirline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshAirline,
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
