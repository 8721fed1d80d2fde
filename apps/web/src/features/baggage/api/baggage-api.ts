import { useQuery } from '@tanstack/react-query';
import {
  ApiStatus,
  BAGGAGE_ADDED_MESSAGE,
  BAGGAGE_CASE,
  baggageCalls,
  type BaggageAddInput,
  type BaggageEditInput,
  type BaggageOfferRow,
  type BaggageRow,
} from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';
import { caseKindQueries } from '../../../lib/case-kind';
import { useCaseChange, useOrderForAdd } from '../../../lib/case-queries';
import { notify } from '../../../lib/notify';

/** baggageCalls.page (pageList and totalCount, newest first) and .detail (the bag, its EMD, history). */
export const bags = caseKindQueries(BAGGAGE_CASE, baggageCalls);

export function useBagOrder(orderNo: string) {
  return useOrderForAdd(bags.keys.order, orderNo);
}

/** baggageCalls.offers: the airline's bag offers for one passenger on one flight. */
export async function getBaggageOffers(
  orderNo: string,
  passengerId: number,
  segmentId: number,
): Promise<BaggageOfferRow[]> {
  const body = await callEnvelope(baggageCalls.offers, { orderNo, passengerId, segmentId }, HANDLED);
  if (body.status === ApiStatus.BAD_REQUEST) notify.warning(body.message);
  return body.data?.pageList ?? [];
}

export function useBaggageOffers(orderNo: string, passengerId?: number, segmentId?: number) {
  return useQuery({
    queryKey: [...bags.keys.all, 'offers', orderNo, passengerId ?? 0, segmentId ?? 0],
    queryFn: () => getBaggageOffers(orderNo, passengerId ?? 0, segmentId ?? 0),
    enabled: orderNo !== '' && passengerId !== undefined && segmentId !== undefined,
  });
}

/**
 * baggageCalls.add: 200 shows 'Submitted successfully'; a refusal (400, the same bag
 * twice) shows the server's message as a warning (spec section 8).
 */
export async function addBaggage(input: BaggageAddInput): Promise<CaseOutcome<BaggageRow>> {
  const outcome = outcomeOf(await callEnvelope(baggageCalls.add, input, HANDLED));
  if (outcome.done) notify.success(BAGGAGE_ADDED_MESSAGE);
  return outcome;
}

export function useAddBaggage() {
  return useCaseChange(addBaggage, bags.keys.lists());
}

/**
 * baggageCalls.editState: one move with the version the operator saw. The detail page
 * says what the move did (the state reached, a failure with its reason); a refusal warns here.
 */
export async function editBaggageState(move: BaggageEditInput): Promise<CaseOutcome<BaggageRow>> {
  return outcomeOf(await callEnvelope(baggageCalls.editState, move, HANDLED));
}
