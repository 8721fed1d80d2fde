import { definePages } from '../../lib/pages';

export const disruptionPages = definePages(['disruptions', 'serverMessages'], {
  '/html/flightDisruptions': () => import('./pages/disruption-page'),
});
