import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  airlineFilter,
  caseFilterValues,
  caseNoFilter,
  caseSearchOf,
  createdRange,
  orderFilters,
  type CaseFilterKind,
} from './case-filters';

const KIND: CaseFilterKind = {
  form: 'test-filters',
  area: 'test',
  texts: [caseNoFilter('testNo'), ...orderFilters(), airlineFilter],
  selects: [{ name: 'status', label: 'status', values: ['OPEN', 'DONE'], options: 'statuses' }],
  ranges: [createdRange],
};

describe('case filters', () => {
  it('trims the texts, puts numbers and codes in capitals and ranges as two days', () => {
    const search = caseSearchOf(KIND, {
      testNo: ' t1 ',
      orderNo: 'o9',
      passengerName: '  Li Lei ',
      airline: '',
      status: 'OPEN',
      created: [dayjs('2025-03-01'), null],
    });
    expect(search).toMatchObject({
      testNo: 'T1',
      orderNo: 'O9',
      passengerName: 'Li Lei',
      airline: undefined,
      status: 'OPEN',
      createStart: '2025-03-01',
      createEnd: undefined,
    });
  });

  it('shows a search from the address with its days as one range', () => {
    const values = caseFilterValues(KIND, { orderNo: 'O9', createEnd: '2025-03-05' });
    expect(values.orderNo).toBe('O9');
    expect(values).not.toHaveProperty('createEnd');
    const [start, end] = values.created as [null, dayjs.Dayjs];
    expect(start).toBeNull();
    expect(end.format('YYYY-MM-DD')).toBe('2025-03-05');
    expect(caseFilterValues(KIND, {}).created).toBeNull();
  });
});
