import { definePages } from '../../lib/pages';

export const baggagePages = definePages(['baggage', 'cases'], {
  '/html/baggage': () => import('./pages/baggage-list-page'),
  '/html/baggage/baggageDetail': () => import('./pages/baggage-detail-page'),
});
