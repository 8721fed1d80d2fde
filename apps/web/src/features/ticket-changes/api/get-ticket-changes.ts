import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TicketChangePage } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { ticketChangeKeys, type TicketChangeListParams } from './keys';

const EMPTY: TicketChangePage = { pageList: [], totalCount: 0 };

/** GET /orderTicketChanging/pageList (params): pageList and totalCount, newest first. */
export async function getTicketChanges(params: TicketChangeListParams): Promise<TicketChangePage> {
  const body = await apiClient.get<TicketChangePage | null>('/orderTicketChanging/pageList', params);
  return body.data ?? EMPTY;
}

export function useTicketChanges(params: TicketChangeListParams) {
  return useQuery({
    queryKey: ticketChangeKeys.list(params),
    queryFn: () => getTicketChanges(params),
    placeholderData: keepPreviousData,
  });
}
