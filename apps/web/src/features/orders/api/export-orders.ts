import { useMutation } from '@tanstack/react-query';
import {
  EXPORT_MAX_DAYS,
  edreamsOrderCalls,
  orderCallsOf,
  orderExportFileName,
  type OrderPathPrefix,
} from '@ota/contract';
import { isApiError, saveDownload, type DownloadedFile } from '../../../lib/api-client';
import { downloadCall } from '../../../lib/call-api';
import { notify } from '../../../lib/notify';
import type { OrderFilterParams } from '../lib/filter-params';

export type ExportKind = 'xlsx' | 'csv';

export interface ExportRequest {
  kind: ExportKind;
  prefix: OrderPathPrefix;
  stime: string;
  etime: string;
  /** The list's filters (the .xlsx export applies them; the CSV export takes the range only). */
  filters: OrderFilterParams;
  /** Translated texts: the empty-range warning and the fallback of a refusal. */
  emptyMessage: string;
}

export { EXPORT_MAX_DAYS };

/** The .xlsx of the prefix with the list's filters, or edreams' CSV of the range alone. */
function download(request: ExportRequest): Promise<DownloadedFile | null> {
  const range = { stime: request.stime, etime: request.etime };
  // Quiet client: the empty-range warning is shown by exportOrders, in the interface language.
  const quiet = { silent: 'all' } as const;
  if (request.kind === 'csv') return downloadCall(edreamsOrderCalls.exportCsv, range, quiet);
  return downloadCall(orderCallsOf[request.prefix].exportXlsx, { ...request.filters, ...range }, quiet);
}

/**
 * orderCallsOf[prefix].exportXlsx or edreamsOrderCalls.exportCsv (stime, etime) as a file download;
 * 100 bytes or less is no data (spec section 5). False when nothing was saved.
 */
export async function exportOrders(request: ExportRequest): Promise<boolean> {
  try {
    const file = await download(request);
    if (!file) {
      notify.warning(request.emptyMessage);
      return false;
    }
    saveDownload(file, orderExportFileName(request.stime, request.etime, request.kind));
    return true;
  } catch (error) {
    if (isApiError(error) && error.kind !== 'forbidden') notify.error(error.message);
    return false;
  }
}

export function useExportOrders() {
  return useMutation({ mutationFn: exportOrders });
}
