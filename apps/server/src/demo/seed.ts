import { users } from '../db/schema';
import type { Database, DbTransaction } from '../platform/db';
import { createRandom, type Random } from './random';
import { seedAirlineWrappers } from './seeders/airlines';
import { seedBalances } from './seeders/balances';
import { seedDisruptions } from './seeders/disruptions';
import { seedMailSettings } from './seeders/mail-settings';
import { seedOrders } from './seeders/orders';
import { seedRebooks } from './seeders/rebooks';
import { seedUsersAndRoles } from './seeders/users';

export const DEMO_SEED = 20_250_101;

export interface DemoOptions {
  seed?: number;
  /** Reference time for data spread around "today". */
  now?: Date;
  /** How many orders to create, for benchmarks (used by the orders seeder once it exists). */
  orders?: number;
}

export interface DemoContext {
  /** Every seeder runs inside one transaction: a failed seed leaves the database empty. */
  db: DbTransaction;
  random: Random;
  now: Date;
  options: DemoOptions;
  /** Ids one seeder leaves for the next: 'user:admin', 'role:Operator', 'account:1:EUR' ... */
  ids: Map<string, number>;
}

export type DemoSeeder = (ctx: DemoContext) => Promise<void>;

/** In order; each domain appends its seeder after the ones it builds on. */
export const DEMO_SEEDERS: DemoSeeder[] = [
  seedUsersAndRoles,
  seedBalances,
  seedAirlineWrappers,
  seedMailSettings,
  seedOrders,
  seedDisruptions,
  seedRebooks,
];

export async function seedDemoData(
  db: Database,
  options: DemoOptions = {},
  seeders: readonly DemoSeeder[] = DEMO_SEEDERS,
): Promise<void> {
  const random = createRandom(options.seed ?? DEMO_SEED);
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const ctx: DemoContext = { db: tx, random, now, options, ids: new Map() };
    for (const seeder of seeders) await seeder(ctx);
  });
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

/** Seeds a database that has no users yet; true when it did. */
export async function seedDemoIfEmpty(db: Database, options: DemoOptions = {}): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDemoData(db, options);
  return true;
}
