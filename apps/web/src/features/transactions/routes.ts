import { definePages } from '../../lib/pages';

export const transactionPages = definePages(['transactions'], {
  '/html/transactionRecords': () => import('./pages/transaction-records-page'),
});
