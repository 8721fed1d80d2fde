import { VOID_TICKET_CASE } from '@ota/contract';
import { caseKindPages } from '../../lib/pages';

export const voidTicketPages = caseKindPages(VOID_TICKET_CASE, {
  list: () => import('./pages/void-list-page'),
  detail: () => import('./pages/void-detail-page'),
});
