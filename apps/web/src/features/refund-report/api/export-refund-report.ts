import { useMutation } from '@tanstack/react-query';
import { refundReportFileName } from '@ota/contract';
import { download, isApiError, saveDownload, type Params } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { RefundReportFilter } from './refund-report';

export interface RefundExportRequest {
  kind: 'xlsx' | 'csv';
  filter: RefundReportFilter & { startTime: string; endTime: string };
  /** The empty-range warning, translated. */
  emptyMessage: string;
}

const PATHS = { xlsx: '/edreams/refund/exportRefundOrderInfo', csv: '/edreams/refund/exportCsv' } as const;

/**
 * The report's rows and totals as a file, named by the server (spec section 9: brand or domain
 * prefix); 100 bytes or less is no data (spec section 5). False when nothing was saved.
 */
export async function exportRefundReport(request: RefundExportRequest): Promise<boolean> {
  try {
    // Quiet client: the warning and the refusal are shown here, in the interface language.
    const file = await download(PATHS[request.kind], {
      params: { ...request.filter } as Params,
      silent: 'all',
    });
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
