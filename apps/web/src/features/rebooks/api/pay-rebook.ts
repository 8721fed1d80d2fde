import type { CardInput } from '@ota/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { rebookKeys } from './keys';
import type { StepResult } from './step-result';

export interface PayResult extends StepResult {
  amount: string;
  currency: string;
  /** Null when nothing was due: no card was charged. */
  cardBrand: string | null;
  cardLast4: string | null;
}

/**
 * POST /orderRebook/pay (JSON {rebookNo, cardNumber, expiry, cvv, holder}; only rebookNo when nothing
 * is due); the card is not kept.
 */
export async function payRebook(input: CardInput, successMessage: string): Promise<PayResult> {
  return (await apiClient.postJson<PayResult>('/orderRebook/pay', input, { successMessage })).data;
}

export function usePayRebook(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CardInput) => payRebook(input, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rebookKeys.all }),
  });
}
