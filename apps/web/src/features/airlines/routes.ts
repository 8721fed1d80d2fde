import { definePages } from '../../lib/pages';

export const airlinePages = definePages(['airlines'], {
  '/html/airline': () => import('./pages/airline-page'),
});
