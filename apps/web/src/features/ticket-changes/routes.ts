import { TICKET_CHANGE_CASE } from '@ota/contract';
import { caseKindPages } from '../../lib/pages';

export const ticketChangePages = caseKindPages(TICKET_CHANGE_CASE, {
  list: () => import('./pages/change-list-page'),
  detail: () => import('./pages/change-detail-page'),
});
