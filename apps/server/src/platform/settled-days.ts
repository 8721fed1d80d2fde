import { formatDateTime, nextDay } from './time';

/**
 * A business day is settled when it ended more than this long ago: report figures are kept for
 * settled days only (docs/decisions/0037-report-figures-kept-per-settled-day.md). It is also the
 * longest a writing transaction is assumed to stay open.
 */
export const SETTLE_DELAY_MS = 10 * 60_000;

/** The calendar day before 'YYYY-MM-DD'. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The last settled business day of `timeZone` at `now`. */
export function lastSettledDay(timeZone: string, now = Date.now()): string {
  return previousDay(formatDateTime(new Date(now - SETTLE_DELAY_MS), timeZone).slice(0, 10));
}

export interface SettledSplit {
  /** The range's settled days, read from kept figures; null when it has none. */
  settled: { startDay: string; endDay: string } | null;
  /** The first day read live (no end: up to the range's own end); null when every day is settled. */
  liveStart: string | null;
}

/** A range of days (no end: up to now) cut where the settled days end. */
export function splitSettled(range: { startDay: string; endDay?: string }, settledEnd: string): SettledSplit {
  const end = range.endDay !== undefined && range.endDay < settledEnd ? range.endDay : settledEnd;
  const firstLive = nextDay(settledEnd);
  return {
    settled: range.startDay <= end ? { startDay: range.startDay, endDay: end } : null,
    liveStart:
      range.endDay !== undefined && range.endDay <= settledEnd
        ? null
        : range.startDay > firstLive
          ? range.startDay
          : firstLive,
  };
}
