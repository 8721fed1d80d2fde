import { definePages } from '../../lib/pages';

const userManagePage = () => import('./pages/user-manage-page');

/** One screen for both: a limited manager's choices follow from its codes. */
export const userPages = definePages(['users'], {
  '/html/userManage': userManagePage,
  '/html/normalAuthManage': userManagePage,
});
