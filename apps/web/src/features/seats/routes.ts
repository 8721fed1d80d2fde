import { SEAT_CASE } from '@ota/contract';
import { caseKindPages } from '../../lib/pages';

export const seatPages = caseKindPages(SEAT_CASE, {
  list: () => import('./pages/seat-list-page'),
  detail: () => import('./pages/seat-detail-page'),
});
