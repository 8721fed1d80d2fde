import type { ApiEnvelope } from '@ota/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { startDemoAirlines, type RunningDemoAirlines } from '../demo/airline';
import { syncDemoWrapperUrls } from '../demo/seeders/airlines';
import type { TestApp } from './app';
import { queryRows } from './databases';

/**
 * Calls of the case tests, signed in as each demo user; the demo airlines run over real HTTP, on a
 * clock that follows the real one until a test moves it on (advanceAirlineClock) instead of waiting.
 */
export function useCaseCalls(t: TestApp, users = ['admin', 'edreams', 'operator', 'limited']) {
  const tokens: Record<string, string> = {};
  let airlines: RunningDemoAirlines | undefined;
  let airlineClockAhead = 0;
  beforeAll(async () => {
    for (const name of users) tokens[name] = await t.login(name);
    airlines = await startDemoAirlines({ ports: [0, 0, 0], now: () => Date.now() + airlineClockAhead });
    await syncDemoWrapperUrls(t.database.db, airlines.wrappers);
  });
  afterAll(async () => {
    await airlines?.close();
  });

  const call = async <T>(options: InjectOptions, user = 'admin') =>
    (await t.inject({ ...options, headers: { 'x-token': tokens[user] ?? '', ...options.headers } })).json<
      ApiEnvelope<T>
    >();
  return {
    /** Moves the demo airlines' clock on by this many milliseconds, for the rest of the file. */
    advanceAirlineClock: (ms: number) => {
      airlineClockAhead += ms;
    },
    /** Where the demo airline with this code listens. */
    demoAirlineUrl: (code: string) => {
      const airline = airlines?.wrappers.find((wrapper) => wrapper.code === code);
      if (!airline) throw new Error(`no demo airline ${code}`);
      return airline.url;
    },
    get: <T>(url: string, user = 'admin') => call<T>({ method: 'GET', url: `/prod-api${url}` }, user),
    postJson: <T>(url: string, payload: object, user = 'admin') =>
      call<T>({ method: 'POST', url: `/prod-api${url}`, payload }, user),
    postForm: <T>(url: string, fields: Record<string, string | number>, user = 'admin') =>
      call<T>(
        {
          method: 'POST',
          url: `/prod-api${url}`,
          payload: new URLSearchParams(
            Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]),
          ).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        user,
      ),
  };
}

export async function ledgerFor(t: TestApp, reference: string) {
  return queryRows<{ type: string; amount: string }>(
    t.database.db,
    sql`select type, amount::text from ledger_entries where reference = ${reference} order by id`,
  );
}

export async function balanceOf(t: TestApp, accountId: number): Promise<string> {
  const [row] = await queryRows<{ balance: string }>(
    t.database.db,
    sql`select coalesce((select balance_after::text from ledger_entries where account_id = ${accountId}
      order by id desc limit 1), '0.00') as balance`,
  );
  return row?.balance ?? '0.00';
}
