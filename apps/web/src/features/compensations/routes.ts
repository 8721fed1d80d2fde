import { COMPENSATION_CASE } from '@ota/contract';
import { caseKindPages } from '../../lib/pages';

export const compensationPages = caseKindPages(COMPENSATION_CASE, {
  list: () => import('./pages/compensation-list-page'),
  detail: () => import('./pages/compensation-detail-page'),
});
