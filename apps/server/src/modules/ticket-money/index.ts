/**
 * The money of each ticket and EMD (docs/decisions/0040-ticket-money-lines.md): what it cost, what
 * was paid back, which open case holds it. Every kind that pays a ticket back or changes it draws on
 * these, through the case kernel.
 */
export {
  chargeDocument,
  checkTicketsHeld,
  exchangeTicketLines,
  holdTickets,
  leftOnTickets,
  moneyLinesOfOrder,
  payBackDocument,
  payBackTickets,
  releaseHolds,
  shareOver,
  ticketClosedState,
  type LineOutcome,
  type MoneyHolder,
  type OpenCaseLookup,
} from './ticket-money.service';
export type { MoneyLine } from './ticket-money.repository';
