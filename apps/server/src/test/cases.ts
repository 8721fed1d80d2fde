import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { startDemoAirlines, type RunningDemoAirlines } from '../demo/airline';
import { syncDemoWrapperUrls } from '../demo/seeders/airlines';
import { postEntry } from '../modules/balance';
import { rowsOf } from '../platform/sql-rows';
import type { TestApp } from './app';
import { queryRows } from './databases';

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

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
      Envelope<T>
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

/** The order's booking debit, as a payment writes it, unless the order has one already. */
async function ensurePaid(t: TestApp, order: { id: number; order_no: string; platform_type: number }) {
  const [paid] = await queryRows<{ account_id: number }>(
    t.database.db,
    sql`select account_id from order_payments where order_id = ${order.id}`,
  );
  if (paid) return paid.account_id;
  return t.database.db.transaction(async (tx) => {
    const [account] = await rowsOf<{ id: number }>(
      tx,
      sql`select id from accounts where platform_type = ${order.platform_type} and currency = 'EUR'`,
    );
    if (!account) throw new Error('no EUR account');
    const entry = await postEntry(tx, {
      accountId: account.id,
      type: 'BOOKING_DEBIT',
      amount: '-300.00',
      reference: order.order_no,
      operator: 'test',
    });
    await tx.execute(sql`insert into order_payments (order_id, ledger_entry_id, account_id, amount, operator)
      values (${order.id}, ${entry.id}, ${account.id}, 300, 'test')`);
    return account.id;
  });
}

/** A paid, ticketed order of the platform on a demo airline, still to fly, with no case yet. */
export async function paidDemoOrder(t: TestApp, platform = 1, skip = 0, minPassengers = 1) {
  const [found] = await queryRows<{ order_no: string; id: number; platform_type: number }>(
    t.database.db,
    sql`select o.order_no, o.id::int as id, o.platform_type from orders o
      where o.platform_type = ${platform} and o.status = 'TICKETED' and o.airline in ('DA', 'EZ', 'OL')
        and o.depart_time > now() + interval '2 days'
        and not exists (select 1 from after_sales_cases c where c.order_id = o.id)
        and not exists (select 1 from order_passengers p
          where p.order_id = o.id and coalesce(p.ticket_status, 'OPEN') <> 'OPEN')
        and (select count(*) from order_passengers p where p.order_id = o.id) >= ${minPassengers}
      order by o.id limit 1 offset ${skip}`,
  );
  if (!found) throw new Error('no ticketed demo order on a demo airline whose tickets are all open');
  const row = { ...found, account_id: await ensurePaid(t, found) };
  const passengers = await queryRows<{ id: number; ticket_no: string | null; name: string }>(
    t.database.db,
    sql`select id::int as id, ticket_no, given_name || ' ' || surname as name from order_passengers
      where order_id = ${row.id} order by seq`,
  );
  const segments = await queryRows<{ id: number; back: boolean; dep_date: string }>(
    t.database.db,
    sql`select id::int as id, back, to_char(dep_time, 'YYYY-MM-DD') as dep_date from order_segments
      where order_id = ${row.id} order by seq`,
  );
  return { ...row, passengers, segments };
}
export type PaidDemoOrder = Awaited<ReturnType<typeof paidDemoOrder>>;

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
