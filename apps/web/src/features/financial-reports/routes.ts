import { definePages } from '../../lib/pages';

export const financialReportPages = definePages(['financialReports'], {
  '/html/financialReport': () => import('./pages/financial-report-page'),
  '/html/financialReportList': () => import('./pages/financial-report-list-page'),
});
