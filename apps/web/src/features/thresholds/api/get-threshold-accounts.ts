import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThresholdAccount } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { thresholdKeys } from './keys';

/** GET /threshold/accounts: the accounts (platform and currency) the forms can act on. */
export async function getThresholdAccounts(): Promise<ThresholdAccount[]> {
  const body = await apiClient.get<ThresholdAccount[] | null>('/threshold/accounts', undefined, {
    silent: true,
  });
  return body.data ?? [];
}

export function thresholdAccountsQuery() {
  return queryOptions({ queryKey: thresholdKeys.accounts(), queryFn: getThresholdAccounts });
}

export function useThresholdAccounts(enabled: boolean) {
  return useQuery({ ...thresholdAccountsQuery(), enabled });
}
