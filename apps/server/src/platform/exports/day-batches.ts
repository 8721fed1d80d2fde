import { nextDay } from '../time';
import type { CopyTarget, CsvCopySource } from './copy-csv';

/** Business days 'YYYY-MM-DD', both included. */
export interface DayRange {
  startTime: string;
  endTime: string;
}

/**
 * The CSV of a report grouped by business day: on PGlite one COPY per day of the range (a day's rows
 * are read through the range's indexes, so each batch costs its own rows, not the range's), on
 * PostgreSQL one COPY of the whole range.
 */
export function dayCopySource(
  range: DayRange,
  copy: (days: DayRange, target: CopyTarget) => string,
): CsvCopySource<string> {
  return {
    copy: ({ from, to }, target) =>
      copy({ startTime: from ? nextDay(from) : range.startTime, endTime: to ?? range.endTime }, target),
    batchEnd: (from) => {
      const end = from ? nextDay(from) : range.startTime;
      return Promise.resolve(end < range.endTime ? end : null);
    },
  };
}
