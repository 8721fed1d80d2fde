import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiStatus,
  type OpenCaseBadge,
  type OrderCaseRow,
  type RefundRow,
  type RefundType,
  type TicketChangeRow,
  type TicketChangeType,
} from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { orderKeys } from './keys';

const caseKeys = (orderNo: string) => [...orderKeys.all, 'cases', orderNo] as const;

/** GET /afterSales/orderCases: every after-sales case of the order, newest first. */
export function useOrderCases(orderNo: string) {
  return useQuery({
    queryKey: caseKeys(orderNo),
    queryFn: async () => (await apiClient.get<OrderCaseRow[]>('/afterSales/orderCases', { orderNo })).data,
    enabled: orderNo !== '',
  });
}

/** GET /afterSales/openCases: the open cases of the orders on a list page, for their badges. */
export function useOpenCases(orderNos: string[]) {
  return useQuery({
    queryKey: [...orderKeys.all, 'open-cases', orderNos] as const,
    queryFn: async () => {
      const body = await apiClient.get<OpenCaseBadge[]>(
        '/afterSales/openCases',
        { orderNos: orderNos.join(',') },
        { silent: true },
      );
      return new Map((body.data ?? []).map((badge) => [badge.orderNo, badge.cases]));
    },
    enabled: orderNos.length > 0,
  });
}

export interface CaseStart {
  kind: 'refund' | 'change';
  orderNo: string;
  type: RefundType | TicketChangeType;
  passengerIds: number[];
  segmentIds: number[];
}

/**
 * Opens a refund (JSON) or a ticket change (form) for the selected passengers and segments. Spec
 * section 8: a 400 shows the server's message as a warning and counts as handled (null).
 */
export async function startCase(start: CaseStart): Promise<string | null> {
  const options = { handled: [ApiStatus.BAD_REQUEST] };
  const body =
    start.kind === 'refund'
      ? await apiClient.postJson<RefundRow>(
          '/orderRefund/addRefundOrderInfo',
          {
            orderNo: start.orderNo,
            refundType: start.type,
            passengerIds: start.passengerIds,
            segmentIds: start.segmentIds,
          },
          options,
        )
      : await apiClient.post<TicketChangeRow>(
          '/orderTicketChanging/addTicketOrderInfo',
          {
            orderNo: start.orderNo,
            changeType: start.type,
            passengerIds: start.passengerIds.join(','),
            segmentIds: start.segmentIds.join(','),
          },
          options,
        );
  if (body.status === ApiStatus.BAD_REQUEST) {
    notify.warning(body.message);
    return null;
  }
  return 'refundNo' in body.data ? body.data.refundNo : body.data.changeNo;
}

export function useStartCase(orderNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCase,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: caseKeys(orderNo) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.details() }),
      ]),
  });
}
