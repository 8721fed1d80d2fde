import { rebookCalls, type CardInput, type RebookPayResult } from '@ota/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { rebookKeys } from './keys';

/**
 * rebookCalls.pay: {rebookNo, cardNumber, expiry, cvv, holder}, only rebookNo when nothing is due;
 * the card is not kept.
 */
export function payRebook(input: CardInput, successMessage: string): Promise<RebookPayResult> {
  return callApi(rebookCalls.pay, input, { successMessage });
}

export function usePayRebook(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CardInput) => payRebook(input, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rebookKeys.all }),
  });
}
