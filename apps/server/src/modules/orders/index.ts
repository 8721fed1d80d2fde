/**
 * The orders module's public face: other modules read and change orders only through these, never
 * through the order tables or repositories (docs/architecture.md, "Module boundaries").
 */
export { refreshOrderSummary } from './order-operations.repository';
export {
  appendOrderRecord,
  appendOrderRecordList,
  findOrder,
  lockOrder,
  lockOrderById,
  lockOrdersById,
  orderPassengerList,
  orderPayment,
  orderSegmentList,
  paymentsOfOrders,
  setTicketStatus,
  setTicketStatuses,
  type OrderPassenger,
  type OrderSegment,
  type OrderSummary,
} from './order-access';
export {
  appendOrderRecords,
  orderHeads,
  orderJourney,
  ordersOnFlight,
  ordersWithLatestCase,
  passengersOfOrders,
  setOrderCarrier,
  type OrderJourney,
  type OrdersWithCaseQuery,
  type OrderWithLatestCase,
} from './order-case-lists';
export { createOrderSuppliers, supplierRefusal, type OrderSupplier } from './order-supplier';
export { changePassenger } from './passenger-change';
export {
  addOrderLuggage,
  passengerLuggage,
  removeOrderLuggage,
  type NewOrderBag,
  type OrderBag,
} from './order-luggage';
export { addOrderSeat, removeOrderSeat, type OrderSeat } from './order-seats';
export { changeFlights, exchangeTickets, replaceSegments, type NewFlight } from './order-reissue';
export { assertFlown, flightsOf, segmentSummaryOf } from './order-flights';
export { orderEurRate } from './order-rates';
export { ticketPrefix } from './ticket-numbers';
export { ticketIssue, type TicketIssue } from './ticket-issue';
export { orderFigures } from './order-figures';
