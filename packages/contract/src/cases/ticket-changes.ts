import { z } from 'zod';
import { wholeNumber } from '../fields';
import {
  blankToUndefined,
  isIsoDate,
  listOf,
  optionalDate,
  optionalText,
  orderNoField,
} from '../orders/fields';
import { pageListOf, pageQuery } from '../pagination';
import { feeAmount } from '../money-limits';
import { supplierWarning, taggedItinerary } from '../suppliers';
import { caseRecordRow, caseRowOf } from './kernel';
import { describeCaseKind } from './descriptor';
import { Permission } from '../permissions';
import { MailboxType } from '../settings-mail/mailboxes';

/** Ticket changes (docs/domain.md, "Ticket changes"; docs/decisions/0023-case-kernel.md). */
export const TICKET_CHANGE_STATUSES = [
  'REQUESTED',
  'QUOTED',
  'QUOTE_EXPIRED',
  'PENDING_PAYMENT',
  'PAID',
  'REISSUED',
  'FAILED',
  'CANCELLED',
] as const;
export type TicketChangeStatus = (typeof TICKET_CHANGE_STATUSES)[number];

export const TICKET_CHANGE_CASE = describeCaseKind<TicketChangeStatus>({
  kind: 'TICKET_CHANGE',
  prefix: 'TC',
  label: 'Ticket change',
  mailbox: MailboxType.TICKET_CHANGE,
  area: 'ticketChanges',
  pages: {
    code: Permission.TICKET_CHANGES,
    list: '/html/changing',
    detail: '/html/changing/changingDetail',
    by: 'id',
  },
  operationMenu: { key: 'changing', place: 2 },
  column: 'changes',
  statuses: TICKET_CHANGE_STATUSES,
  initial: 'REQUESTED',
  transitions: {
    REQUESTED: ['QUOTED', 'CANCELLED'],
    QUOTED: ['PENDING_PAYMENT', 'QUOTE_EXPIRED', 'CANCELLED'],
    QUOTE_EXPIRED: ['QUOTED', 'CANCELLED'],
    PENDING_PAYMENT: ['PAID', 'QUOTE_EXPIRED', 'CANCELLED'],
    PAID: ['REISSUED', 'FAILED'],
  },
  expires: { from: ['QUOTED', 'PENDING_PAYMENT'], to: 'QUOTE_EXPIRED' },
  failures: ['FAILED'],
});

export const TICKET_CHANGE_TYPES = ['VOLUNTARY', 'INVOLUNTARY'] as const;
export type TicketChangeType = (typeof TICKET_CHANGE_TYPES)[number];

/** The warnings of spec section 8 the change's flight search shows. */
export const CHANGE_FLIGHT_MESSAGES = {
  none: 'No flights found. Please Search with different criteria..',
  found: 'Select flight to reschedule',
  failed: 'Flight search failed',
} as const;

const typeField = z.enum(TICKET_CHANGE_TYPES, `changeType must be one of ${TICKET_CHANGE_TYPES.join(', ')}`);
const statusField = z.enum(
  TICKET_CHANGE_STATUSES,
  `status must be one of ${TICKET_CHANGE_STATUSES.join(', ')}`,
);
const idList = (field: string) =>
  z.preprocess(
    listOf,
    z
      .array(wholeNumber(field), `${field} is required`)
      .min(1, `${field} is required`)
      .max(20, `${field} may name at most 20`),
  );
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
const isoDay = (field: string) =>
  z.string(`${field} is required`).trim().refine(isIsoDate, `${field} must be a date YYYY-MM-DD`);

/** `POST /orderTicketChanging/addTicketOrderInfo` form. */
export const ticketChangeAddInput = z.object({
  orderNo: orderNoField,
  changeType: typeField,
  passengerIds: idList('passengerIds'),
  segmentIds: idList('segmentIds'),
  remark: optionalText('remark', 500),
});
export type TicketChangeAddInput = z.infer<typeof ticketChangeAddInput>;

/** `GET /orderTicketChanging/getFlightInfo` params: new dates for the change's outbound and return flights. */
export const changeFlightQuery = z.object({
  id: wholeNumber('id'),
  departDate: isoDay('departDate'),
  returnDate: optional(isoDay('returnDate')),
});
export type ChangeFlightQuery = z.infer<typeof changeFlightQuery>;

export const changeFlightInfo = z.object({
  goRouting: z.array(taggedItinerary),
  backRouting: z.array(taggedItinerary),
  warnings: z.array(supplierWarning),
});
export type ChangeFlightInfo = z.output<typeof changeFlightInfo>;

