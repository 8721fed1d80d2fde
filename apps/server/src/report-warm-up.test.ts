import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/app';
import { queryRows, testEngines } from './test/databases';
import { warmReportFigures } from './report-warm-up';

describe.each(testEngines())('report warm-up (%s)', (engine) => {
  const t = useTestApp(engine);

  it('keeps the last 366 settled days of both reports in the background and logs how long it took', async () => {
    warmReportFigures(t.database.db, 'UTC', t.app.log, 0);
    await expect
      .poll(() => t.logs.some((line) => String(line.msg).startsWith('report figures kept')), {
        timeout: 60_000,
      })
      .toBe(true);
    const [marks] = await queryRows<{ ledger: number; financial: number }>(
      t.database.db,
      sql`select (select count(*)::int from ledger_sum_days where time_zone = 'UTC') as ledger,
        (select count(*)::int from financial_day_marks where time_zone = 'UTC') as financial`,
    );
    expect(marks).toEqual({ ledger: 366, financial: 366 });
  });
});
