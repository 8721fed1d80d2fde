import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCalls, type OrderActionResult } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { orderKeys } from './keys';

/** orderCalls.reCreate (JSON {orderNo}): a failed booking goes to ticketing again. */
export function recreateOrder(orderNo: string): Promise<OrderActionResult> {
  return callApi(orderCalls.reCreate, { orderNo }, { successMessage: true });
}

export function useRecreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recreateOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
