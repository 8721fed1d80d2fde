import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiStatus, UPDATE_PASSENGERS_SUCCESS, type UpdatePassengersInput } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { orderKeys } from './keys';

/**
 * POST {prefix}/order/updatePassengers (JSON). Spec section 8: success shows 'Successfully updated
 * passengers'; a 400 shows the server's message as a warning and counts as handled (false).
 */
export async function updatePassengers(prefix: string, input: UpdatePassengersInput): Promise<boolean> {
  const body = await apiClient.postJson<null>(`${prefix}/order/updatePassengers`, input, {
    handled: [ApiStatus.BAD_REQUEST],
  });
  if (body.status === ApiStatus.BAD_REQUEST) {
    notify.warning(body.message);
    return false;
  }
  notify.success(body.message || UPDATE_PASSENGERS_SUCCESS);
  return true;
}

export function useUpdatePassengers(prefix: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePassengersInput) => updatePassengers(prefix, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
