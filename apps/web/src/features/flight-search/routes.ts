import { definePages } from '../../lib/pages';

export const flightSearchPages = definePages({
  '/html/flight/list': () => import('./pages/flight-list-page'),
});
