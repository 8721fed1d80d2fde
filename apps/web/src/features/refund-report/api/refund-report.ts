import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RefundReportData } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';

/** The screen's filters; no range: the server's default week. */
export interface RefundReportFilter {
  startTime?: string;
  endTime?: string;
  status?: string;
  airline?: string;
}

export interface RefundReportParams extends RefundReportFilter {
  pageNum: number;
  pageSize: number;
}

/** POST /edreams/refund/queryData (params): a page of refunds, the range's totals and chart groups. */
export function useRefundReport(params: RefundReportParams) {
  return useQuery({
    queryKey: ['refundReport', params],
    queryFn: async () =>
      (
        await apiClient.post<RefundReportData | null>('/edreams/refund/queryData', undefined, {
          params: { ...params },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
