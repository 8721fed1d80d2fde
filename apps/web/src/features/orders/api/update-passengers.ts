import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiStatus,
  UPDATE_PASSENGERS_SUCCESS,
  orderCallsOf,
  type OrderPathPrefix,
  type UpdatePassengersInput,
} from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { notify } from '../../../lib/notify';
import { orderKeys } from './keys';

/**
 * orderCallsOf[prefix].updatePassengers (JSON). Spec section 8: success shows 'Successfully updated
 * passengers'; a 400 shows the server's message as a warning and counts as handled (false).
 */
export async function updatePassengers(
  prefix: OrderPathPrefix,
  input: UpdatePassengersInput,
): Promise<boolean> {
  const body = await callEnvelope(orderCallsOf[prefix].updatePassengers, input, {
    handled: [ApiStatus.BAD_REQUEST],
  });
  if (body.status === ApiStatus.BAD_REQUEST) {
    notify.warning(body.message);
    return false;
  }
  notify.success(body.message || UPDATE_PASSENGERS_SUCCESS);
  return true;
}

export function useUpdatePassengers(prefix: OrderPathPrefix) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePassengersInput) => updatePassengers(prefix, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
