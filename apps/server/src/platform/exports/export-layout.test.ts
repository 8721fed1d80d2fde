import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { eurHeading, exportColumns, type ExportColumn } from './export-columns';
import { exportLayout } from './export-layout';
import { exportTexts, requestTexts } from './export-texts';

interface Row {
  orderNo: string;
  status: string;
  totalPrice: string;
}

const c = exportColumns<Row>();

const COLUMNS: readonly ExportColumn<Row>[] = [
  c.text({ key: 'orderNo', heading: 'orders.columns.orderNo', value: (r) => r.orderNo, sql: sql`o.no` }),
  ...c.labelled({
    key: 'status',
    heading: 'orders.columns.status',
    labels: 'orders.statuses',
    value: (r) => r.status,
    sql: sql`o.status`,
  }),
  c.amount({
    key: 'totalPrice',
    heading: 'orders.columns.totalPrice',
    value: (r) => r.totalPrice,
    sql: sql`o.total`,
  }),
  c.amount({
    key: 'totalEur',
    heading: eurHeading('orders.columns.totalPrice'),
    value: (r) => r.totalPrice,
  }),
];

const row: Row = { orderNo: 'ED1', status: 'TICKETED', totalPrice: '-12.50' };

describe('export layout', () => {
  it('heads the columns with the screen’s titles in the reader’s language, codes beside labels', () => {
    expect(exportLayout(COLUMNS, exportTexts('en')).headings).toEqual([
      'Order number',
      'Status',
      'Status code',
      'Total',
      'Total (EUR)',
    ]);
    expect(exportLayout(COLUMNS, exportTexts('zh')).headings).toEqual([
      '订单号',
      '状态',
      '状态代码',
      '总价',
      '总价（EUR）',
    ]);
  });

  it('writes the label the screen shows and the stable code; amounts as numbers in the .xlsx', () => {
    expect(exportLayout(COLUMNS, exportTexts('zh')).cells(row)).toEqual([
      'ED1',
      '已出票',
      'TICKETED',
      -12.5,
      -12.5,
    ]);
    expect(exportLayout(COLUMNS, exportTexts('ja')).cells(row).slice(1, 3)).toEqual(['発券済み', 'TICKETED']);
  });

  it('keeps an unknown code as its own label, and never lets a cell start a formula', () => {
    const odd: Row = { orderNo: '=HYPERLINK("x")', status: '@NEW', totalPrice: '1.00' };
    expect(exportLayout(COLUMNS, exportTexts('en')).cells(odd)).toEqual([
      `'=HYPERLINK("x")`,
      "'@NEW",
      "'@NEW",
      1,
      1,
    ]);
  });

  it('maps codes to labels in the SQL COPY runs, literals only', () => {
    const layout = exportLayout(COLUMNS.slice(0, 4), exportTexts('zh'));
    const text = new PgDialect().sqlToQuery(layout.csvValues().inlineParams()).sql;
    expect(text).toContain(`when 'TICKETED' then '已出票'`);
    expect(text).toContain('o.total');
    expect(text).not.toMatch(/\$\d/);
    expect(() => exportLayout(COLUMNS, exportTexts('en')).csvValues()).toThrow(/totalEur has no SQL/);
  });

  it('writes totals lines by column key: numbers in the .xlsx, exact text in the CSV', () => {
    const layout = exportLayout(COLUMNS, exportTexts('en'));
    const line = { orderNo: 'Total', totalPrice: '-1234.50' };
    expect(layout.sheetLine(line)).toEqual(['Total', null, null, -1234.5, null]);
    expect(layout.csvLine(line)).toEqual(['Total', null, null, '-1234.50', null]);
    expect(layout.csvLine({ orderNo: '-2 refunds' })[0]).toBe("'-2 refunds");
  });

  it('takes the language of Accept-Language, English otherwise, and refuses a key without text', () => {
    expect(requestTexts('zh-CN,zh;q=0.9').language).toBe('zh');
    expect(requestTexts('ko').t('orders.columns.status')).toBe('상태');
    expect(requestTexts('fr-FR').language).toBe('en');
    expect(requestTexts(undefined).t('refundReport.total', { count: 2 })).toBe('2 refunds');
    expect(() => exportTexts('es').t('orders.columns.nothing')).toThrow(/orders.columns.nothing/);
  });
});
