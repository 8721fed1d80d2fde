import { sql, type SQLWrapper } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { eurHeading, exportColumns, type ExportColumn } from '../../platform/exports';
import type { OrderRowRecord } from './order-row';

type Column = ExportColumn<OrderRowRecord>;
const c = exportColumns<OrderRowRecord>();

/**
 * A time to the second as COPY writes a timestamp: 'YYYY-MM-DD HH:MM:SS' (the ISO DateStyle, which
 * node-postgres needs anyway). Four to_char calls a row took a third of the CSV's time (decision 0036).
 */
const instant = (column: SQLWrapper, timeZone: string) =>
  sql`date_trunc('second', ${column} at time zone ${timeZone})`;
const local = (column: SQLWrapper) => sql`date_trunc('second', ${column})`;

/** An amount in the order's currency and its EUR value (the screen shows the second under the first). */
const withEur = (
  key: 'seatPrice' | 'baggagePrice' | 'cabinBaggagePrice',
  source: SQLWrapper,
  eurSource: SQLWrapper,
): Column[] => [
  c.amount({ key, heading: `orders.columns.${key}`, value: (r) => r[key], sql: source }),
  c.amount({
    key: `${key}Eur`,
    heading: eurHeading(`orders.columns.${key}`),
    value: (r) => r[`${key}Eur`],
    sql: eurSource,
  }),
];

/**
 * The columns of both files, in order, with the list's headings and labels in the reader's language,
 * each enum's code beside its label (decision 0036). Times and amounts stay machine-readable:
 * 'YYYY-MM-DD HH:mm:ss' in the business time zone, exact decimals.
 */
export function orderExportColumns(timeZone: string): readonly Column[] {
  return [
    c.text({
      key: 'orderNo',
      heading: 'orders.columns.orderNo',
      value: (r) => r.orderNo,
      sql: orders.orderNo,
    }),
    ...c.labelled({
      key: 'platformType',
      heading: 'orders.columns.platformType',
      labels: 'orders.platforms',
      value: (r) => r.platformType,
      sql: orders.platformType,
    }),
    ...c.labelled({
      key: 'status',
      heading: 'orders.columns.status',
      labels: 'orders.statuses',
      value: (r) => r.status,
      sql: orders.status,
    }),
    c.plain({
      key: 'bookTime',
      heading: 'orders.columns.bookTime',
      value: (r) => r.bookTime,
      sql: instant(orders.bookTime, timeZone),
    }),
    c.plain({
      key: 'confirmTime',
      heading: 'orders.columns.confirmTime',
      value: (r) => r.confirmTime,
      sql: instant(orders.confirmTime, timeZone),
    }),
    c.plain({
      key: 'departTime',
      heading: 'orders.columns.departTime',
      value: (r) => r.departTime,
      sql: local(orders.departTime),
    }),
    c.plain({
      key: 'returnTime',
      heading: 'orders.columns.returnTime',
      value: (r) => r.returnTime,
      sql: local(orders.returnTime),
    }),
    ...c.labelled({
      key: 'travelType',
      heading: 'orders.columns.travelType',
      // The list shows one-way for 1 and round trip otherwise.
      labels: (texts) => ({
        1: texts.t('orders.travelTypes.oneWay'),
        2: texts.t('orders.travelTypes.roundTrip'),
      }),
      value: (r) => r.travelType,
      sql: orders.travelType,
    }),
    c.text({ key: 'route', heading: 'orders.columns.route', value: (r) => r.route, sql: orders.route }),
    c.text({
      key: 'segments',
      heading: 'orders.columns.segments',
      value: (r) => r.segments,
      sql: orders.segmentSummary,
    }),
    c.text({
      key: 'airline',
      heading: 'orders.columns.airline',
      value: (r) => r.airline,
      sql: orders.airline,
    }),
    c.text({ key: 'pnr', heading: 'orders.columns.pnr', value: (r) => r.pnr, sql: orders.pnr }),
    c.text({
      key: 'passengerName',
      heading: 'orders.columns.passengerName',
      value: (r) => r.passengerName,
      sql: orders.passengerName,
    }),
    c.text({
      key: 'passengerEmail',
      heading: 'orders.columns.passengerEmail',
      value: (r) => r.passengerEmail,
      sql: orders.passengerEmail,
    }),
    c.plain({
      key: 'passengers',
      heading: 'orders.columns.passengers',
      value: (r) => r.passengers,
      sql: orders.passengerCount,
    }),
    ...c.labelled({
      key: 'channel',
      heading: 'orders.columns.channel',
      labels: 'orders.channels',
      value: (r) => r.channel,
      sql: orders.channel,
    }),
    c.text({ key: 'client', heading: 'orders.columns.client', value: (r) => r.client, sql: orders.client }),
    c.text({ key: 'branch', heading: 'orders.columns.branch', value: (r) => r.branch, sql: orders.branch }),
    c.text({
      key: 'currency',
      heading: 'common.exports.currency',
      value: (r) => r.currency,
      sql: orders.currency,
    }),
    c.amount({
      key: 'totalPrice',
      heading: 'orders.columns.totalPrice',
      value: (r) => r.totalPrice,
      sql: orders.totalPrice,
    }),
    c.amount({ key: 'taxes', heading: 'orders.columns.taxes', value: (r) => r.taxes, sql: orders.taxes }),
    c.amount({ key: 'fees', heading: 'orders.columns.fees', value: (r) => r.fees, sql: orders.fees }),
    ...withEur('seatPrice', orders.seatPrice, orders.seatPriceEur),
    ...withEur('baggagePrice', orders.baggagePrice, orders.baggagePriceEur),
    ...withEur('cabinBaggagePrice', orders.cabinBaggagePrice, orders.cabinBaggagePriceEur),
    c.text({
      key: 'paymentAccount',
      heading: 'orders.columns.paymentAccount',
      value: (r) => r.paymentAccount,
      sql: orders.paymentAccount,
    }),
  ];
}
