import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceInfo } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';

/** Spec section 9: the balance is polled every 10,000 ms while a token exists. */
export const BALANCE_POLL_MS = 10_000;

/** The spec also saw the entry as amount and currency. */
export type BalanceEntry = BalanceInfo & { amount?: number };

export const balanceKeys = {
  all: ['balance'] as const,
  info: () => [...balanceKeys.all, 'info'] as const,
};

/** GET /userTransactionRecord/balanceInfo: the top bar reads the first entry. */
export async function getBalanceInfo(): Promise<BalanceEntry[]> {
  const body = await apiClient.get<BalanceEntry[] | null>('/userTransactionRecord/balanceInfo', undefined, {
    silent: true,
  });
  return Array.isArray(body.data) ? body.data : [];
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
