import { definePages } from '../../lib/pages';

export const rolePages = definePages(['roles'], {
  '/html/roleManage': () => import('./pages/role-manage-page'),
});
