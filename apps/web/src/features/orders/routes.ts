import { definePages } from '../../lib/pages';

export const orderPages = definePages({
  '/html/orderList': () => import('./pages/order-list-page'),
  '/html/orderList/details': () => import('./pages/order-detail-page'),
});
