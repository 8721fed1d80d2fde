import dayjs, { type Dayjs } from 'dayjs';
import type {
  CardType,
  Gender,
  OrderPassenger,
  PassengerChangeAddInput,
  PassengerChangeType,
  PassengerUpdate,
} from '@ota/contract';
import { formatBirthday } from '../../../lib/format';

/** The passenger as the change asks it to be (the order's passenger form, less its id). */
export type PassengerValues = Omit<PassengerUpdate, 'id'>;
export type PassengerField = keyof PassengerValues;

/**
 * What each kind of change lets the operator edit. The server takes the whole passenger, so the
 * other fields go as they are on the order; a document update keeps the name (the server refuses
 * a new name there), and a name correction touches nothing but the name.
 */
export const EDITABLE: Record<PassengerChangeType, readonly PassengerField[]> = {
  NAME_CORRECTION: ['name'],
  DOCUMENT_UPDATE: [
    'gender',
    'birthday',
    'nationality',
    'cardType',
    'cardNum',
    'cardExpired',
    'cardIssuePlace',
  ],
};

/** The add form's fields: dates as pickers hold them. */
export interface ChangeFormValues {
  orderNo: string;
  passengerId?: number;
  changeType: PassengerChangeType;
  name: string;
  gender: Gender;
  birthday: Dayjs | null;
  nationality: string;
  cardType: CardType;
  cardNum: string;
  cardExpired: Dayjs | null;
  cardIssuePlace: string;
  remark?: string;
}

export type PassengerFormFields = Pick<ChangeFormValues, PassengerField>;

/** The passenger's current values, as the form starts from them. */
export function formFieldsOf(passenger: OrderPassenger): PassengerFormFields {
  return {
    name: passenger.name,
    gender: passenger.gender,
    birthday: dayjs(formatBirthday(passenger.birthday)),
    nationality: passenger.nationality,
    cardType: passenger.cardType,
    cardNum: passenger.cardNum,
    cardExpired: dayjs(passenger.cardExpired),
    cardIssuePlace: passenger.cardIssuePlace,
  };
}

function valuesOf(fields: PassengerFormFields): PassengerValues {
  return {
    name: fields.name.trim().replace(/\s+/g, ' ').toUpperCase(),
    gender: fields.gender,
    birthday: fields.birthday?.format('YYYYMMDD') ?? '',
    nationality: fields.nationality.trim().toUpperCase(),
    cardType: fields.cardType,
    cardNum: fields.cardNum.trim().toUpperCase(),
    cardExpired: fields.cardExpired?.format('YYYY-MM-DD') ?? '',
    cardIssuePlace: fields.cardIssuePlace.trim().toUpperCase(),
  };
}

/**
 * The add call's form: the passenger as on the order, with the fields this kind of change edits as
 * the operator left them (the form holds no other field the server should take from it).
 */
export function toAddInput(
  orderNo: string,
  passenger: OrderPassenger,
  values: ChangeFormValues,
): PassengerChangeAddInput {
  const edited = Object.fromEntries(EDITABLE[values.changeType].map((field) => [field, values[field]]));
  return {
    ...valuesOf({ ...formFieldsOf(passenger), ...edited }),
    orderNo,
    passengerId: passenger.id,
    changeType: values.changeType,
    remark: values.remark?.trim() || undefined,
  };
}
