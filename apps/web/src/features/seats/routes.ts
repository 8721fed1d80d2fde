import { definePages } from '../../lib/pages';

export const seatPages = definePages(['seats', 'cases', 'serverMessages'], {
  '/html/seat': () => import('./pages/seat-list-page'),
  '/html/seat/setDetail': () => import('./pages/seat-detail-page'),
});
