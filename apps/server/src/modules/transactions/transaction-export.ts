import type { TransactionRecord } from '@ota/contract';
import { exportColumns, type ExportColumn } from '../../platform/exports';

type Row = TransactionRecord;
const c = exportColumns<Row>();

const amount = (key: keyof Row & string, heading: string, width = 14): ExportColumn<Row> =>
  c.amount({ key, heading: `transactions.${heading}`, value: (r) => r[key] as number | null, width });

/**
 * The screen's columns in its order, after the entry's platform and account currency, with the
 * screen's headings and labels in the reader's language and each enum's code beside its label
 * (decision 0036). A hidden balance (edreams) stays empty; an entry never re-synced has no sync time.
 */
export const TRANSACTION_EXPORT_COLUMNS: readonly ExportColumn<Row>[] = [
  c.plain({ key: 'createTime', heading: 'transactions.createTime', value: (r) => r.createTime }),
  ...c.labelled({
    key: 'platformType',
    heading: 'transactions.platform',
    labels: 'transactions.platforms',
    value: (r) => r.platformType,
    width: 10,
  }),
  c.text({ key: 'currency', heading: 'common.exports.currency', value: (r) => r.currency, width: 10 }),
  ...c.labelled({
    key: 'transactionType',
    heading: 'transactions.transactionType',
    labels: 'transactions.types',
    value: (r) => r.transactionType,
    width: 18,
  }),
  amount('amount', 'amount'),
  amount('balance', 'balance'),
  c.plain({
    key: 'exchangeRate',
    heading: 'transactions.exchangeRate',
    value: (r) => r.exchangeRate,
    width: 12,
  }),
  amount('eurAmount', 'eurAmount'),
  c.plain({ key: 'cnyRate', heading: 'transactions.cnyRate', value: (r) => r.cnyRate, width: 12 }),
  amount('cnyExchange', 'cnyExchange'),
  amount('deposit', 'deposit'),
  amount('credit', 'credit'),
  amount('cash', 'cash'),
  amount('creditLimit', 'creditLimit'),
  amount('availableBalance', 'availableBalance', 16),
  ...c.labelled({
    key: 'paymentType',
    heading: 'transactions.paymentType',
    labels: 'transactions.paymentTypes',
    value: (r) => r.paymentType,
    width: 18,
  }),
  c.plain({ key: 'syncTime', heading: 'transactions.syncTime', value: (r) => r.syncTime, width: 24 }),
  c.text({ key: 'reference', heading: 'transactions.reference', value: (r) => r.reference, width: 24 }),
  c.text({ key: 'operator', heading: 'transactions.operator', value: (r) => r.operator, width: 14 }),
];
