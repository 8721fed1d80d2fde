import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ORDER_PREFERENCE, type OrderPreference, type OrderPreferenceInput } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { orderKeys } from './keys';

export const preferenceKey = [...orderKeys.all, 'preference'] as const;

/** GET /orderPreference/detail: the user's list defaults; the built-in ones if the call fails. */
export async function getOrderPreference(): Promise<OrderPreference> {
  const body = await apiClient.get<OrderPreference | null>('/orderPreference/detail', undefined, {
    silent: true,
  });
  return body.data ?? DEFAULT_ORDER_PREFERENCE;
}

export function useOrderPreference() {
  return useQuery({
    queryKey: preferenceKey,
    queryFn: () => getOrderPreference().catch(() => DEFAULT_ORDER_PREFERENCE),
    staleTime: 60_000,
  });
}

/** POST /orderPreference/save (JSON). */
export async function saveOrderPreference(
  input: OrderPreferenceInput,
  successMessage: string,
): Promise<OrderPreference> {
  const body = await apiClient.postJson<OrderPreference>('/orderPreference/save', input, { successMessage });
  return body.data;
}

export function useSaveOrderPreference(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderPreferenceInput) => saveOrderPreference(input, successMessage),
    onSuccess: (saved) => queryClient.setQueryData(preferenceKey, saved),
  });
}
