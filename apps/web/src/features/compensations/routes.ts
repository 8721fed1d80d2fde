import { definePages } from '../../lib/pages';

export const compensationPages = definePages(['compensations', 'cases', 'serverMessages'], {
  '/html/compensation': () => import('./pages/compensation-list-page'),
  '/html/compensation/compensationDetail': () => import('./pages/compensation-detail-page'),
});
