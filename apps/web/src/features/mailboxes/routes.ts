import { definePages } from '../../lib/pages';

export const mailboxPages = definePages({
  '/html/emailManage': () => import('./pages/mailbox-page'),
});
