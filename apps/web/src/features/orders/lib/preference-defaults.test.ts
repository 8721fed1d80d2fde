import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_PREFERENCE } from '@ota/contract';
import { toFilterParams } from './filter-params';
import { preferenceFilters } from './preference-defaults';

describe('preference filters', () => {
  it('starts the list on the saved statuses, channel and the last N booking days', () => {
    const values = preferenceFilters(
      { ...DEFAULT_ORDER_PREFERENCE, statuses: ['PENDING_PAYMENT'], channel: 'APP', bookDays: 7 },
      dayjs('2026-05-10T15:00:00'),
    );
    expect(toFilterParams(values)).toEqual({
      status: ['PENDING_PAYMENT'],
      channel: 'APP',
      bookStart: '2026-05-04',
      bookEnd: '2026-05-10',
    });
  });

  it('filters nothing with the built-in defaults', () => {
    expect(toFilterParams(preferenceFilters(DEFAULT_ORDER_PREFERENCE))).toEqual({});
  });
});
