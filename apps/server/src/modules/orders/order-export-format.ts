import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { neutraliseCell, neutralisedText } from '../../platform/exports';
import type { OrderRowRecord } from './order-row';

interface ExportColumn {
  header: string;
  /** The cell of the .xlsx, from the row the list reads. */
  value: (row: OrderRowRecord) => string | number | null;
  /** The same value for the CSV, as the database writes it: text or NULL (exact decimals, business time zone). */
  csv: (timeZone: string) => SQL;
  amount?: true;
}

/**
 * Text as COPY's CSV wants it: an empty string as NULL, which COPY writes as an empty field (it would
 * quote a real empty string as ""), and never read as a formula. COPY itself quotes a field holding a
 * comma, quote or line break.
 */
const text = (column: SQLWrapper) => () => neutralisedText(sql`nullif(${column}::text, '')`);
/** Numbers as they are: COPY writes numeric's exact decimal text. */
const plain = (column: SQLWrapper) => () => sql`${column}`;
const instant = (column: SQLWrapper) => (timeZone: string) =>
  sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
const local = (column: SQLWrapper) => () => sql`to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;

/** The columns of both exports, in order. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Order number', value: (r) => r.orderNo, csv: text(orders.orderNo) },
  {
    header: 'Platform',
    value: (r) => (r.platformType === 1 ? 'onefly' : 'edreams'),
    csv: () => sql`case ${orders.platformType} when 1 then 'onefly' else 'edreams' end`,
  },
  { header: 'Status', value: (r) => r.status, csv: text(orders.status) },
  { header: 'Booked', value: (r) => r.bookTime, csv: instant(orders.bookTime) },
  { header: 'Confirmed', value: (r) => r.confirmTime, csv: instant(orders.confirmTime) },
  { header: 'Departure', value: (r) => r.departTime, csv: local(orders.departTime) },
  { header: 'Return', value: (r) => r.returnTime, csv: local(orders.returnTime) },
  {
    header: 'Trip',
    value: (r) => (r.travelType === 1 ? 'One-way' : 'Round-trip'),
    csv: () => sql`case ${orders.travelType} when 1 then 'One-way' else 'Round-trip' end`,
  },
  { header: 'Route', value: (r) => r.route, csv: text(orders.route) },
  { header: 'Flights', value: (r) => r.segments, csv: text(orders.segmentSummary) },
  { header: 'Airline', value: (r) => r.airline, csv: text(orders.airline) },
  { header: 'PNR', value: (r) => r.pnr, csv: text(orders.pnr) },
  { header: 'Passenger', value: (r) => r.passengerName, csv: text(orders.passengerName) },
  { header: 'Passenger e-mail', value: (r) => r.passengerEmail, csv: text(orders.passengerEmail) },
  { header: 'Passengers', value: (r) => r.passengers, csv: plain(orders.passengerCount) },
  { header: 'Channel', value: (r) => r.channel, csv: text(orders.channel) },
  { header: 'Client', value: (r) => r.client, csv: text(orders.client) },
  { header: 'Branch', value: (r) => r.branch, csv: text(orders.branch) },
  { header: 'Currency', value: (r) => r.currency, csv: text(orders.currency) },
  { header: 'Total', value: (r) => r.totalPrice, csv: plain(orders.totalPrice), amount: true },
  { header: 'Taxes', value: (r) => r.taxes, csv: plain(orders.taxes), amount: true },
  { header: 'Fees', value: (r) => r.fees, csv: plain(orders.fees), amount: true },
  { header: 'Seats', value: (r) => r.seatPrice, csv: plain(orders.seatPrice), amount: true },
  { header: 'Seats (EUR)', value: (r) => r.seatPriceEur, csv: plain(orders.seatPriceEur), amount: true },
  { header: 'Baggage', value: (r) => r.baggagePrice, csv: plain(orders.baggagePrice), amount: true },
  {
    header: 'Baggage (EUR)',
    value: (r) => r.baggagePriceEur,
    csv: plain(orders.baggagePriceEur),
    amount: true,
  },
  {
    header: 'Cabin baggage',
    value: (r) => r.cabinBaggagePrice,
    csv: plain(orders.cabinBaggagePrice),
    amount: true,
  },
  {
    header: 'Cabin baggage (EUR)',
    value: (r) => r.cabinBaggagePriceEur,
    csv: plain(orders.cabinBaggagePriceEur),
    amount: true,
  },
  { header: 'Payment account', value: (r) => r.paymentAccount, csv: text(orders.paymentAccount) },
];

export const EXPORT_HEADERS = EXPORT_COLUMNS.map((column) => column.header);

/** One order as a line of .xlsx cells: amounts as numbers (a spreadsheet sums them), text never a formula. */
export function exportCells(row: OrderRowRecord): (string | number | null)[] {
  return EXPORT_COLUMNS.map((column) => {
    const value = column.value(row);
    if (column.amount && typeof value === 'string') return Number(value);
    return neutraliseCell(value);
  });
}

/**
 * The select list of the CSV's COPY: one value per column, quoted by COPY itself. Building each
 * record as one string in SQL (regex tests, concatenation) cost more than the scan (0014).
 */
export function csvValues(timeZone: string): SQL {
  return sql.join(
    EXPORT_COLUMNS.map((column) => column.csv(timeZone)),
    sql`, `,
  );
}
