// Runs inside the bench's orders server (bench/orders-server.ts): the API's own statements, straight on the
// server's own database handle, timed there. Each answer carries the process's CPU per call.
import { createOrderDetailService } from '../../apps/server/src/modules/orders/order-detail.service';
import { csvSource } from '../../apps/server/src/modules/orders/order-export.repository';
import { orderWhere } from '../../apps/server/src/modules/orders/orders.repository';
import type { Database } from '../../apps/server/src/platform/db';
import { csvChunks } from '../../apps/server/src/platform/exports';
import { timeCalls } from './interleave';
import { answer } from './ipc';
import { directSearch } from './orders-cases';

export interface SqlRound {
  times: number[];
  cpuMs: number;
}
export interface SearchAsk {
  params: Record<string, string>;
  pageNum: number;
  calls: number;
}
export interface DetailAsk {
  orderNos: string[];
}
export interface ExportAsk {
  stime: string;
  etime: string;
}

const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export async function measured(calls: readonly (() => Promise<unknown>)[]): Promise<SqlRound> {
  const before = cpuNow();
  const times = await timeCalls(calls);
  return { times, cpuMs: (cpuNow() - before) / calls.length };
}

/** Counts the records of the CSV export's own COPY statements (one line each). */
async function exportRows(db: Database, timeZone: string, ask: ExportAsk): Promise<number> {
  const where = orderWhere(2, { bookStart: ask.stime, bookEnd: ask.etime }, timeZone);
  let rows = 0;
  for await (const chunk of csvChunks(db, csvSource(db, where, timeZone))) {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
  }
  return rows;
}

export function answerSqlAsks(db: Database, timeZone: string): void {
  const details = createOrderDetailService({ db, timeZone });
  answer('search', (body) => {
    const ask = body as SearchAsk;
    const run = directSearch(db, timeZone, ask.params, ask.pageNum);
    return measured(Array.from({ length: ask.calls }, () => run));
  });
  answer('detail', (body) =>
    measured((body as DetailAsk).orderNos.map((orderNo) => () => details.detail(1, orderNo))),
  );
  answer('export', (body) => measured([() => exportRows(db, timeZone, body as ExportAsk)]));
}
