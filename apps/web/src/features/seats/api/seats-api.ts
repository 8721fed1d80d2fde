import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiStatus,
  SEAT_CASE,
  seatCalls,
  type SeatInsertInput,
  type SeatRow,
  type SeatSelectionInfo,
  type SeatUpdateInput,
} from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';
import { caseKindQueries } from '../../../lib/case-kind';
import { useOrderForAdd } from '../../../lib/case-queries';
import { notify } from '../../../lib/notify';

/** seatCalls.page (this list's own envelope, rows and total, newest first) and .detail (with history). */
export const seats = caseKindQueries(SEAT_CASE, seatCalls);

export function useSeatOrder(orderNo: string) {
  return useOrderForAdd(seats.keys.order, orderNo);
}

/**
 * seatCalls.selection: the flight's seat map for one passenger; a refusal
 * (an infant, no open ticket) warns with the server's message and answers null.
 */
export async function getSeatMap(
  orderNo: string,
  passengerId: number,
  segmentId: number,
): Promise<SeatSelectionInfo | null> {
  const body = await callEnvelope(seatCalls.selection, { orderNo, passengerId, segmentId }, HANDLED);
  if (body.status === ApiStatus.BAD_REQUEST) notify.warning(body.message);
  return body.status === ApiStatus.OK ? body.data : null;
}

export function useSeatMap(orderNo: string, passengerId?: number, segmentId?: number) {
  return useQuery({
    queryKey: [...seats.keys.all, 'map', orderNo, passengerId ?? 0, segmentId ?? 0],
    queryFn: () => getSeatMap(orderNo, passengerId ?? 0, segmentId ?? 0),
    enabled: orderNo !== '' && passengerId !== undefined && segmentId !== undefined,
  });
}

/** seatCalls.insert: 200 shows `data`, the server's success text (spec section 8). */
export async function insertSeat(input: SeatInsertInput): Promise<CaseOutcome<string>> {
  const outcome = outcomeOf(await callEnvelope(seatCalls.insert, input, HANDLED));
  if (outcome.done) notify.success(outcome.data);
  return outcome;
}

export function useInsertSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertSeat,
    // Done or refused, the map is read again: a refusal is mostly a seat taken meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: seats.keys.all }),
  });
}

/**
 * seatCalls.update: one move with the version the operator saw. The detail page says
 * what the move did: an airline refusal (200, the case in ISSUE_FAILED) warns with the row's moveNote.
 */
export async function updateSeat(move: SeatUpdateInput): Promise<CaseOutcome<SeatRow>> {
  return outcomeOf(await callEnvelope(seatCalls.update, move, HANDLED));
}
