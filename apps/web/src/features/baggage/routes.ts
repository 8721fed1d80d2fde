import { BAGGAGE_CASE } from '@ota/contract';
import { caseKindPages } from '../../lib/pages';

export const baggagePages = caseKindPages(BAGGAGE_CASE, {
  list: () => import('./pages/baggage-list-page'),
  detail: () => import('./pages/baggage-detail-page'),
});
