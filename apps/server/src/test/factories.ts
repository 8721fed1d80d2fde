import { sql } from 'drizzle-orm';
import type { DEMO_AIRLINES } from '../demo/airline/demo-airlines';
import { DEFAULT_DEMO_SEED, demoAirlineSeed } from '../demo/airline/demo-airlines';
import { legsFor, type Leg } from '../demo/airline/schedule';
import {
  createOrderOperationsRepository,
  refreshOrderSummary,
} from '../modules/orders/order-operations.repository';
import { appendOrderRecord } from '../modules/orders';
import { ticketPrefix } from '../modules/orders/ticket-numbers';
import { recordEvent } from '../platform/messages';
import { rowsOf } from '../platform/sql-rows';
import type { TestApp } from './app';
import { queryRows } from './databases';

export type DemoAirlineCode = (typeof DEMO_AIRLINES)[number]['code'];

export interface PaidOrderSpec {
  /** 1 onefly (paid as admin), 2 edreams (paid as edreams). */
  platform?: 1 | 2;
  /** A demo airline, which the demo airline service answers for. */
  airline?: DemoAirlineCode;
  adults?: number;
  children?: number;
  infants?: number;
  roundTrip?: boolean;
  /** The outbound flight leaves this many days after today (UTC); the return a week later. */
  daysAhead?: number;
  /** Two airports the demo airlines fly between. */
  from?: string;
  to?: string;
  /** What each adult's ticket costs (EUR); a child's three quarters of it, an infant's a tenth. */
  adultFare?: number;
}

const PAYERS = { 1: 'admin', 2: 'edreams' } as const;
/** The booking client the factory's orders say they came from. */
const CLIENT = 'OTA tests';
const AGE_YEARS = [35, 8, 1] as const;
const GIVEN_NAMES = ['ADA', 'BRUNO', 'CLARA', 'DIEGO', 'ELENA', 'FELIX', 'GRETA', 'HUGO', 'IRIS'];

/** What the factory needs of an app: its database, a demo account's session and a call into it. */
export type OrderMaker = Pick<TestApp, 'database' | 'login' | 'inject'>;

let made = 0;
const tokens = new WeakMap<OrderMaker, Partial<Record<1 | 2, string>>>();

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const shiftYears = (date: string, years: number) =>
  `${Number(date.slice(0, 4)) - years}${date.slice(5, 7)}${date.slice(8, 10)}`;

/** The demo airline's first flight on that date, or on the next day it flies. */
function flightOn(airline: DemoAirlineCode, from: string, to: string, startMs: number): Leg {
  const identity = {
    code: airline,
    name: airline,
    seed: demoAirlineSeed(DEFAULT_DEMO_SEED, airline),
  };
  for (let day = 0; day < 7; day++) {
    const [leg] = legsFor(identity, from, to, isoDate(startMs + day * 86_400_000));
    if (leg) return leg;
  }
  throw new Error(`${airline} does not fly ${from}-${to}`);
}

async function payerToken(t: OrderMaker, platform: 1 | 2): Promise<string> {
  const known = tokens.get(t) ?? {};
  tokens.set(t, known);
  return (known[platform] ??= await t.login(PAYERS[platform]));
}

/**
 * A ticketed, paid order made for one test: booked on a demo airline's real flights (the demo
 * airlines answer for them), paid through POST /orderOperation/pay (one BOOKING_DEBIT, its
 * order_payments row, the balance moved), then ticketed as the airline's TICKETED answer does.
 * Demo seeders, not a service call, create orders: so does this, by inserting the rows.
 */
