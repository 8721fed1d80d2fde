import { definePages } from '../../lib/pages';

export const flightSearchPages = definePages(['flightSearch'], {
  '/html/flight/list': () => import('./pages/flight-list-page'),
});
