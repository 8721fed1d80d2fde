import { z } from 'zod';
import { wholeNumber } from '../fields';
import { blankToUndefined, optionalDate, optionalText, orderNoField } from '../orders/fields';
import { pageListOf, pageQuery } from '../pagination';
import { caseRecordRow, caseRowOf } from './kernel';
import { describeCaseKind } from './descriptor';
import { Permission } from '../permissions';
import { MailboxType } from '../settings-mail/mailboxes';

/** Void tickets (docs/domain.md, "Void tickets"; docs/decisions/0025-void-tickets.md). */
export const VOID_TICKET_STATUSES = ['REQUESTED', 'VOIDED', 'REJECTED'] as const;
export type VoidTicketStatus = (typeof VOID_TICKET_STATUSES)[number];

export const VOID_TICKET_CASE = describeCaseKind<VoidTicketStatus>({
  kind: 'VOID_TICKET',
  prefix: 'VD',
  label: 'Void',
  // Voids go to the refund desk's mailboxes: a void is the same-day refund.
  mailbox: MailboxType.REFUND,
  area: 'voidTickets',
  pages: {
    code: Permission.VOID_TICKETS,
    list: '/html/voidTicket',
    detail: '/html/voidTicket/voidTicketDetail',
    by: 'id',
  },
  operationMenu: { key: 'voidTicket', place: 5 },
  column: 'voids',
  fromOrder: { key: 'voidTicket', picks: false, place: 3 },
  statuses: VOID_TICKET_STATUSES,
  initial: 'REQUESTED',
  // No un-void: VOIDED and REJECTED are final (after the window a refund is the way).
  transitions: { REQUESTED: ['VOIDED', 'REJECTED'] },
  failures: ['REJECTED'],
});

/** The one kind of void there is: the whole ticket, inside its window. */
export const VOID_TICKET_TYPE = 'VOID';

const statusField = z.enum(VOID_TICKET_STATUSES, `status must be one of ${VOID_TICKET_STATUSES.join(', ')}`);
const moveField = z.enum(['VOIDED', 'REJECTED'], 'status must be one of VOIDED, REJECTED');

/** `POST /invalidatedTicket/insert` JSON: void the ticket of one passenger of an order. */
export const voidTicketAddInput = z.object({
  orderNo: orderNoField,
  passengerId: wholeNumber('passengerId'),
  remark: optionalText('remark', 500),
});
export type VoidTicketAddInput = z.infer<typeof voidTicketAddInput>;

/**
 * `POST /invalidatedTicket/update` JSON: VOIDED asks the airline to void the ticket and reverses what
 * was paid for it; REJECTED needs the reason. `version` is the one the operator saw.
 */
export const voidTicketUpdateInput = z.object({
  id: wholeNumber('id'),
  version: wholeNumber('version'),
  status: moveField,
  reason: optionalText('reason', 500),
});
export type VoidTicketUpdateInput = z.infer<typeof voidTicketUpdateInput>;

/** `GET /invalidatedTicket/pageList` params. */
export const voidTicketPageQuery = pageQuery.extend({
  voidNo: optionalText('voidNo', 24),
  orderNo: optionalText('orderNo', 32),
  pnr: optionalText('pnr', 6),
  passengerName: optionalText('passengerName', 64),
  airline: optionalText('airline', 2),
  status: z.preprocess(blankToUndefined, statusField.optional()),
  createStart: optionalDate('createStart'),
  createEnd: optionalDate('createEnd'),
  windowStart: optionalDate('windowStart'),
  windowEnd: optionalDate('windowEnd'),
});
export type VoidTicketPageQuery = z.infer<typeof voidTicketPageQuery>;

/** `GET /invalidatedTicket/tickets` params: the order whose tickets the add form offers. */
export const voidTicketTicketsQuery = z.object({ orderNo: orderNoField });

/** What a void keeps in the case's details (decision 0023). */
export const voidTicketDetails = z.object({
  ticketNo: z.string(),
  /** When the ticket was issued, ISO 8601: the void window runs from it. */
  issuedAt: z.string(),
  /** The account that paid the order: the reversal credits it. */
  accountId: z.number().int(),
  /** The airline's void reference, once it voided the ticket (null when it gave none). */
  airlineVoidId: z.string().nullable().optional(),
});
export type VoidTicketDetails = z.output<typeof voidTicketDetails>;

/**
 * A void case. `applicationAmount` is what was paid for the ticket (the reversal, in the paying
 * account's currency); `deadline` is the end of the void window, `secondsLeft` the time left in it.
 */
export const voidTicketRow = caseRowOf(VOID_TICKET_STATUSES).extend({
  voidNo: z.string(),
  passengerId: z.number().int(),
  ticketNo: z.string(),
  /** Business time the ticket was issued. */
  issueTime: z.string(),
});
export type VoidTicketRow = z.output<typeof voidTicketRow>;

export const voidTicketPage = pageListOf(voidTicketRow);
export type VoidTicketPage = z.output<typeof voidTicketPage>;

export const voidTicketDetail = voidTicketRow.extend({
  remark: z.string(),
  /** The airline's void reference, once it voided the ticket. */
  airlineVoidId: z.string().nullable(),
  records: z.array(caseRecordRow),
});
export type VoidTicketDetail = z.output<typeof voidTicketDetail>;

/** One passenger's ticket of an order, as the add form offers it. */
export const voidableTicket = z.object({
  passengerId: z.number().int(),
  passengerName: z.string(),
  ticketNo: z.string().nullable(),
  ticketStatus: z.string().nullable(),
  /** Business time of issue, null when the order was never ticketed. */
  issueTime: z.string().nullable(),
  /** Business time the void window closes (closed), null without an issue time. */
  windowEnd: z.string().nullable(),
  /** What voiding it would give back, in `currency`; null when the order was not paid. */
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  /** Why it cannot be voided, or null when it can. */
  refusal: z.string().nullable(),
});
export type VoidableTicket = z.output<typeof voidableTicket>;
