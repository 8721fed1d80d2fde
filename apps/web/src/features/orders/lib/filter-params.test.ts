import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toFilterParams } from './filter-params';

describe('toFilterParams', () => {
  it('drops blanks and upper-cases codes', () => {
    expect(
      toFilterParams({
        orderNo: ' of2611220001 ',
        pnr: 'ab12cd',
        passengerName: '  ',
        airline: 'da',
        dep: 'mad',
      }),
    ).toEqual({ orderNo: 'OF2611220001', pnr: 'AB12CD', airline: 'DA', dep: 'MAD' });
  });

  it('sends date ranges as YYYY-MM-DD and statuses as a list', () => {
    expect(
      toFilterParams({
        bookRange: [dayjs('2026-05-04T10:00:00'), dayjs('2026-05-10T23:00:00')],
        departRange: [null, dayjs('2026-06-01')],
        status: ['PAID', 'TICKETED'],
        email: 'Ana@Mail.com',
      }),
    ).toEqual({
      bookStart: '2026-05-04',
      bookEnd: '2026-05-10',
      departEnd: '2026-06-01',
      status: ['PAID', 'TICKETED'],
      email: 'Ana@Mail.com',
    });
  });

  it('leaves out an empty status list', () => {
    expect(toFilterParams({ status: [] })).toEqual({});
  });
});
