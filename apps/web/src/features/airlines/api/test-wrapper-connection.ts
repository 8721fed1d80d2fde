import { useMutation, useQueryClient } from '@tanstack/react-query';
import { airlineCalls, type WrapperTestResult } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { airlineKeys } from './keys';

/** airlineCalls.testConnection (params id): the wrapper's /v1/health, also kept as its last test. */
export function testWrapperConnection(id: number): Promise<WrapperTestResult> {
  return callApi(airlineCalls.testConnection, { id });
}

export function useTestWrapperConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testWrapperConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: airlineKeys.lists() }),
  });
}
