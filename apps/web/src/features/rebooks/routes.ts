import { REBOOK_CASE } from '@ota/contract';
import { definePages } from '../../lib/pages';

const { list, detail } = REBOOK_CASE.pages;

export const rebookPages = definePages([REBOOK_CASE.area, 'serverMessages'], {
  [list]: () => import('./pages/rebook-list-page'),
  [detail]: () => import('./pages/rebook-detail-page'),
  '/html/orderRebook/ConfirmRebook': () => import('./pages/confirm-rebook-page'),
  '/html/orderRebook/fillCreditCardInfo': () => import('./pages/card-page'),
});
