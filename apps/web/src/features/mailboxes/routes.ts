import { definePages } from '../../lib/pages';

export const mailboxPages = definePages(['mailboxes'], {
  '/html/emailManage': () => import('./pages/mailbox-page'),
});
