import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BalanceAdjustInput, BalanceAdjustResult } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /userTransactionRecord/adjust (JSON {currency, amount, remark, platformType?}). */
export async function adjustBalance(input: BalanceAdjustInput): Promise<BalanceAdjustResult> {
  const body = await apiClient.postJson<BalanceAdjustResult>('/userTransactionRecord/adjust', input);
  return body.data;
}

export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    // Money moved: every balance on screen (top bar, thresholds, records) may have changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
