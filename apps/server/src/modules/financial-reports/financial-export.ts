import { FINANCIAL_COLUMNS, type FinancialRow, type FinancialTotals } from '@ota/contract';
import { sql } from 'drizzle-orm';
import {
  eurHeading,
  exportColumns,
  type ExportColumn,
  type ExportTexts,
  type TrailerLine,
} from '../../platform/exports';

const c = exportColumns<FinancialRow>();

/** A column of the grouped rows `g` (financial.repository.ts), as COPY reads it. */
const g = (name: string) => sql`g.${sql.identifier(name)}`;
const heading = (column: string) => `financialReports.columns.${column}`;

/**
 * The screen's columns in its order, then each amount in EUR (the screen shows it under the amount),
 * with the screen's headings in the reader's language (decision 0036).
 */
export const FINANCIAL_EXPORT_COLUMNS: readonly ExportColumn<FinancialRow>[] = [
  c.plain({ key: 'day', heading: 'financialReports.day', value: (r) => r.day, sql: g('day'), width: 12 }),
  c.text({ key: 'orderNo', heading: 'financialReports.orderNo', value: (r) => r.orderNo, sql: g('orderNo') }),
  c.text({
    key: 'currency',
    heading: 'financialReports.currency',
    value: (r) => r.currency,
    sql: g('currency'),
    width: 10,
  }),
  ...FINANCIAL_COLUMNS.map((column) =>
    c.amount({ key: column, heading: heading(column), value: (r) => r[column], sql: g(column) }),
  ),
  ...FINANCIAL_COLUMNS.map((column) =>
    c.amount({
      key: `${column}Eur`,
      heading: eurHeading(heading(column)),
      value: (r) => r[`${column}Eur`],
      sql: g(`${column}Eur`),
    }),
  ),
];

/** The totals lines under the rows, as the screen's: one per currency, then the whole in EUR. */
export function totalLines(totals: FinancialTotals, texts: ExportTexts): TrailerLine[] {
  const eur = Object.fromEntries(FINANCIAL_COLUMNS.map((column) => [`${column}Eur`, totals.eur[column]]));
  return [
    ...totals.byCurrency.map((total) => ({ ...total, day: texts.t('financialReports.totals') })),
    { ...eur, day: texts.t('financialReports.totalsEur'), currency: 'EUR' },
  ];
}
