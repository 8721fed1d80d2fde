import { definePages } from '../../lib/pages';

export const disruptionPages = definePages({
  '/html/flightDisruptions': () => import('./pages/disruption-page'),
});
