import type { FastifyBaseLogger } from 'fastify';
import { fillLedgerDays } from './modules/balance';
import { fillFinancialDays } from './modules/financial-reports';
import type { Database } from './platform/db';
import { lastSettledDay, previousDay } from './platform/settled-days';

/** How many settled days the warm-up keeps: the longest range a report reads. */
const WARM_DAYS = 366;
/** Days per step, newest first: on PGlite a request waits for the statement in progress only. */
const STEP_DAYS = 7;

function weeksBack(endDay: string): { startDay: string; endDay: string }[] {
  const steps: { startDay: string; endDay: string }[] = [];
  let end = endDay;
  for (let left = WARM_DAYS; left > 0; left -= STEP_DAYS) {
    let start = end;
    for (let i = 1; i < Math.min(STEP_DAYS, left); i += 1) start = previousDay(start);
    steps.push({ startDay: start, endDay: end });
    end = previousDay(start);
  }
  return steps;
}

async function warm(db: Database, timeZone: string, log: FastifyBaseLogger): Promise<void> {
  const started = performance.now();
  try {
    const steps = weeksBack(lastSettledDay(timeZone));
    for (const step of steps) {
      await fillLedgerDays(db, { ...step, timeZone });
      await fillFinancialDays(db, { ...step, timeZone });
    }
    const ms = Math.round(performance.now() - started);
    log.info(
      { ms, days: WARM_DAYS },
      `report figures kept for the last ${WARM_DAYS} settled days in ${ms} ms`,
    );
  } catch (error) {
    log.error(
      { err: error },
      'keeping the report figures of settled days failed; reports fill them when read',
    );
  }
}

/**
 * Fills the figures kept per settled day (docs/decisions/0037-report-figures-kept-per-settled-day.md)
 * for the last year in the background after start, so the first report need not: never awaited,
 * never fatal.
 */
export function warmReportFigures(
  db: Database,
  timeZone: string,
  log: FastifyBaseLogger,
  delayMs = 2_000,
): void {
  setTimeout(() => void warm(db, timeZone, log), delayMs).unref();
}
