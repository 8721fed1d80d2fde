import { users } from '../db/schema/users';
import type { Database } from '../platform/db';
import { DEMO_SEED, type DemoContext, type DemoOptions, type DemoSeeder } from './demo-context';
import { createRandom } from './random';
import { seedAirlineWrappers } from './seeders/airlines';
import { seedBaggage } from './seeders/baggage';
import { seedBalances } from './seeders/balances';
import { seedCompensations } from './seeders/compensations';
import { seedDisruptions } from './seeders/disruptions';
import { seedExchangeRates } from './seeders/exchange-rates';
import { seedMailSettings } from './seeders/mail-settings';
import { seedOrders } from './seeders/orders';
import { seedRebooks } from './seeders/rebooks';
import { seedPassengerChanges } from './seeders/passenger-changes';
import { seedRefunds } from './seeders/refunds';
import { seedSeats } from './seeders/seats';
import { seedTicketChanges } from './seeders/ticket-changes';
import { seedUsersAndRoles } from './seeders/users';
import { seedVoidTickets } from './seeders/void-tickets';

/** In order; each domain appends its seeder after the ones it builds on. */
export { DEMO_SEED, type DemoContext, type DemoOptions, type DemoSeeder } from './demo-context';

export const DEMO_SEEDERS: DemoSeeder[] = [
  seedUsersAndRoles,
  seedBalances,
  seedExchangeRates,
  seedAirlineWrappers,
  seedMailSettings,
  seedOrders,
  seedDisruptions,
  seedRebooks,
  seedRefunds,
  seedTicketChanges,
  seedPassengerChanges,
  seedCompensations,
  seedVoidTickets,
  seedBaggage,
  seedSeats,
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
