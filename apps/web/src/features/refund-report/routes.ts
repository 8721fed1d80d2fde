import { definePages } from '../../lib/pages';

export const refundReportPages = definePages(['refundReport'], {
  '/html/RefundReport': () => import('./pages/refund-report-page'),
});
