import { useMutation } from '@tanstack/react-query';
import { refundReportCalls, refundReportFileName } from '@ota/contract';
import { isApiError, saveDownload } from '../../../lib/api-client';
import { downloadCall } from '../../../lib/call-api';
import { notify } from '../../../lib/notify';
import type { RefundReportFilter } from './refund-report';

export interface RefundExportRequest {
  kind: 'xlsx' | 'csv';
  filter: RefundReportFilter & { startTime: string; endTime: string };
  /** The empty-range warning, translated. */
  emptyMessage: string;
}

const CALLS = { xlsx: refundReportCalls.exportXlsx, csv: refundReportCalls.exportCsv } as const;

/**
 * The report's rows and totals as a file, named by the server (spec section 9: brand or domain
 * prefix); 100 bytes or less is no data (spec section 5). False when nothing was saved.
 */
export async function exportRefundReport(request: RefundExportRequest): Promise<boolean> {
  try {
    // Quiet client: the warning and the refusal are shown here, in the interface language.
    const file = await downloadCall(CALLS[request.kind], request.filter, { silent: 'all' });
    if (!file) {
      notify.warning(request.emptyMessage);
      return false;
    }
    saveDownload(file, refundReportFileName('', request.filter, request.kind));
    return true;
  } catch (error) {
    if (isApiError(error) && error.kind !== 'forbidden') notify.error(error.message);
    return false;
  }
}

export function useExportRefundReport() {
  return useMutation({ mutationFn: exportRefundReport });
}
