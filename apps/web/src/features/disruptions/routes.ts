import { definePages } from '../../lib/pages';

export const disruptionPages = definePages(['disruptions'], {
  '/html/flightDisruptions': () => import('./pages/disruption-page'),
});
