import { describe, expect, it } from 'vitest';
import { ageOn, birthdayProblem, changedFields } from './passenger-rules';

describe('passenger rules', () => {
  it('counts whole years up to the day', () => {
    expect(ageOn('20000515', '2026-05-14')).toBe(25);
    expect(ageOn('20000515', '2026-05-15')).toBe(26);
    expect(ageOn('20240229', '2026-02-28')).toBe(1);
  });

  it('checks the birthday against the age type on the day of departure', () => {
    expect(birthdayProblem(0, '20140101', '2026-01-01')).toBeNull();
    expect(birthdayProblem(0, '20140102', '2026-01-01')).toBe(
      'does not fit an adult (12 or older at departure)',
    );
    expect(birthdayProblem(1, '20240101', '2026-01-01')).toBeNull();
    expect(birthdayProblem(1, '20240102', '2026-01-01')).toBe(
      'does not fit a child (2 to 11 years at departure)',
    );
    expect(birthdayProblem(2, '20250601', '2026-01-01')).toBeNull();
    expect(birthdayProblem(2, '20260102', '2026-01-01')).toBe('is after the departure');
  });

  it('names each changed field once, in the request’s words', () => {
    const before = {
      surname: 'GARCIA',
      givenName: 'ANA',
      gender: 'F',
      birthday: '19900101',
      nationality: 'ES',
      cardType: 'PASSPORT',
      cardNum: 'AB123',
      cardExpired: '2030-01-01',
      cardIssuePlace: 'ES',
    };
    expect(changedFields(before, { ...before })).toEqual([]);
    expect(
      changedFields(before, { ...before, surname: 'LOPEZ', givenName: 'EVA', cardNum: 'ZZ999' }),
    ).toEqual(['name', 'cardNum']);
  });
});
