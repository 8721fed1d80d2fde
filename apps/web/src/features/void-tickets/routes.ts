import { definePages } from '../../lib/pages';

export const voidTicketPages = definePages(['voidTickets', 'cases', 'serverMessages'], {
  '/html/voidTicket': () => import('./pages/void-list-page'),
  '/html/voidTicket/voidTicketDetail': () => import('./pages/void-detail-page'),
});
