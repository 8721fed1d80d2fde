import { servedAirlines } from '@ota/contract';
import type { Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { onlineWrappersByAge } from '../airlines';
import { createWrapperClient, isSupplierError, type WrapperCalls, type WrapperClient } from '../suppliers';

/** Which airlines a wrapper URL answered for: learned from /v1/health, kept a minute. */
const LEARNED_MS = 60_000;

export interface OrderSupplier {
  name: string;
  /** Its calls name the airline asked for, so a wrapper serving several knows which is meant. */
  client: WrapperClient;
}

interface Candidate {
  name: string;
  url: string;
  /** Every airline the wrapper serves, its own first. */
  codes: string[];
}

/** The wrapper of the airline itself before a consolidator selling it; among equals, the oldest record. */
function pick(candidates: readonly Candidate[], airline: string): Candidate | undefined {
  return (
    candidates.find((wrapper) => wrapper.codes[0] === airline) ??
    candidates.find((wrapper) => wrapper.codes.includes(airline))
  );
}

/**
 * The online wrapper of an airline: one whose last connection test named the airline among those it
 * serves, else one whose /v1/health names it now (a record holds no airline until tested).
 */
export function createOrderSuppliers(deps: { db: Database; wrapperCalls: WrapperCalls }) {
  const learned = new Map<string, { codes: string[]; until: number }>();

  async function airlinesOf(name: string, url: string): Promise<string[]> {
    const known = learned.get(url);
    if (known && known.until > Date.now()) return known.codes;
    let codes: string[] = [];
    try {
      const health = await createWrapperClient({ ...deps.wrapperCalls, baseUrl: url, name }).health();
      codes = servedAirlines(health).map((airline) => airline.code);
    } catch (error) {
      if (!isSupplierError(error)) throw error;
    }
    learned.set(url, { codes, until: Date.now() + LEARNED_MS });
    return codes;
  }

  return {
    async forAirline(airline: string): Promise<OrderSupplier> {
      const online = await onlineWrappersByAge(deps.db);
      const tested = online.flatMap(({ name, url, tested }) =>
        tested ? [{ name, url, codes: tested.airlines?.map((sold) => sold.code) ?? [tested.code] }] : [],
      );
      let found = pick(tested, airline);
      if (!found) {
        const untested = online.filter((wrapper) => wrapper.tested === null);
        const codes = await Promise.all(untested.map((wrapper) => airlinesOf(wrapper.name, wrapper.url)));
        found = pick(
          untested.map(({ name, url }, index) => ({ name, url, codes: codes[index] ?? [] })),
          airline,
        );
      }
      if (!found) throw new BadRequestError(`No online wrapper for airline ${airline}`);
      return {
        name: found.name,
        client: createWrapperClient({ ...deps.wrapperCalls, baseUrl: found.url, name: found.name, airline }),
      };
    },
  };
}

/** A supplier failure as the refusal the operator reads ('Demo Air did not answer within 3000 ms'). */
export function supplierRefusal(error: unknown): never {
  if (isSupplierError(error)) throw new BadRequestError(error.message);
  throw error;
}
