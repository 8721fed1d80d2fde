import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  ApiStatus,
  orderCallsOf,
  orderPathPrefix,
  type OrderDetail,
  type OrderPathPrefix,
} from '@ota/contract';
import { callEnvelope } from './call-api';
import type { CaseOutcome } from './case-outcome';
import { useSession } from './session';

/** The queries and changes every after-sales kind makes, each told its kind's keys and calls. */

/** A kind's list: the page the filters ask, the last one kept on screen while the next is read. */
export function useCaseList<P, T>(key: (params: P) => QueryKey, read: (params: P) => Promise<T>, params: P) {
  return useQuery({ queryKey: key(params), queryFn: () => read(params), placeholderData: keepPreviousData });
}

/** One case with its history; nothing is read until the address names a case. */
export function useCaseDetail<T>(
  key: (id: number) => QueryKey,
  read: (id: number) => Promise<T>,
  id: number | null,
) {
  return useQuery({ queryKey: key(id ?? 0), queryFn: () => read(id ?? 0), enabled: id !== null });
}

/** An add or a move: once the server made it, the kind's queries under `refresh` are read again. */
export function useCaseChange<I, R>(send: (input: I) => Promise<CaseOutcome<R>>, refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (outcome) => (outcome.done ? queryClient.invalidateQueries({ queryKey: refresh }) : undefined),
  });
}

export type OrderForAdd = { found: true; order: OrderDetail } | { found: false; message: string };

/** orderCallsOf[prefix].detail: the order's passengers and flights for a kind's add dialog. */
export async function getOrderForAdd(prefix: OrderPathPrefix, orderNo: string): Promise<OrderForAdd> {
  const body = await callEnvelope(
    orderCallsOf[prefix].detail,
    { orderNo },
    { handled: [ApiStatus.NO_CONTENT] },
  );
  const order = body.status === ApiStatus.OK ? body.data?.[0] : undefined;
  return order
    ? { found: true, order }
    : { found: false, message: body.message || `Order ${orderNo} does not exist` };
}

/** The order an add dialog loaded, read through the operator's platform; nothing before Load. */
export function useOrderForAdd(key: (prefix: string, orderNo: string) => QueryKey, orderNo: string) {
  const prefix = orderPathPrefix(useSession().user?.platformType);
  return useQuery({
    queryKey: key(prefix, orderNo),
    queryFn: () => getOrderForAdd(prefix, orderNo),
    enabled: orderNo !== '',
  });
}
