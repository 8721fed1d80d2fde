import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_ORDER_PREFERENCE,
  orderCalls,
  type OrderPreference,
  type OrderPreferenceInput,
} from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { orderKeys } from './keys';

export const preferenceKey = [...orderKeys.all, 'preference'] as const;

/** orderCalls.preference: the user's list defaults; the built-in ones if the call fails. */
export async function getOrderPreference(): Promise<OrderPreference> {
  // An answer without data is no preference: the built-in defaults, as the list has always had.
  return (await callApi(orderCalls.preference, {}, { silent: true })) ?? DEFAULT_ORDER_PREFERENCE;
}

export function useOrderPreference() {
  return useQuery({
    queryKey: preferenceKey,
    queryFn: () => getOrderPreference().catch(() => DEFAULT_ORDER_PREFERENCE),
    staleTime: 60_000,
  });
}

/** orderCalls.savePreference (JSON). */
export function saveOrderPreference(
  input: OrderPreferenceInput,
  successMessage: string,
): Promise<OrderPreference> {
  return callApi(orderCalls.savePreference, input, { successMessage });
}

export function useSaveOrderPreference(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderPreferenceInput) => saveOrderPreference(input, successMessage),
    onSuccess: (saved) => queryClient.setQueryData(preferenceKey, saved),
  });
}
