import { sql, type SQLWrapper } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { instantText, localText } from '../../platform/sql-text';

const money = (column: SQLWrapper) => sql<string>`${column}::text`;

/** The columns of an order row (list, exports), every value already text where it needs formatting. */
export function orderRowColumns(timeZone: string) {
  return {
    id: orders.id,
    orderNo: orders.orderNo,
    platformType: orders.platformType,
    bookTime: sql<string>`to_char(${orders.bookTime} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`,
    confirmTime: instantText(orders.confirmTime, timeZone),
    departTime: sql<string>`to_char(${orders.departTime}, 'YYYY-MM-DD HH24:MI:SS')`,
    returnTime: localText(orders.returnTime),
    status: orders.status,
    passengerName: orders.passengerName,
    passengerEmail: orders.passengerEmail,
    seatPrice: money(orders.seatPrice),
    seatPriceEur: money(orders.seatPriceEur),
    baggagePrice: money(orders.baggagePrice),
    baggagePriceEur: money(orders.baggagePriceEur),
    cabinBaggagePrice: money(orders.cabinBaggagePrice),
    cabinBaggagePriceEur: money(orders.cabinBaggagePriceEur),
    pnr: orders.pnr,
    route: orders.route,
    paymentAccount: orders.paymentAccount,
    totalPrice: money(orders.totalPrice),
    totalPriceEur: money(orders.totalPriceEur),
    currency: orders.currency,
    travelType: orders.travelType,
    segments: orders.segmentSummary,
    passengers: orders.passengerCount,
    airline: orders.airline,
    channel: orders.channel,
    client: orders.client,
    branch: orders.branch,
    taxes: money(orders.taxes),
    fees: money(orders.fees),
  };
}
