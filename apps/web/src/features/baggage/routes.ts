import { definePages } from '../../lib/pages';

export const baggagePages = definePages(['baggage', 'cases', 'serverMessages'], {
  '/html/baggage': () => import('./pages/baggage-list-page'),
  '/html/baggage/baggageDetail': () => import('./pages/baggage-detail-page'),
});
