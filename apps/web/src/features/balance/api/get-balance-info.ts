import { queryOptions, useQuery } from '@tanstack/react-query';
import { balanceCalls, type BalanceInfo } from '@ota/contract';
import { callApi } from '../../../lib/call-api';

/** Spec section 9: the balance is polled every 10,000 ms while a token exists. */
export const BALANCE_POLL_MS = 10_000;

/** The spec also saw the entry as amount and currency. */
export type BalanceEntry = BalanceInfo & { amount?: number };

export const balanceKeys = {
  all: ['balance'] as const,
  info: () => [...balanceKeys.all, 'info'] as const,
};

/** balanceCalls.info: the top bar reads the first entry. */
export async function getBalanceInfo(): Promise<BalanceEntry[]> {
  const data = await callApi(balanceCalls.info, {}, { silent: true });
  // An answer without a list shows no balance, as the top bar has always done.
  return Array.isArray(data) ? data : [];
}

export function balanceInfoQuery() {
  return queryOptions({ queryKey: balanceKeys.info(), queryFn: getBalanceInfo });
}

export function useBalanceInfo(hasToken: boolean) {
  return useQuery({
    ...balanceInfoQuery(),
    enabled: hasToken,
    refetchInterval: hasToken ? BALANCE_POLL_MS : false,
  });
}
