import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCalls, type PaymentResult } from '@ota/contract';
import { callApi } from '../../../lib/call-api';

/** orderCalls.pay (JSON {orderNo}): debits the platform's balance once. */
export function payOrder(orderNo: string): Promise<PaymentResult> {
  return callApi(orderCalls.pay, { orderNo }, { successMessage: true });
}

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    // Money may have moved (here or in a call sent at the same time): balance, order and lists.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
