import { CASE_KIND_AREAS } from '@ota/contract';
import { definePages } from '../../lib/pages';

/** The queue names each case's state in the words of its kind's own screens: their areas load too. */
export const queuePages = definePages(['queue', 'cases', ...CASE_KIND_AREAS], {
  '/html/queue': () => import('./pages/queue-page'),
});
