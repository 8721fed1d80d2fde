import { definePages } from '../../lib/pages';

export const rebookPages = definePages(['rebooks', 'serverMessages'], {
  '/html/orderRebook': () => import('./pages/rebook-list-page'),
  '/html/orderRebook/details': () => import('./pages/rebook-detail-page'),
  '/html/orderRebook/ConfirmRebook': () => import('./pages/confirm-rebook-page'),
  '/html/orderRebook/fillCreditCardInfo': () => import('./pages/card-page'),
});
