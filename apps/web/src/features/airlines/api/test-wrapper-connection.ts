import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WrapperTestResult } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { airlineKeys } from './keys';

/** POST /wrapper/testConnection (params id): the wrapper's /v1/health, also kept as its last test. */
export async function testWrapperConnection(id: number): Promise<WrapperTestResult> {
  const body = await apiClient.post<WrapperTestResult>('/wrapper/testConnection', undefined, {
    params: { id },
  });
  return body.data;
}

export function useTestWrapperConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testWrapperConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: airlineKeys.lists() }),
  });
}
