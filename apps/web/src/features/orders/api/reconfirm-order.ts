import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplierCheckResult } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** POST {prefix}/order/reconfirm (JSON {orderNo}): the airline reconfirms the booking. */
export async function reconfirmOrder(prefix: string, orderNo: string): Promise<SupplierCheckResult> {
  const body = await apiClient.postJson<SupplierCheckResult>(
    `${prefix}/order/reconfirm`,
    { orderNo },
    {
      successMessage: true,
    },
  );
  return body.data;
}

export function useReconfirmOrder(prefix: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => reconfirmOrder(prefix, orderNo),
    onSettled: (_data, _error, orderNo) =>
      queryClient.invalidateQueries({ queryKey: orderKeys.detail(prefix, orderNo) }),
  });
}
