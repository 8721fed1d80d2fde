import { sql } from 'drizzle-orm';
import { openPostgres } from '../../platform/db';
import { orderBatchStatements } from './bulk-orders';
import { createReferenceTables } from './reference-tables';
import { rowsOf } from './sql-rows';
const handle = await openPostgres(process.argv[2]!);
await handle.db.transaction(async (tx) => {
  const { routeCount } = await createReferenceTables(tx);
  for (const s of ['jit = off', 'enable_memoize = off', "work_mem = '128MB'", 'join_collapse_limit = 1']) await tx.execute(sql.raw('set local ' + s));
  const [st] = orderBatchStatements({ seed: 7, first: 1, count: 100000, numberWidth: 7, now: new Date(), routeCount, idBase: 10_000_000, passengerIdBase: 100_000_000 });
  const rows = await rowsOf<{ 'QUERY PLAN': string }>(tx, sql.raw('explain (analyze, verbose off) ' + st!));
  console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
  throw new Error('rollback');
}).catch((e) => console.log(String(e).slice(0, 200)));
await handle.close();
