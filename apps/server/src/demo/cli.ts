// `node --import tsx apps/server/src/demo/cli.ts --orders 1000000 [--seed N]`: demo data of any size
// into the configured database (DATABASE_URL, else the embedded one under DATA_DIR), which must be empty.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../platform/db';
import { DEMO_SEED, isDatabaseEmpty, seedDemoData } from './seed';
import { DEFAULT_DEMO_ORDERS } from './seeders/orders';

const ORDER_TABLES = [
  'orders',
  'order_segments',
  'order_passengers',
  'order_luggage',
  'order_contacts',
  'order_operation_records',
];

function wholeNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got '${value}'`);
  return Number(value);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { orders: { type: 'string' }, seed: { type: 'string' } } });
  const orders = wholeNumber(values.orders, '--orders', DEFAULT_DEMO_ORDERS);
  const seed = wholeNumber(values.seed, '--seed', DEMO_SEED);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (!(await isDatabaseEmpty(database.db))) {
      console.error('The database already holds data: demo data goes into an empty database only.');
      process.exitCode = 1;
      return;
    }
    const started = performance.now();
    await seedDemoData(database.db, { orders, seed });
    const seeded = performance.now();
    // Index-only scans (list counts) need the visibility map that only VACUUM writes.
    for (const table of ORDER_TABLES) await database.db.execute(sql.raw(`vacuum analyze ${table}`));
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pgdata`;
    console.log(
      `Seeded demo data with ${orders} orders into ${where} in ${((seeded - started) / 1000).toFixed(1)} s ` +
        `(vacuum ${((performance.now() - seeded) / 1000).toFixed(1)} s).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Cannot seed: ${error.message}` : error);
  process.exitCode = 1;
});
