import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { refundReportCalls } from '@ota/contract';
import { callApi } from '../../../lib/call-api';

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

/** refundReportCalls.query (params): a page of refunds, the range's totals and chart groups. */
export function useRefundReport(params: RefundReportParams) {
  return useQuery({
    queryKey: ['refundReport', params],
    queryFn: () => callApi(refundReportCalls.query, params),
    placeholderData: keepPreviousData,
  });
}
