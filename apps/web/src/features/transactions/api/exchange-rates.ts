import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRate, ExchangeRateBody, PageList, RateImportResult } from '@ota/contract';
import { apiClient, type RequestOptions } from '../../../lib/api-client';

/** The rates screen's filters: every one optional (no range lists every day, newest first). */
export interface RateFilter {
  currency?: string;
  startTime?: string;
  endTime?: string;
}

/** The transaction records' queries: a rate written changes their EUR and CNY values too. */
const TRANSACTIONS = ['transactions'] as const;
const RATES = ['exchange-rates'] as const;

/** GET /exchangeRate/pageList: a page of rates, newest day first. */
export function useExchangeRates(filter: RateFilter, page: { pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: [...RATES, { ...filter, ...page }],
    queryFn: async () =>
      (await apiClient.get<PageList<ExchangeRate> | null>('/exchangeRate/pageList', { ...filter, ...page }))
        .data,
    placeholderData: keepPreviousData,
  });
}

/**
 * Writing rates is for users without a platform (decision 0030). The screen offers it only to them, and
 * a refusal is the caller's to show: HTTP 403 here is that rule, not a lost session, so it must not
 * sign the user out (as decision 0029 keeps a platform's user signed in).
 */
const WRITE: RequestOptions = { silent: 'all', ignoreForbidden: true };

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

/** POST /exchangeRate/add: one day's rate, replacing the one there. */
export function useAddRate() {
  return useRateWrite(
    async (body: ExchangeRateBody) => (await apiClient.postJson<null>('/exchangeRate/add', body, WRITE)).data,
  );
}

/** POST /exchangeRate/import: the lines of a date,currency,rate file, all or nothing. */
export function useImportRates() {
  return useRateWrite(
    async (lines: string[]) =>
      (await apiClient.postJson<RateImportResult>('/exchangeRate/import', { lines }, WRITE)).data,
  );
}

/** A CSV file's lines, as the import call takes them. */
export async function fileLines(file: Blob): Promise<string[]> {
  return (await file.text()).split(/\r?\n/);
}
