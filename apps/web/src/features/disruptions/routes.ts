import { DISRUPTION_CASE } from '@ota/contract';
import { definePages } from '../../lib/pages';

export const disruptionPages = definePages([DISRUPTION_CASE.area, 'serverMessages'], {
  [DISRUPTION_CASE.pages.list]: () => import('./pages/disruption-page'),
});
