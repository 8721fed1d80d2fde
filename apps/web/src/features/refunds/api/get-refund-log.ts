import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CaseRecordRow, PageList } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { refundKeys } from './keys';

const EMPTY: PageList<CaseRecordRow> = { pageList: [], totalCount: 0 };

/** GET /refundChangeLog/pageList?refundId=: the refund's changes and notes, oldest first. */
export async function getRefundLog(
  refundId: number,
  pageNum: number,
  pageSize: number,
): Promise<PageList<CaseRecordRow>> {
  const body = await apiClient.get<PageList<CaseRecordRow> | null>('/refundChangeLog/pageList', {
    refundId,
    pageNum,
    pageSize,
  });
  return body.data ?? EMPTY;
}

export function useRefundLog(refundId: number | null, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: refundKeys.log(refundId ?? 0, pageNum, pageSize),
    queryFn: () => getRefundLog(refundId ?? 0, pageNum, pageSize),
    enabled: refundId !== null,
    placeholderData: keepPreviousData,
  });
}
