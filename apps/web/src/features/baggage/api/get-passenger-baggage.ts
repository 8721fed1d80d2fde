import { useQuery } from '@tanstack/react-query';
import { ApiStatus, baggageCalls, type PassengerBaggage } from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { bags } from './baggage-api';

/** The passenger's bags, or the server's words for why there are none to read. */
export type PassengerBaggageAnswer =
  { found: true; baggage: PassengerBaggage } | { found: false; message: string };

/**
 * baggageCalls.passenger (`orderNo`, `passengerId`; 1005-3): the bags
 * included with the passenger's ticket and every bag case bought since, newest first. A refusal
 * (400: the order or the passenger is gone) is the card's to show, not a toast.
 */
export async function getPassengerBaggage(
  orderNo: string,
  passengerId: number,
): Promise<PassengerBaggageAnswer> {
  const body = await callEnvelope(
    baggageCalls.passenger,
    { orderNo, passengerId },
    { handled: [ApiStatus.BAD_REQUEST] },
  );
  if (body.status !== ApiStatus.OK) return { found: false, message: body.message };
  // An answer without data holds no bag.
  return { found: true, baggage: body.data ?? { passengerId, passengerName: '', included: [], bought: [] } };
}

export function usePassengerBaggage(orderNo: string, passengerId: number, enabled = true) {
  return useQuery({
    queryKey: [...bags.keys.all, 'passenger', orderNo, passengerId],
    queryFn: () => getPassengerBaggage(orderNo, passengerId),
    enabled,
  });
}
