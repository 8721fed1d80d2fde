import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCallsOf, type OrderPathPrefix, type SupplierCheckResult } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { orderKeys } from './keys';

/** orderCallsOf[prefix].reconfirm (JSON {orderNo}): the airline reconfirms the booking. */
export function reconfirmOrder(prefix: OrderPathPrefix, orderNo: string): Promise<SupplierCheckResult> {
  return callApi(orderCallsOf[prefix].reconfirm, { orderNo }, { successMessage: true });
}

export function useReconfirmOrder(prefix: OrderPathPrefix) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => reconfirmOrder(prefix, orderNo),
    onSettled: (_data, _error, orderNo) =>
      queryClient.invalidateQueries({ queryKey: orderKeys.detail(prefix, orderNo) }),
  });
}
