import dayjs from 'dayjs';
import type { OrderPreference } from '@ota/contract';
import type { OrderFilterValues } from './filter-params';

/** The filter form's starting values from the user's saved defaults ('last N days' counted from today). */
export function preferenceFilters(preference: OrderPreference, today = dayjs()): OrderFilterValues {
  return {
    status: preference.statuses.length ? [...preference.statuses] : undefined,
    channel: preference.channel ?? undefined,
    bookRange: preference.bookDays
      ? [today.subtract(preference.bookDays - 1, 'day').startOf('day'), today.startOf('day')]
      : undefined,
  };
}
