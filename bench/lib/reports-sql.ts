// Runs inside the bench's server (bench/orders-server.ts): the report services' own calls and the
// financial export's statements, straight on the server's database handle, timed there: what an API call
// does without HTTP, the session and the envelope. Each answer carries the process's CPU per call.
import { financialQuery, transactionPageQuery } from '@ota/contract';
import type { Config } from '../../apps/server/src/config';
import { createFinancialRepository } from '../../apps/server/src/modules/financial-reports/financial.repository';
import { createFinancialService } from '../../apps/server/src/modules/financial-reports/financial.service';
import type { Actor } from '../../apps/server/src/modules/transactions/transaction-scope';
import { createTransactionsService } from '../../apps/server/src/modules/transactions/transactions.service';
import type { Database } from '../../apps/server/src/platform/db';
import { answer } from './ipc';
import { measured } from './orders-sql';

/** The most rows per statement of the financial export (financial.service.ts's EXPORT_BATCH). */
const EXPORT_BATCH = 5_000;

export interface FinancialQueryAsk {
  /** The platform the route gives the caller. */
  scope: number;
  params: Record<string, string>;
  calls: number;
}
export interface TransactionPageAsk {
  actor: Actor;
  params: Record<string, string>;
  calls: number;
}
export interface FinancialExportAsk {
  scope: number;
  startTime: string;
  endTime: string;
}

export function answerReportAsks(db: Database, config: Pick<Config, 'timeZone' | 'brand'>): void {
  const reports = createFinancialService({ db, timeZone: config.timeZone, brand: config.brand });
  const repository = createFinancialRepository(db);
  const transactions = createTransactionsService({ db, timeZone: config.timeZone });
  const times = <T>(calls: number, call: () => Promise<T>) =>
    measured(Array.from({ length: calls }, () => call));

  answer('financialQuery', (body) => {
    const ask = body as FinancialQueryAsk;
    const query = financialQuery.parse(ask.params);
    return times(ask.calls, () => reports.query(ask.scope, query));
  });
  answer('transactionPage', (body) => {
    const ask = body as TransactionPageAsk;
    const query = transactionPageQuery.parse(ask.params);
    return times(ask.calls, () => transactions.page(ask.actor, query));
  });
  // The export's statements only (the settled days kept, its rows in runs of days of at most 5,000
  // rows, the kept days then the live rest, then the totals, as financial.service.ts reads the
  // .xlsx's rows), not the file it builds.
  answer('financialExport', (body) => {
    const ask = body as FinancialExportAsk;
    const range = { ...ask, timeZone: config.timeZone };
    return times(1, async () => {
      await repository.prepare(range);
      let rows = 0;
      for await (const batch of repository.batches(range, EXPORT_BATCH)) rows += batch.length;
      await repository.totals(range);
      return rows;
    });
  });
}
