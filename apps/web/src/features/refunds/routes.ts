import { REFUND_CASE } from '@ota/contract';
import { caseKindPages } from '../../lib/pages';

export const refundPages = caseKindPages(REFUND_CASE, {
  list: () => import('./pages/refund-list-page'),
  detail: () => import('./pages/refund-detail-page'),
});
