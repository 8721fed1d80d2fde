import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentResult } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /orderOperation/pay (JSON {orderNo}): debits the platform's balance once. */
export async function payOrder(orderNo: string): Promise<PaymentResult> {
  const body = await apiClient.postJson<PaymentResult>(
    '/orderOperation/pay',
    { orderNo },
    { successMessage: true },
  );
  return body.data;
}

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    // Money may have moved (here or in a call sent at the same time): balance, order and lists.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
