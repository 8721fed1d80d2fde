import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplierCheckResult } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** GET {prefix}/order/getStatus (params orderNo): the order refreshed from the airline. */
export async function refreshOrderStatus(prefix: string, orderNo: string): Promise<SupplierCheckResult> {
  const body = await apiClient.get<SupplierCheckResult>(
    `${prefix}/order/getStatus`,
    { orderNo },
    {
      successMessage: true,
    },
  );
  return body.data;
}

export function useRefreshOrderStatus(prefix: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => refreshOrderStatus(prefix, orderNo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
