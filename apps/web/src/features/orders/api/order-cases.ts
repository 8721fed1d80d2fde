import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiStatus,
  caseCalls,
  TICKET_CHANGE_TYPES,
  refundCalls,
  ticketChangeCalls,
  type RefundType,
  type TicketChangeType,
} from '@ota/contract';
import { callApi, callEnvelope } from '../../../lib/call-api';
import { notify } from '../../../lib/notify';
import { orderKeys } from './keys';

const caseKeys = (orderNo: string) => [...orderKeys.all, 'cases', orderNo] as const;

/** caseCalls.orderCases: every after-sales case of the order, newest first. */
export function useOrderCases(orderNo: string) {
  return useQuery({
    queryKey: caseKeys(orderNo),
    queryFn: () => callApi(caseCalls.orderCases, { orderNo }),
    enabled: orderNo !== '',
  });
}

/** caseCalls.openCases: the open cases of the orders on a list page, for their badges. */
export function useOpenCases(orderNos: string[]) {
  return useQuery({
    queryKey: [...orderKeys.all, 'open-cases', orderNos] as const,
    queryFn: async () => {
      const badges = await callApi(caseCalls.openCases, { orderNos: orderNos.join(',') }, { silent: true });
      return new Map(badges.map((badge) => [badge.orderNo, badge.cases]));
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

const isChangeType = (type: RefundType): type is TicketChangeType =>
  (TICKET_CHANGE_TYPES as readonly string[]).includes(type);

/** Opens a refund (JSON) or a ticket change (form) for the selected passengers and segments. */
function openCase(start: CaseStart) {
  const options = { handled: [ApiStatus.BAD_REQUEST] };
  const { orderNo, type, passengerIds, segmentIds } = start;
  if (start.kind === 'refund')
    return callEnvelope(refundCalls.add, { orderNo, refundType: type, passengerIds, segmentIds }, options);
  // The dialog offers a change only the change's types.
  if (!isChangeType(type)) throw new Error(`${type} is not a type of ticket change`);
  return callEnvelope(
    ticketChangeCalls.add,
    { orderNo, changeType: type, passengerIds: passengerIds.join(','), segmentIds: segmentIds.join(',') },
    options,
  );
}

/**
 * Opens the case and answers its number. Spec section 8: a 400 shows the server's message as a
 * warning and counts as handled (null).
 */
export async function startCase(start: CaseStart): Promise<string | null> {
  const body = await openCase(start);
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
