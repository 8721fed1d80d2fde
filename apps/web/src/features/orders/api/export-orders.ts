import { useMutation } from '@tanstack/react-query';
import { EXPORT_MAX_DAYS, orderExportFileName } from '@ota/contract';
import { download, isApiError, saveDownload, type Params } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { OrderFilterParams } from '../lib/filter-params';

export type ExportKind = 'xlsx' | 'csv';

export interface ExportRequest {
  kind: ExportKind;
  prefix: string;
  stime: string;
  etime: string;
  /** The list's filters (the .xlsx export applies them; the CSV export takes the range only). */
  filters: OrderFilterParams;
  /** Translated texts: the empty-range warning and the fallback of a refusal. */
  emptyMessage: string;
}

export { EXPORT_MAX_DAYS };

/**
 * GET {prefix}/order/export (.xlsx) or GET /edreams/order/exportCsv (stime, etime) as a file
 * download; 100 bytes or less is no data (spec section 5). False when nothing was saved.
 */
export async function exportOrders(request: ExportRequest): Promise<boolean> {
  const path = request.kind === 'csv' ? '/edreams/order/exportCsv' : `${request.prefix}/order/export`;
  const params: Params =
    request.kind === 'csv'
      ? { stime: request.stime, etime: request.etime }
      : { ...(request.filters as Params), stime: request.stime, etime: request.etime };
  try {
    // Quiet client: the empty-range warning is shown here, in the interface language.
    const file = await download(path, { params, silent: 'all' });
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
