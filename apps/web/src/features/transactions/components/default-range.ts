import dayjs from 'dayjs';

const DEFAULT_DAYS = 30;

/** The last 30 days, today included: where the records and the rates start. */
export function defaultRange(): { startTime: string; endTime: string } {
  return {
    startTime: dayjs()
      .subtract(DEFAULT_DAYS - 1, 'day')
      .format('YYYY-MM-DD'),
    endTime: dayjs().format('YYYY-MM-DD'),
  };
}