export async function paidOrder(t: OrderMaker, spec: PaidOrderSpec = {}) {
  const {
    platform = 1,
    airline = 'DA',
    adults = 1,
    children = 0,
    infants = 0,
    roundTrip = false,
    daysAhead = 14,
    from = 'MAD',
    to = 'CDG',
    adultFare = 300,
  } = spec;
  const db = t.database.db;
  const today = Date.parse(`${isoDate(Date.now())}T00:00:00Z`);
  const out = flightOn(airline, from, to, today + daysAhead * 86_400_000);
  const back = roundTrip ? flightOn(airline, to, from, out.depMs + 7 * 86_400_000) : undefined;
  const ageTypes = [...Array<number>(adults).fill(0), ...Array<number>(children).fill(1)].concat(
    Array<number>(infants).fill(2),
  );
  const fareOf = (ageType: number) => [adultFare, adultFare * 0.75, adultFare * 0.1][ageType] ?? 0;
  const total = (ageTypes.reduce((sum, ageType) => sum + fareOf(ageType), 0) * (roundTrip ? 2 : 1)).toFixed(
    2,
  );
  made += 1;
  const orderNo = `${platform === 1 ? 'OF' : 'ED'}T${process.pid % 100000}${String(made).padStart(4, '0')}`;
  const pnr =
    `T${(process.pid % 1000).toString(36).toUpperCase().padStart(2, '0')}${made.toString(36).toUpperCase().padStart(3, '0')}`.slice(
      0,
      6,
    );

  const orderId = await db.transaction(async (tx) => {
    const [order] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into orders (order_no, platform_type, channel, airline, pnr, dep_airport, arr_airport, route,
          travel_type, status, book_time, depart_time, return_time, currency, total_price, total_price_eur,
          passenger_name, client)
        values (${orderNo}, ${platform}, 'WEB', ${airline}, ${pnr}, ${from}, ${to}, ${`${from}-${to}`},
          ${roundTrip ? 2 : 1}, 'PENDING_PAYMENT', now(), ${out.depTime}, ${back?.depTime ?? null}, 'EUR',
          ${total}, ${total}, '', ${CLIENT})
        returning id::int as id`,
    );
    if (!order) throw new Error('no order inserted');
    for (const [index, ageType] of ageTypes.entries()) {
      const given = GIVEN_NAMES[index % GIVEN_NAMES.length] ?? 'ADA';
      await tx.execute(sql`insert into order_passengers (order_id, seq, surname, given_name, age_type, gender,
          birthday, nationality, card_type, card_num, card_expired, card_issue_place)
        values (${order.id}, ${index + 1}, 'TESTER', ${given}, ${ageType}, ${index % 2 ? 'F' : 'M'},
          ${shiftYears(out.date, AGE_YEARS[ageType as 0 | 1 | 2])}, 'ES', 'PASSPORT',
          ${`XT${String(order.id % 10_000_000).padStart(7, '0')}`.slice(0, 9) + String(index)},
          ${isoDate(out.depMs + 3 * 365 * 86_400_000)}, 'ES')`);
    }
    for (const [index, leg] of [out, back].entries()) {
      if (!leg) continue;
      await tx.execute(sql`insert into order_segments (order_id, seq, back, airline, flight_no, dep, arr,
          dep_time, arr_time)
        values (${order.id}, ${index + 1}, ${index === 1}, ${airline}, ${leg.flightNo}, ${leg.origin.code},
          ${leg.destination.code}, ${leg.depTime}, ${leg.arrTime})`);
    }
    await tx.execute(sql`insert into order_contacts (order_id, name, email)
      values (${order.id}, 'TESTER/ADA', ${`ada.tester${order.id}@example.com`})`);
    // As the booking channel records every order it creates.
    await appendOrderRecord(
      tx,
      order.id,
      'system',
      recordEvent('recordOrderCreated', { channel: 'WEB', client: CLIENT }),
    );
    await refreshOrderSummary(tx, order.id);
    return order.id;
  });

  // The real payment path: the debit, its order_payments row and the record, as an operator pays.
  const paid = await t.inject({
    method: 'POST',
    url: '/prod-api/orderOperation/pay',
    headers: {
      'x-token': await payerToken(t, platform),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ orderNo }).toString(),
  });
  const answer = paid.json<{ status: number; message: string }>();
  if (answer.status !== 200) throw new Error(`paying ${orderNo}: ${answer.message}`);

  // Ticketed as getStatus moves an order on the airline's TICKETED answer.
  await db.transaction(async (tx) => {
    const orders = createOrderOperationsRepository(tx);
    await orders.setStatus(orderId, 'TICKETING');
    await orders.setStatus(orderId, 'TICKETED');
    await orders.issueTickets(orderId, ticketPrefix(airline));
  });

  const [payment] = await queryRows<{ account_id: number }>(
    db,
    sql`select account_id from order_payments where order_id = ${orderId}`,
  );
  const passengers = await queryRows<{ id: number; ticket_no: string | null; name: string }>(
    db,
    sql`select id::int as id, ticket_no, given_name || ' ' || surname as name from order_passengers
      where order_id = ${orderId} order by seq`,
  );
  const segments = await queryRows<{ id: number; back: boolean; dep_date: string }>(
    db,
    sql`select id::int as id, back, to_char(dep_time, 'YYYY-MM-DD') as dep_date from order_segments
      where order_id = ${orderId} order by seq`,
  );
  return {
    id: orderId,
    order_no: orderNo,
    platform_type: platform,
    account_id: payment?.account_id ?? 0,
    passengers,
    segments,
  };
}
export type PaidOrder = Awaited<ReturnType<typeof paidOrder>>;
