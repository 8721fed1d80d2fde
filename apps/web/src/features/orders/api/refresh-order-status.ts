import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCallsOf, type OrderPathPrefix, type SupplierCheckResult } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { orderKeys } from './keys';

/** orderCallsOf[prefix].getStatus (params orderNo): the order refreshed from the airline. */
export function refreshOrderStatus(prefix: OrderPathPrefix, orderNo: string): Promise<SupplierCheckResult> {
  return callApi(orderCallsOf[prefix].getStatus, { orderNo }, { successMessage: true });
}

export function useRefreshOrderStatus(prefix: OrderPathPrefix) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => refreshOrderStatus(prefix, orderNo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
