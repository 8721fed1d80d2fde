import { AgeType } from '@ota/contract';

/** Whole years between a YYYYMMDD birthday and a YYYY-MM-DD day. */
export function ageOn(birthday: string, day: string): number {
  const [y, m, d] = [
    Number(birthday.slice(0, 4)),
    Number(birthday.slice(4, 6)),
    Number(birthday.slice(6, 8)),
  ];
  const [ty, tm, td] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
  const hadBirthday = tm > m || (tm === m && td >= d);
  return ty - y - (hadBirthday ? 0 : 1);
}

/** IATA age bands on the day of the first flight: infants under 2, children 2 to 11, adults 12 and over. */
const BANDS: Record<number, { min: number; max: number; label: string }> = {
  [AgeType.ADULT]: { min: 12, max: 150, label: 'an adult (12 or older at departure)' },
  [AgeType.CHILD]: { min: 2, max: 11, label: 'a child (2 to 11 years at departure)' },
  [AgeType.INFANT]: { min: 0, max: 1, label: 'an infant (under 2 at departure)' },
};

/** Why a birthday does not fit the passenger's age type, or null when it does. */
export function birthdayProblem(ageType: number, birthday: string, departDate: string): string | null {
  const band = BANDS[ageType];
  if (!band) return null;
  const age = ageOn(birthday, departDate);
  if (age < 0) return 'is after the departure';
  return age >= band.min && age <= band.max ? null : `does not fit ${band.label}`;
}

export interface PassengerFields {
  surname: string;
  givenName: string;
  gender: string;
  birthday: string;
  nationality: string;
  cardType: string;
  cardNum: string;
  cardExpired: string;
  cardIssuePlace: string;
}

const FIELD_NAMES: Record<keyof PassengerFields, string> = {
  surname: 'name',
  givenName: 'name',
  gender: 'gender',
  birthday: 'birthday',
  nationality: 'nationality',
  cardType: 'cardType',
  cardNum: 'cardNum',
  cardExpired: 'cardExpired',
  cardIssuePlace: 'cardIssuePlace',
};

/** The request's field names that differ between two versions of a passenger, each once. */
export function changedFields(before: PassengerFields, after: PassengerFields): string[] {
  const changed = (Object.keys(FIELD_NAMES) as (keyof PassengerFields)[])
    .filter((key) => before[key] !== after[key])
    .map((key) => FIELD_NAMES[key]);
  return [...new Set(changed)];
}
