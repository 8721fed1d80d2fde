import { useMutation, useQueryClient } from '@tanstack/react-query';
import { thresholdCalls, type BalanceAdjustInput, type BalanceAdjustResult } from '@ota/contract';
import { callApi } from '../../../lib/call-api';

/** thresholdCalls.adjust: {currency, amount, remark, platformType?}, answers the entry and the balance. */
export function adjustBalance(input: BalanceAdjustInput): Promise<BalanceAdjustResult> {
  return callApi(thresholdCalls.adjust, input);
}

export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    // Money moved: every balance on screen (top bar, thresholds, records) may have changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
