import { definePages } from '../../lib/pages';

export const rolePages = definePages({
  '/html/roleManage': () => import('./pages/role-manage-page'),
});
