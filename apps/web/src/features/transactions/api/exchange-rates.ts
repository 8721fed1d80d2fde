import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exchangeRateCalls, type ExchangeRateBody } from '@ota/contract';
import { callApi, type CallOptions } from '../../../lib/call-api';

/** The rates screen's filters: every one optional (no range lists every day, newest first). */
export interface RateFilter {
  currency?: string;
  startTime?: string;
  endTime?: string;
}

/** The transaction records' queries: a rate written changes their EUR and CNY values too. */
const TRANSACTIONS = ['transactions'] as const;
const RATES = ['exchange-rates'] as const;

/** exchangeRateCalls.page: a page of rates, newest day first. */
export function useExchangeRates(filter: RateFilter, page: { pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: [...RATES, { ...filter, ...page }],
    queryFn: () => callApi(exchangeRateCalls.page, { ...filter, ...page }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Writing rates is for users without a platform (decision 0030). The screen offers it only to them, and
 * a refusal is the caller's to show: HTTP 403 here is that rule, not a lost session, so it must not
 * sign the user out (as decision 0029 keeps a platform's user signed in).
 */
const WRITE: CallOptions = { silent: 'all', ignoreForbidden: true };

function useRateWrite<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: RATES });
      await client.invalidateQueries({ queryKey: TRANSACTIONS });
    },
  });
}

/** exchangeRateCalls.add: one day's rate, replacing the one there. */
export function useAddRate() {
  return useRateWrite((body: ExchangeRateBody) => callApi(exchangeRateCalls.add, body, WRITE));
}

/** exchangeRateCalls.import: the lines of a date,currency,rate file, all or nothing. */
export function useImportRates() {
  return useRateWrite((lines: string[]) => callApi(exchangeRateCalls.import, { lines }, WRITE));
}

/** A CSV file's lines, as the import call takes them. */
export async function fileLines(file: Blob): Promise<string[]> {
  return (await file.text()).split(/\r?\n/);
}
