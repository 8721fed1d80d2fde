import { queryOptions, useQuery } from '@tanstack/react-query';
import { thresholdCalls, type ThresholdAccount } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { thresholdKeys } from './keys';

/** thresholdCalls.accounts: the accounts (platform and currency) the forms can act on. */
export function getThresholdAccounts(): Promise<ThresholdAccount[]> {
  return callApi(thresholdCalls.accounts, {}, { silent: true });
}

export function thresholdAccountsQuery() {
  return queryOptions({ queryKey: thresholdKeys.accounts(), queryFn: getThresholdAccounts });
}

export function useThresholdAccounts(enabled: boolean) {
  return useQuery({ ...thresholdAccountsQuery(), enabled });
}
