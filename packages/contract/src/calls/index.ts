import { airlinePolicyCalls } from './airline-policy';
import { airlineCalls } from './airlines';
import { authCalls } from './auth';
import { baggageCalls } from './baggage';
import { balanceCalls } from './balance';
import { billingStatementCalls } from './billing-statements';
import { caseCalls } from './cases';
import { compensationCalls } from './compensations';
import { disruptionCalls } from './disruptions';
import { exchangeRateCalls } from './exchange-rates';
import { financialReportCalls } from './financial-reports';
import { flightSearchCalls } from './flight-search';
import { mailboxCalls } from './mailboxes';
import { edreamsOrderCalls, oneflyOrderCalls, orderCalls } from './orders';
import { passengerChangeCalls } from './passenger-changes';
import { platformCalls } from './platform';
import { rebookCalls } from './rebooks';
import { refundReportCalls } from './refund-report';
import { refundCalls } from './refunds';
import { roleCalls } from './roles';
import { seatCalls } from './seats';
import { thresholdCalls } from './thresholds';
import { ticketChangeCalls } from './ticket-changes';
import { transactionCalls } from './transactions';
import { userCalls } from './users';
import { voidTicketCalls } from './void-tickets';

export * from './define-call';
export * from './airline-policy';
export * from './airlines';
export * from './auth';
export * from './baggage';
export * from './balance';
export * from './billing-statements';
export * from './cases';
export * from './compensations';
export * from './disruptions';
export * from './exchange-rates';
export * from './financial-reports';
export * from './flight-search';
export * from './mailboxes';
export * from './orders';
export * from './passenger-changes';
export * from './platform';
export * from './rebooks';
export * from './refund-report';
export * from './refunds';
export * from './roles';
export * from './seats';
export * from './thresholds';
export * from './ticket-changes';
export * from './transactions';
export * from './users';
export * from './void-tickets';

/**
 * Every declared call by domain (decision 0043), in the order the OpenAPI document and docs/api.md
 * list them: signing in and the platform, administration, orders, after-sales, then money and reports.
 */
export const declaredCalls = {
  auth: authCalls,
  platform: platformCalls,
  balance: balanceCalls,
  users: userCalls,
  roles: roleCalls,
  airlines: airlineCalls,
  flightSearch: flightSearchCalls,
  mailboxes: mailboxCalls,
  thresholds: thresholdCalls,
  orders: orderCalls,
  oneflyOrders: oneflyOrderCalls,
  edreamsOrders: edreamsOrderCalls,
  disruptions: disruptionCalls,
  cases: caseCalls,
  airlinePolicy: airlinePolicyCalls,
  refunds: refundCalls,
  rebooks: rebookCalls,
  ticketChanges: ticketChangeCalls,
  passengerChanges: passengerChangeCalls,
  baggage: baggageCalls,
  seats: seatCalls,
  voidTickets: voidTicketCalls,
  compensations: compensationCalls,
  transactions: transactionCalls,
  exchangeRates: exchangeRateCalls,
  financialReports: financialReportCalls,
  refundReport: refundReportCalls,
  billingStatements: billingStatementCalls,
} as const;
