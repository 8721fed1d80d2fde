import { definePages } from '../../lib/pages';

export const passengerChangePages = definePages(['passengerChanges', 'cases'], {
  '/html/passenger': () => import('./pages/change-list-page'),
  '/html/passenger/passengerDetail': () => import('./pages/change-detail-page'),
});
