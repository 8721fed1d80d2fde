import { definePages } from '../../lib/pages';

export const ticketChangePages = definePages(['ticketChanges', 'cases', 'serverMessages'], {
  '/html/changing': () => import('./pages/change-list-page'),
  '/html/changing/changingDetail': () => import('./pages/change-detail-page'),
});
