import { definePages } from '../../lib/pages';

export const thresholdPages = definePages({
  '/html/thresholdValueManage': () => import('./pages/threshold-page'),
});
