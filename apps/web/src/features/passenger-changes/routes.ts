import { definePages } from '../../lib/pages';

export const passengerChangePages = definePages(['passengerChanges', 'cases', 'serverMessages'], {
  '/html/passenger': () => import('./pages/change-list-page'),
  '/html/passenger/passengerDetail': () => import('./pages/change-detail-page'),
});
