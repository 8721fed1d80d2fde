import { definePages } from '../../lib/pages';

export const orderPages = definePages(['orders', 'cases', 'serverMessages'], {
  '/html/orderList': () => import('./pages/order-list-page'),
  '/html/orderList/details': () => import('./pages/order-detail-page'),
  '/html/orderList/payment': () => import('./pages/order-payment-page'),
  '/html/orderList/prefernce': () => import('./pages/order-preference-page'),
});
