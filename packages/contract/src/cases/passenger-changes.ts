import { z } from 'zod';
import { wholeNumber } from '../fields';
import { passengerUpdate } from '../orders/actions';
import { blankToUndefined, optionalDate, optionalText, orderNoField } from '../orders/fields';
import { pageQuery, type PageList } from '../pagination';
import { declareCaseKind, type CaseRecordRow } from './kernel';

/** Passenger information changes (docs/domain.md, "Passenger information changes"). */
export const PASSENGER_CHANGE_STATUSES = ['REQUESTED', 'SUBMITTED', 'DONE', 'REJECTED', 'CANCELLED'] as const;
export type PassengerChangeStatus = (typeof PASSENGER_CHANGE_STATUSES)[number];

export const PASSENGER_CHANGE_CASE = declareCaseKind<PassengerChangeStatus>({
  kind: 'PASSENGER_CHANGE',
  prefix: 'PC',
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

/** One field the change touches, before and after. */
export interface PassengerFieldChange {
  field: string;
  before: string;
  after: string;
}

export interface PassengerChangeRow {
  id: number;
  changeNo: string;
  orderNo: string;
  pnr: string;
  airline: string;
  platformType: number;
  changeType: PassengerChangeType;
  status: PassengerChangeStatus;
  version: number;
  passengerId: number;
  passengerName: string;
  changes: PassengerFieldChange[];
  remark: string;
  createdBy: string;
  createTime: string;
  updatedBy: string;
  updateTime: string;
}
export type PassengerChangePage = PageList<PassengerChangeRow>;

export interface PassengerChangeDetail extends PassengerChangeRow {
  records: CaseRecordRow[];
}
