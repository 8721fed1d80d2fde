import { definePages } from '../../lib/pages';

export const airlinePages = definePages({
  '/html/airline': () => import('./pages/airline-page'),
});
