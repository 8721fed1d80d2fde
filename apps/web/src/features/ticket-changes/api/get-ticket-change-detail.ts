import { useQuery } from '@tanstack/react-query';
import { ApiStatus, ticketChangeCalls, type TicketChangeDetail } from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { ticketChangeKeys } from './keys';

/** The change, or the server's words for why there is none ('Ticket change 99 does not exist'). */
export type DetailAnswer = { found: true; change: TicketChangeDetail } | { found: false; message: string };

/**
 * ticketChangeCalls.detail {id}: the change, its quote line by line, the tickets after a
 * reissue and its history. A change that does not exist (or is another platform's) answers 400: the
 * page shows its not-found state with that message rather than a toast.
 */
export async function getTicketChangeDetail(id: number): Promise<DetailAnswer> {
  const body = await callEnvelope(ticketChangeCalls.detail, { id }, { handled: [ApiStatus.BAD_REQUEST] });
  return body.status === ApiStatus.OK
    ? { found: true, change: body.data }
    : { found: false, message: body.message };
}

export function useTicketChangeDetail(id: number | null) {
  return useQuery({
    queryKey: ticketChangeKeys.detail(id ?? 0),
    queryFn: () => getTicketChangeDetail(id ?? 0),
    enabled: id !== null,
  });
}
