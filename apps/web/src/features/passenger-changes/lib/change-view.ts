import { PASSENGER_CHANGE_CASE, type PassengerChangeStatus, type PassengerFieldChange } from '@ota/contract';
import { operatorMoves } from '../../../lib/case-deadline';
import { formatBirthday } from '../../../lib/format';
import type { PassengerField } from './change-form';

export const STATUS_COLORS: Record<PassengerChangeStatus, string> = {
  REQUESTED: 'default',
  SUBMITTED: 'processing',
  DONE: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
};

/** The moves an operator is offered now (the contract's PASSENGER_CHANGE_CASE). */
export function changeMoves(status: PassengerChangeStatus): PassengerChangeStatus[] {
  return operatorMoves(PASSENGER_CHANGE_CASE, status);
}

/** Moves that end the change without it being made: red buttons, and a reason asked. */
export const DANGER: readonly PassengerChangeStatus[] = ['REJECTED', 'CANCELLED'];

/** The server names each changed field in words (passenger-changes.service FIELDS); the screen translates them. */
const SERVER_FIELDS: Record<string, PassengerField> = {
  name: 'name',
  gender: 'gender',
  birthday: 'birthday',
  nationality: 'nationality',
  'document type': 'cardType',
  'document number': 'cardNum',
  'document expiry': 'cardExpired',
  'document issued in': 'cardIssuePlace',
};

/** A changed field as the screen shows it: its translation key (null: an unknown one, shown as sent). */
export interface FieldChangeView {
  key: PassengerField | null;
  field: string;
  before: string;
  after: string;
}

export function fieldChangeView(change: PassengerFieldChange): FieldChangeView {
  const key = SERVER_FIELDS[change.field] ?? null;
  // Birthdays travel as YYYYMMDD; every other date already reads YYYY-MM-DD.
  const shown = (value: string) => (key === 'birthday' ? formatBirthday(value) : value);
  return { key, field: change.field, before: shown(change.before), after: shown(change.after) };
}
