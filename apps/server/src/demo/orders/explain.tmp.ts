import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../platform/db';
import { orderBatchStatements } from './bulk-orders';
import { createReferenceTables } from './reference-tables';
import { suspendOrderIndexes } from './bulk-indexes';
import { rowsOf } from './sql-rows';
const handle = await openPostgres(process.argv[2]!);
const n = Number(process.argv[3] ?? 100000);
const cpu = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
await handle.db.transaction(async (tx) => {
  const [{ pid }] = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`) as [{ pid: number }];
  const { routeCount } = await createReferenceTables(tx);
  await suspendOrderIndexes(tx);
  for (const s of ['jit = off', 'enable_memoize = off', "work_mem = '128MB'", 'join_collapse_limit = 1']) await tx.execute(sql.raw('set local ' + s));
  const statements = orderBatchStatements({ seed: 7, first: 1, count: n, numberWidth: 7, now: new Date(), routeCount, idBase: 10_000_000, passengerIdBase: 100_000_000 });
  let total = 0;
  for (const s of statements) {
    if (s.startsWith('drop')) continue;
    const c = cpu(pid); const t = performance.now();
    await tx.execute(sql.raw(s));
    const used = cpu(pid) - c; total += used;
    console.log(`cpu ${used} ms, wall ${Math.round(performance.now()-t)} ms`, s.slice(0, 40).replace(/\s+/g, ' '));
  }
  console.log('total cpu ms', total);
  if (process.env.RESTORE) { const c = cpu(pid); const r = await suspendOrderIndexes(tx); }
  throw new Error('rollback');
}).catch((e) => console.log(String(e).slice(0, 200)));
await handle.close();
