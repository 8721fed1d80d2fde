import type { OrderRowRecord } from './order-row';

/** The columns of both exports, in order: heading and value (amounts as exact decimal text). */
export const EXPORT_COLUMNS: readonly {
  header: string;
  value: (row: OrderRowRecord) => string | number | null;
  amount?: true;
}[] = [
  { header: 'Order number', value: (r) => r.orderNo },
  { header: 'Platform', value: (r) => (r.platformType === 1 ? 'onefly' : 'edreams') },
  { header: 'Status', value: (r) => r.status },
  { header: 'Booked', value: (r) => r.bookTime },
  { header: 'Confirmed', value: (r) => r.confirmTime },
  { header: 'Departure', value: (r) => r.departTime },
  { header: 'Return', value: (r) => r.returnTime },
  { header: 'Trip', value: (r) => (r.travelType === 1 ? 'One-way' : 'Round-trip') },
  { header: 'Route', value: (r) => r.route },
  { header: 'Flights', value: (r) => r.segments },
  { header: 'Airline', value: (r) => r.airline },
  { header: 'PNR', value: (r) => r.pnr },
  { header: 'Passenger', value: (r) => r.passengerName },
  { header: 'Passenger e-mail', value: (r) => r.passengerEmail },
  { header: 'Passengers', value: (r) => r.passengers },
  { header: 'Channel', value: (r) => r.channel },
  { header: 'Client', value: (r) => r.client },
  { header: 'Branch', value: (r) => r.branch },
  { header: 'Currency', value: (r) => r.currency },
  { header: 'Total', value: (r) => r.totalPrice, amount: true },
  { header: 'Taxes', value: (r) => r.taxes, amount: true },
  { header: 'Fees', value: (r) => r.fees, amount: true },
  { header: 'Seats', value: (r) => r.seatPrice, amount: true },
  { header: 'Seats (EUR)', value: (r) => r.seatPriceEur, amount: true },
  { header: 'Baggage', value: (r) => r.baggagePrice, amount: true },
  { header: 'Baggage (EUR)', value: (r) => r.baggagePriceEur, amount: true },
  { header: 'Cabin baggage', value: (r) => r.cabinBaggagePrice, amount: true },
  { header: 'Cabin baggage (EUR)', value: (r) => r.cabinBaggagePriceEur, amount: true },
  { header: 'Payment account', value: (r) => r.paymentAccount },
];

export const EXPORT_HEADERS = EXPORT_COLUMNS.map((column) => column.header);

/** One order as a line of cells; `numbers` turns amounts into numbers (a spreadsheet sums them). */
export function exportCells(row: OrderRowRecord, numbers: boolean): (string | number | null)[] {
  return EXPORT_COLUMNS.map((column) => {
    const value = column.value(row);
    return numbers && column.amount && typeof value === 'string' ? Number(value) : value;
  });
}
