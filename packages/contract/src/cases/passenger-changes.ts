import { z } from 'zod';
import { wholeNumber } from '../fields';
import { passengerUpdate } from '../orders/actions';
import { blankToUndefined, optionalDate, optionalText, orderNoField } from '../orders/fields';
import { pageListOf, pageQuery } from '../pagination';
import { CARD_TYPES, GENDERS } from '../orders/statuses';
import { caseRecordRow } from './kernel';
import { describeCaseKind } from './descriptor';
import { Permission } from '../permissions';
import { MailboxType } from '../settings-mail/mailboxes';

/** Passenger information changes (docs/domain.md, "Passenger information changes"). */
export const PASSENGER_CHANGE_STATUSES = ['REQUESTED', 'SUBMITTED', 'DONE', 'REJECTED', 'CANCELLED'] as const;
export type PassengerChangeStatus = (typeof PASSENGER_CHANGE_STATUSES)[number];

export const PASSENGER_CHANGE_CASE = describeCaseKind<PassengerChangeStatus>({
  kind: 'PASSENGER_CHANGE',
  prefix: 'PC',
  label: 'Passenger change',
  // Passenger changes go to the ticket-change mailboxes: the same desk reissues tickets.
  mailbox: MailboxType.TICKET_CHANGE,
  area: 'passengerChanges',
  pages: {
    code: Permission.PASSENGERS,
    list: '/html/passenger',
    detail: '/html/passenger/passengerDetail',
    by: 'id',
  },
  operationMenu: { key: 'passenger', place: 4 },
  // The server lets the ticket-change desk (1005-2) open one too, but its form lives on the passenger
  // change list, which the menu gives to 1005-4 only.
  fromOrder: { key: 'passengerChange', picks: true, place: 5 },
  statuses: PASSENGER_CHANGE_STATUSES,
  initial: 'REQUESTED',
  transitions: {
    REQUESTED: ['SUBMITTED', 'CANCELLED'],
    SUBMITTED: ['DONE', 'REJECTED'],
  },
  failures: ['REJECTED'],
});

export const PASSENGER_CHANGE_TYPES = ['NAME_CORRECTION', 'DOCUMENT_UPDATE'] as const;
export type PassengerChangeType = (typeof PASSENGER_CHANGE_TYPES)[number];

/** Letters a name correction may change (airlines allow small typos; more needs a new ticket). */
export const NAME_CORRECTION_MAX_LETTERS = 3;

const changeTypeField = z.enum(
  PASSENGER_CHANGE_TYPES,
  `changeType must be one of ${PASSENGER_CHANGE_TYPES.join(', ')}`,
);
const statusField = z.enum(
  PASSENGER_CHANGE_STATUSES,
  `status must be one of ${PASSENGER_CHANGE_STATUSES.join(', ')}`,
);

/**
 * `POST /passengerInfoChanging/add` form: the passenger as it should be after the change (the
 * fields of the order's passenger form), the kind of change, and a remark.
 */
export const passengerChangeAddInput = passengerUpdate.omit({ id: true }).extend({
  orderNo: orderNoField,
  passengerId: wholeNumber('passengerId'),
  changeType: changeTypeField,
  remark: optionalText('remark', 500),
});
export type PassengerChangeAddInput = z.infer<typeof passengerChangeAddInput>;

/** `POST /passengerInfoChanging/update` JSON. */
export const passengerChangeUpdateInput = z.object({
  id: wholeNumber('id'),
  version: wholeNumber('version'),
  status: statusField,
  reason: optionalText('reason', 500),
});
export type PassengerChangeUpdateInput = z.infer<typeof passengerChangeUpdateInput>;

/** `GET /passengerInfoChanging/pageList` params. */
export const passengerChangePageQuery = pageQuery.extend({
  changeNo: optionalText('changeNo', 24),
  orderNo: optionalText('orderNo', 32),
  pnr: optionalText('pnr', 6),
  passengerName: optionalText('passengerName', 64),
  changeType: z.preprocess(blankToUndefined, changeTypeField.optional()),
  status: z.preprocess(blankToUndefined, statusField.optional()),
  createStart: optionalDate('createStart'),
  createEnd: optionalDate('createEnd'),
});
export type PassengerChangePageQuery = z.infer<typeof passengerChangePageQuery>;

/** A passenger's fields as a change keeps them (the order's passenger form, without its id). */
const passengerValues = z.object({
  name: z.string(),
  gender: z.enum(GENDERS),
  birthday: z.string(),
  nationality: z.string(),
  cardType: z.enum(CARD_TYPES),
  cardNum: z.string(),
  cardExpired: z.string(),
  cardIssuePlace: z.string(),
});
export type PassengerValues = z.output<typeof passengerValues>;

/** What a passenger change keeps in its case's details: the passenger before, and as asked. */
export const passengerChangeDetails = z.object({ before: passengerValues, after: passengerValues });
export type PassengerChangeDetails = z.output<typeof passengerChangeDetails>;

/** One field the change touches, before and after. */
export const passengerFieldChange = z.object({ field: z.string(), before: z.string(), after: z.string() });
export type PassengerFieldChange = z.output<typeof passengerFieldChange>;

export const passengerChangeRow = z.object({
  id: z.number().int(),
  changeNo: z.string(),
  orderNo: z.string(),
  pnr: z.string(),
  airline: z.string(),
  platformType: z.number().int(),
  changeType: z.enum(PASSENGER_CHANGE_TYPES),
  status: z.enum(PASSENGER_CHANGE_STATUSES),
  version: z.number().int(),
  passengerId: z.number().int(),
  passengerName: z.string(),
  changes: z.array(passengerFieldChange),
  remark: z.string(),
  createdBy: z.string(),
  createTime: z.string(),
  updatedBy: z.string(),
  updateTime: z.string(),
});
export type PassengerChangeRow = z.output<typeof passengerChangeRow>;
export const passengerChangePage = pageListOf(passengerChangeRow);
export type PassengerChangePage = z.output<typeof passengerChangePage>;

export const passengerChangeDetail = passengerChangeRow.extend({ records: z.array(caseRecordRow) });
export type PassengerChangeDetail = z.output<typeof passengerChangeDetail>;
