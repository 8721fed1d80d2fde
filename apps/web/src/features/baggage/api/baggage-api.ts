import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiStatus,
  BAGGAGE_ADDED_MESSAGE,
  orderPathPrefix,
  type BaggageAddInput,
  type BaggageDetail,
  type BaggageEditInput,
  type BaggageOfferRow,
  type BaggagePage,
  type BaggageRow,
  type OrderDetail,
} from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { baggageKeys, type BaggageListParams } from './keys';

const EMPTY: BaggagePage = { pageList: [], totalCount: 0 };

/** GET /twoBaggageInfo/getTwoBaggageInfo (params): pageList and totalCount, newest first. */
export async function getBaggage(params: BaggageListParams): Promise<BaggagePage> {
  return (await apiClient.get<BaggagePage | null>('/twoBaggageInfo/getTwoBaggageInfo', params)).data ?? EMPTY;
}

export function useBaggageList(params: BaggageListParams) {
  return useQuery({
    queryKey: baggageKeys.list(params),
    queryFn: () => getBaggage(params),
    placeholderData: keepPreviousData,
  });
}

/** GET /twoBaggageInfo/detail?id=: the bag, its EMD and its history. */
export async function getBaggageDetail(id: number): Promise<BaggageDetail> {
  return (await apiClient.get<BaggageDetail>('/twoBaggageInfo/detail', { id })).data;
}

export function useBaggageDetail(id: number | null) {
  return useQuery({
    queryKey: baggageKeys.detail(id ?? 0),
    queryFn: () => getBaggageDetail(id ?? 0),
    enabled: id !== null,
  });
}

export type BagOrder = { found: true; order: OrderDetail } | { found: false; message: string };

/** GET {prefix}/order/detail?orderNo=: the order's passengers and flights for the add form. */
export async function getBagOrder(prefix: string, orderNo: string): Promise<BagOrder> {
  const body = await apiClient.get<OrderDetail[] | null>(
    `${prefix}/order/detail`,
    { orderNo },
    { handled: [ApiStatus.NO_CONTENT] },
  );
  const order = body.status === ApiStatus.OK ? body.data?.[0] : undefined;
  return order
    ? { found: true, order }
    : { found: false, message: body.message || `Order ${orderNo} does not exist` };
}

export function useBagOrder(orderNo: string) {
  const prefix = orderPathPrefix(useSession().user?.platformType);
  return useQuery({
    queryKey: baggageKeys.order(prefix, orderNo),
    queryFn: () => getBagOrder(prefix, orderNo),
    enabled: orderNo !== '',
  });
}

/** GET /baggage/getBaggageInfo (params): the airline's bag offers for one passenger on one flight. */
export async function getBaggageOffers(
  orderNo: string,
  passengerId: number,
  segmentId: number,
): Promise<BaggageOfferRow[]> {
  const body = await apiClient.get<{ pageList: BaggageOfferRow[] } | null>(
    '/baggage/getBaggageInfo',
    { orderNo, passengerId, segmentId },
    HANDLED,
  );
  if (body.status === ApiStatus.BAD_REQUEST) notify.warning(body.message);
  return body.data?.pageList ?? [];
}

export function useBaggageOffers(orderNo: string, passengerId?: number, segmentId?: number) {
  return useQuery({
    queryKey: baggageKeys.offers(orderNo, passengerId ?? 0, segmentId ?? 0),
    queryFn: () => getBaggageOffers(orderNo, passengerId ?? 0, segmentId ?? 0),
    enabled: orderNo !== '' && passengerId !== undefined && segmentId !== undefined,
  });
}

/**
 * POST /twoBaggageInfo/add (form): 200 shows 'Submitted successfully'; a refusal (400, the same bag
 * twice) shows the server's message as a warning (spec section 8).
 */
export async function addBaggage(input: BaggageAddInput): Promise<CaseOutcome<BaggageRow>> {
  const outcome = outcomeOf(await apiClient.post<BaggageRow>('/twoBaggageInfo/add', input, HANDLED));
  if (outcome.done) notify.success(BAGGAGE_ADDED_MESSAGE);
  return outcome;
}

export function useAddBaggage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBaggage,
    onSuccess: (outcome) =>
      outcome.done ? queryClient.invalidateQueries({ queryKey: baggageKeys.lists() }) : undefined,
  });
}

/** POST /twoBaggageInfo/editState (form): one move with the version the operator saw. */
export async function editBaggageState(move: BaggageEditInput): Promise<CaseOutcome<BaggageRow>> {
  const body = await apiClient.post<BaggageRow>('/twoBaggageInfo/editState', move, HANDLED);
  const outcome = outcomeOf(body);
  if (outcome.done) notify.success(body.message || 'Success');
  return outcome;
}

export function useEditBaggageState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editBaggageState,
    onSuccess: (outcome) =>
      outcome.done ? queryClient.invalidateQueries({ queryKey: baggageKeys.all }) : undefined,
  });
}
