import { definePages } from '../../lib/pages';

export const refundPages = definePages(['refunds', 'cases', 'serverMessages'], {
  '/html/refund': () => import('./pages/refund-list-page'),
  '/html/refund/refundDetail': () => import('./pages/refund-detail-page'),
});
