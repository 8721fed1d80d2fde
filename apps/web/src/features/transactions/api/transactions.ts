import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { transactionCalls, transactionExportFileName } from '@ota/contract';
import { isApiError, saveDownload } from '../../../lib/api-client';
import { callApi, downloadCall } from '../../../lib/call-api';
import { notify } from '../../../lib/notify';

/** The screen's filters: the range is always set (the last 30 days at first). */
export interface TransactionFilter {
  startTime: string;
  endTime: string;
  type?: string[];
  reference?: string;
  operator?: string;
}

const keys = {
  all: ['transactions'] as const,
  page: (params: object) => [...keys.all, 'page', params] as const,
  series: (range: object) => [...keys.all, 'series', range] as const,
};
/** The top bar's balance query (the balance feature's key): a top-up moves it at once. */
const TOP_BAR_BALANCE = ['balance'] as const;

/** The types travel as one comma-separated field, none as no field. */
const asInput = (filter: TransactionFilter) => ({
  ...filter,
  type: filter.type?.length ? filter.type.join(',') : undefined,
});

/** transactionCalls.page (query params): a page, newest first, and the range's totals. */
export function useTransactions(filter: TransactionFilter, page: { pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: keys.page({ ...filter, ...page }),
    queryFn: () => callApi(transactionCalls.page, { ...asInput(filter), ...page }),
    placeholderData: keepPreviousData,
  });
}

/** transactionCalls.balanceSeries: the balance at each day's end, for the chart. */
export function useBalanceSeries(range: { startTime: string; endTime: string }, enabled: boolean) {
  return useQuery({
    queryKey: keys.series(range),
    queryFn: () => callApi(transactionCalls.balanceSeries, range, { silent: true }),
    enabled,
  });
}

function useRefreshAfter<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: keys.all });
      await client.invalidateQueries({ queryKey: TOP_BAR_BALANCE });
    },
  });
}

export interface TopUpInput {
  currency: string;
  amount: string;
  reason: string;
}

/** transactionCalls.topUp: one TOP_UP entry with its reason. */
export function useTopUp() {
  return useRefreshAfter((input: TopUpInput) => callApi(transactionCalls.topUp, input));
}

/** transactionCalls.syncRates: re-sync the exchange rates of the range. */
export function useRateSync() {
  return useRefreshAfter((range: { startTime: string; endTime: string }) =>
    callApi(transactionCalls.syncRates, range),
  );
}

/**
 * transactionCalls.exportFile: the list's rows of the range as .xlsx, named by the server;
 * 100 bytes or less is no data (spec section 5). False when nothing was saved.
 */
export async function exportTransactions(filter: TransactionFilter, emptyMessage: string): Promise<boolean> {
  try {
    // Quiet client: the warning and the refusal are shown here, in the interface language.
    const file = await downloadCall(transactionCalls.exportFile, asInput(filter), { silent: 'all' });
    if (!file) {
      notify.warning(emptyMessage);
      return false;
    }
    saveDownload(file, transactionExportFileName(filter.startTime, filter.endTime));
    return true;
  } catch (error) {
    if (isApiError(error) && error.kind !== 'forbidden') notify.error(error.message);
    return false;
  }
}

export function useExportTransactions() {
  return useMutation({
    mutationFn: ({ filter, emptyMessage }: { filter: TransactionFilter; emptyMessage: string }) =>
      exportTransactions(filter, emptyMessage),
  });
}
