import { definePages } from '../../lib/pages';

export const seatPages = definePages(['seats', 'cases'], {
  '/html/seat': () => import('./pages/seat-list-page'),
  '/html/seat/setDetail': () => import('./pages/seat-detail-page'),
});