/**
 * `POST /orderTicketChanging/update` form: QUOTED takes the new flights (`goItineraryId` and/or
 * `backItineraryId` from getFlightInfo) and the agency's `serviceFee`; CANCELLED and FAILED a reason.
 */
export const ticketChangeUpdateInput = z.object({
  id: wholeNumber('id'),
  version: wholeNumber('version'),
  status: statusField,
  goItineraryId: optionalText('goItineraryId', 120),
  backItineraryId: optionalText('backItineraryId', 120),
  serviceFee: optional(feeAmount('serviceFee')),
  reason: optionalText('reason', 500),
});
export type TicketChangeUpdateInput = z.infer<typeof ticketChangeUpdateInput>;

/** `GET /orderTicketChanging/pageList` params. */
export const ticketChangePageQuery = pageQuery.extend({
  changeNo: optionalText('changeNo', 24),
  orderNo: optionalText('orderNo', 32),
  pnr: optionalText('pnr', 6),
  passengerName: optionalText('passengerName', 64),
  airline: optionalText('airline', 2),
  changeType: optional(typeField),
  status: optional(statusField),
  createStart: optionalDate('createStart'),
  createEnd: optionalDate('createEnd'),
  deadlineStart: optionalDate('deadlineStart'),
  deadlineEnd: optionalDate('deadlineEnd'),
});
export type TicketChangePageQuery = z.infer<typeof ticketChangePageQuery>;

/** `POST /flight/change/order/page/list` JSON: the orders that have ticket changes. */
export const changedOrderQuery = pageQuery.extend({
  orderNo: optionalText('orderNo', 32),
  pnr: optionalText('pnr', 6),
});
export type ChangedOrderQuery = z.infer<typeof changedOrderQuery>;

export const changedOrderRow = z.object({
  orderNo: z.string(),
  pnr: z.string(),
  airline: z.string(),
  platformType: z.number().int(),
  changes: z.number().int(),
  lastChangeNo: z.string(),
  lastStatus: z.enum(TICKET_CHANGE_STATUSES),
  lastChangeTime: z.string(),
});
export type ChangedOrderRow = z.output<typeof changedOrderRow>;
export const changedOrderPage = pageListOf(changedOrderRow);

/** A flight the change moves the passengers to; `back` marks the way back of a round trip. */
const newFlight = z.object({
  flightNo: z.string(),
  dep: z.string(),
  arr: z.string(),
  depTime: z.string(),
  arrTime: z.string(),
  back: z.boolean(),
});

/** Each passenger's old and new ticket number, once reissued. */
const reissuedTicket = z.object({
  passengerId: z.number().int(),
  oldTicketNo: z.string().nullable(),
  newTicketNo: z.string(),
});

/**
 * What a ticket change keeps in its case's details: the airline's quote with the new flights, and the
 * new tickets once reissued (docs/decisions/0023-case-kernel.md).
 */
export const ticketChangeDetails = z.object({
  quote: z
    .object({
      quoteIds: z.array(z.string()),
      fareDifference: z.string(),
      taxDifference: z.string(),
      penalty: z.string(),
      serviceFee: z.string(),
      total: z.string(),
      currency: z.string(),
      flights: z.array(newFlight),
    })
    .optional(),
  tickets: z.array(reissuedTicket).optional(),
});
export type TicketChangeDetails = z.output<typeof ticketChangeDetails>;

/** The quote, line by line: fare difference + tax difference + penalty + service fee. */
export const changeQuoteLines = z.object({
  fareDifference: z.string(),
  taxDifference: z.string(),
  penalty: z.string(),
  serviceFee: z.string(),
  total: z.string(),
  /** The new flights, as 'DA1236 FRA-LHR 2030-03-20 07:05'. */
  newFlights: z.array(z.string()),
});
export type ChangeQuoteLines = z.output<typeof changeQuoteLines>;

export const ticketChangeRow = caseRowOf(TICKET_CHANGE_STATUSES).extend({
  changeNo: z.string(),
  changeType: z.enum(TICKET_CHANGE_TYPES),
});
export type TicketChangeRow = z.output<typeof ticketChangeRow>;
export const ticketChangePage = pageListOf(ticketChangeRow);
export type TicketChangePage = z.output<typeof ticketChangePage>;

export const ticketChangeDetail = ticketChangeRow.extend({
  quote: changeQuoteLines.nullable(),
  remark: z.string(),
  passengerIds: z.array(z.number().int()),
  segmentIds: z.array(z.number().int()),
  /** After REISSUED: each passenger's old and new ticket number. */
  tickets: z.array(reissuedTicket),
  records: z.array(caseRecordRow),
});
export type TicketChangeDetail = z.output<typeof ticketChangeDetail>;
