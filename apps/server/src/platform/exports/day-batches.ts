import { nextDay } from '../time';
import type { CopyTarget, CsvCopySource } from './copy-csv';

/** Business days 'YYYY-MM-DD', both included. */
export interface DayRange {
  startTime: string;
  endTime: string;
}

/**
 * The CSV of a report grouped by business day, read in runs of days (`ends`: each run's last day, in
 * order): on PGlite one COPY per run (a run's rows are read through the range's indexes, so each batch
 * costs its own rows, not the range's), on PostgreSQL one COPY of the whole range.
 */
export function dayCopySource(
  range: DayRange,
  ends: readonly string[],
  copy: (days: DayRange, target: CopyTarget) => string,
): CsvCopySource<string> {
  // The last run reaches the range's end.
  const batchEnds = ends.slice(0, -1);
  return {
    copy: ({ from, to }, target) =>
      copy({ startTime: from ? nextDay(from) : range.startTime, endTime: to ?? range.endTime }, target),
    batchEnd: (from) => Promise.resolve(batchEnds.find((end) => from === null || end > from) ?? null),
  };
}
