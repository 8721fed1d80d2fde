import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { refundCalls, type CaseRecordRow, type PageList } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { refundKeys } from './keys';

/** refundCalls.log: the refund's changes and notes, oldest first. */
export async function getRefundLog(
  refundId: number,
  pageNum: number,
  pageSize: number,
): Promise<PageList<CaseRecordRow>> {
  return callApi(refundCalls.log, { refundId, pageNum, pageSize });
}

export function useRefundLog(refundId: number | null, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: refundKeys.log(refundId ?? 0, pageNum, pageSize),
    queryFn: () => getRefundLog(refundId ?? 0, pageNum, pageSize),
    enabled: refundId !== null,
    placeholderData: keepPreviousData,
  });
}
