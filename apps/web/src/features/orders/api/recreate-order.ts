import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderActionResult } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** POST /orderOperation/reCreate (JSON {orderNo}): a failed booking goes to ticketing again. */
export async function recreateOrder(orderNo: string): Promise<OrderActionResult> {
  const body = await apiClient.postJson<OrderActionResult>(
    '/orderOperation/reCreate',
    { orderNo },
    {
      successMessage: true,
    },
  );
  return body.data;
}

export function useRecreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recreateOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
