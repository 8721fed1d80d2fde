import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ticketChangeCalls, type TicketChangePage } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { ticketChangeKeys, type TicketChangeListParams } from './keys';

/** ticketChangeCalls.page: pageList and totalCount, newest first. */
export function getTicketChanges(params: TicketChangeListParams): Promise<TicketChangePage> {
  return callApi(ticketChangeCalls.page, params);
}

export function useTicketChanges(params: TicketChangeListParams) {
  return useQuery({
    queryKey: ticketChangeKeys.list(params),
    queryFn: () => getTicketChanges(params),
    placeholderData: keepPreviousData,
  });
}
