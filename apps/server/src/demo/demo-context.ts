import type { DbTransaction } from '../platform/db';
import type { Random } from './random';

/** What every demo seeder is given; seed.ts runs them in order. */
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
