import { and, asc, eq, sql } from 'drizzle-orm';
import { airlineWrappers } from '../../db/schema';
import type { Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { createWrapperClient, isSupplierError, type WrapperCalls, type WrapperClient } from '../suppliers';

/** Which airline a wrapper URL answered for: learned from /v1/health, kept a minute. */
const LEARNED_MS = 60_000;

export interface OrderSupplier {
  name: string;
  client: WrapperClient;
}

/**
 * The online wrapper of an airline: one whose last connection test named the airline, else one
 * whose /v1/health names it now (wrapper records hold no airline code until tested).
 */
export function createOrderSuppliers(deps: { db: Database; wrapperCalls: WrapperCalls }) {
  const learned = new Map<string, { code: string | null; until: number }>();

  async function airlineOf(name: string, url: string): Promise<string | null> {
    const known = learned.get(url);
    if (known && known.until > Date.now()) return known.code;
    let code: string | null = null;
    try {
      code = (await createWrapperClient({ ...deps.wrapperCalls, baseUrl: url, name }).health()).airline.code;
    } catch (error) {
      if (!isSupplierError(error)) throw error;
    }
    learned.set(url, { code, until: Date.now() + LEARNED_MS });
    return code;
  }

  return {
    async forAirline(airline: string): Promise<OrderSupplier> {
      const online = await deps.db
        .select({
          name: airlineWrappers.name,
          url: airlineWrappers.wrapperUrl,
          testedCode: sql<string | null>`${airlineWrappers.lastTestAirline}->>'code'`,
        })
        .from(airlineWrappers)
        .where(and(eq(airlineWrappers.status, 'online')))
        .orderBy(asc(airlineWrappers.id));
      let found = online.find((wrapper) => wrapper.testedCode === airline);
      if (!found) {
        const untested = online.filter((wrapper) => wrapper.testedCode === null);
        const codes = await Promise.all(untested.map((wrapper) => airlineOf(wrapper.name, wrapper.url)));
        found = untested.find((_wrapper, index) => codes[index] === airline);
      }
      if (!found) throw new BadRequestError(`No online wrapper for airline ${airline}`);
      return {
        name: found.name,
        client: createWrapperClient({ ...deps.wrapperCalls, baseUrl: found.url, name: found.name }),
      };
    },
  };
}

/** A supplier failure as the refusal the operator reads ('Demo Air did not answer within 3000 ms'). */
export function supplierRefusal(error: unknown): never {
  if (isSupplierError(error)) throw new BadRequestError(error.message);
  throw error;
}
