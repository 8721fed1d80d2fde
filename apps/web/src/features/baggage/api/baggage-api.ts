import { useQuery } from '@tanstack/react-query';
import {
  ApiStatus,
  BAGGAGE_ADDED_MESSAGE,
  type BaggageAddInput,
  type BaggageDetail,
  type BaggageEditInput,
  type BaggageOfferRow,
  type BaggagePage,
  type BaggageRow,
} from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';
import { useCaseChange, useCaseDetail, useCaseList, useOrderForAdd } from '../../../lib/case-queries';
import { notify } from '../../../lib/notify';
import { baggageKeys, type BaggageListParams } from './keys';

const EMPTY: BaggagePage = { pageList: [], totalCount: 0 };

/** GET /twoBaggageInfo/getTwoBaggageInfo (params): pageList and totalCount, newest first. */
export async function getBaggage(params: BaggageListParams): Promise<BaggagePage> {
  return (await apiClient.get<BaggagePage | null>('/twoBaggageInfo/getTwoBaggageInfo', params)).data ?? EMPTY;
}

export function useBaggageList(params: BaggageListParams) {
  return useCaseList(baggageKeys.list, getBaggage, params);
}

/** GET /twoBaggageInfo/detail?id=: the bag, its EMD and its history. */
export async function getBaggageDetail(id: number): Promise<BaggageDetail> {
  return (await apiClient.get<BaggageDetail>('/twoBaggageInfo/detail', { id })).data;
}

export function useBaggageDetail(id: number | null) {
  return useCaseDetail(baggageKeys.detail, getBaggageDetail, id);
}

export function useBagOrder(orderNo: string) {
  return useOrderForAdd(baggageKeys.order, orderNo);
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
  return useCaseChange(addBaggage, baggageKeys.lists());
}

/**
 * POST /twoBaggageInfo/editState (form): one move with the version the operator saw. The detail page
 * says what the move did (the state reached, a failure with its reason); a refusal warns here.
 */
export async function editBaggageState(move: BaggageEditInput): Promise<CaseOutcome<BaggageRow>> {
  return outcomeOf(await apiClient.post<BaggageRow>('/twoBaggageInfo/editState', move, HANDLED));
}

export function useEditBaggageState() {
  return useCaseChange(editBaggageState, baggageKeys.all);
}
