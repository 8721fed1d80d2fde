import { definePages } from '../../lib/pages';

export const thresholdPages = definePages(['thresholds'], {
  '/html/thresholdValueManage': () => import('./pages/threshold-page'),
});
