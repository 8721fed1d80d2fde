import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  financialReportCalls,
  financialReportFileName,
  financialReportsByBase,
  type FinancialReportBase,
} from '@ota/contract';
import { isApiError, saveDownload } from '../../../lib/api-client';
import { callApi, downloadCall } from '../../../lib/call-api';
import { notify } from '../../../lib/notify';

/** '' the financial report (1003-1), '/edreams' the second platform's list (1008-1). */
export type ReportBase = FinancialReportBase;

/** No range: the server's default week. */
export interface FinancialRange {
  startTime?: string;
  endTime?: string;
}

export interface FinancialParams extends FinancialRange {
  pageNum: number;
  pageSize: number;
}

/** The report's query call (params): a page of rows, the totals rows and the chart's days. */
export function useFinancialReport(base: ReportBase, params: FinancialParams) {
  return useQuery({
    queryKey: ['financialReport', base, params],
    queryFn: () => callApi(financialReportsByBase[base].query, params),
    placeholderData: keepPreviousData,
  });
}

export interface FinancialExportRequest {
  base: ReportBase;
  kind: 'xlsx' | 'csv';
  range: { startTime: string; endTime: string };
  /** The empty-range warning, translated. */
  emptyMessage: string;
}

/**
 * The report as a file, named by the server (spec section 9); 100 bytes or less is no data (spec
 * section 5), a JSON answer a refusal whose message is shown. False when nothing was saved.
 */
export async function exportFinancialReport(request: FinancialExportRequest): Promise<boolean> {
  const calls = financialReportsByBase[request.base];
  const call = request.kind === 'xlsx' ? calls.exportXlsx : calls.exportCsv;
  try {
    const file = await downloadCall(call, request.range, { silent: 'all' });
    if (!file) {
      notify.warning(request.emptyMessage);
      return false;
    }
    const { startTime, endTime } = request.range;
    saveDownload(file, financialReportFileName('', startTime, endTime, request.kind).trimStart());
    return true;
  } catch (error) {
    if (isApiError(error) && error.kind !== 'forbidden') notify.error(error.message);
    return false;
  }
}

export function useExportFinancialReport() {
  return useMutation({ mutationFn: exportFinancialReport });
}

export interface FinancialLineInput {
  reference: string;
  orderNo: string;
  day: string;
  currency: string;
  amount: string;
  amountEur?: string;
  remark?: string;
}

/** financialReportCalls.addLine (form): a line from outside; a repeat is refused. */
export function useAddFinancialLine() {
  const client = useQueryClient();
  return useMutation({
    // The success toast is the server's message ('Submitted successfully', in the operator's language).
    mutationFn: (line: FinancialLineInput) =>
      callApi(financialReportCalls.addLine, line, { silent: true, successMessage: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['financialReport'] }),
  });
}
