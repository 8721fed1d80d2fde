import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../platform/db';
import { recordEventSql } from '../../platform/messages';
import { GIVEN_PER_GENDER, PEOPLE, PLATFORM_SALES, SURNAMES_PER_GROUP } from './people';

export interface BulkOrdersOptions {
  seed: number;
  /** Orders numbered first … first + count - 1; the number decides every value of an order. */
  first: number;
  count: number;
  /** Orders of the whole run: they are spread over the year in number order (bookTimeSql). */
  total: number;
  now: Date;
  routeCount: number;
  /** orders.id = idBase + n; order_passengers.id = passengerIdBase + (n - 1) * 8 + k. */
  idBase: number;
  passengerIdBase: number;
}

const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TICKETED = `('TICKETED', 'PARTIALLY_USED', 'COMPLETED')`;
const PAID = `('PAID', 'TICKETING', 'TICKETED', 'TICKETING_FAILED', 'PARTIALLY_USED', 'COMPLETED')`;
const ORDER_HASHES = 14;
const DAY_SECONDS = 86_400;
/** Bookings reach back 365 days: with today, the 366 days a report's longest range covers. */
const HISTORY_SECONDS = 365 * DAY_SECONDS;
/** The last 90 days hold most orders; the nine months before are thinner, so the demo stays small. */
const RECENT_SECONDS = 90 * DAY_SECONDS;
const RECENT_SHARE = 0.8;
const PASSENGER_HASHES = 5;

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
const pick = (values: readonly string[], draw: string) =>
  `(array[${values.map(text).join(', ')}])[1 + ${draw} % ${values.length}]`;

/**
 * Every value of an order comes from hashing its number with the seed (hashint8extended, the
 * same on every PostgreSQL since 11), so the data is the same on every run and any batch can be
 * made on its own, inside the database: no row travels through Node. One 64-bit hash gives three
 * 20-bit draws; the hashes are computed once per row (OFFSET 0 keeps the planner from inlining
 * them into every use).
 */
const draw = (prefix: 'h' | 'q', n: number) =>
  `((${prefix}${1 + Math.floor(n / 3)} >> ${(n % 3) * 20}) & 1048575)`;
const D = (n: number) => draw('h', n);
const P = (n: number) => draw('q', n);
const fullHash = (prefix: 'h' | 'q', n: number) => `(${prefix}${n} & 2147483647)`;

function hashColumns(prefix: 'h' | 'q', count: number, key: string, salt: bigint): string {
  return Array.from(
    { length: count },
    (_, n) => `hashint8extended(${key}, ${salt + BigInt(n)}) as ${prefix}${n + 1}`,
  ).join(', ');
}

/** EUR cents to cents of the order's currency, rounded half up, in integers. */
const toCurrency = (name: string) => `(s.${name}_eur * s.rate_milli + 500) / 1000 as ${name}_cur`;

/**
 * Booked in number order, as real order numbers run (indexes on the booking time fill in sequence):
 * the first orders evenly over the older months, the rest evenly over the last 90 days, each at a
 * hashed second of its slot.
 */
function bookTimeSql(o: BulkOrdersOptions): string {
  const now = Math.floor(o.now.getTime() / 1000);
  const older = Math.floor(o.total * (1 - RECENT_SHARE));
  const recent = o.total - older;
  const span = (start: number, seconds: number, first: number, count: number) =>
    `to_timestamp(${start} + (g.i - ${first})::bigint * ${seconds} / ${count}
      + ${fullHash('h', 13)} % ${Math.max(1, Math.floor(seconds / count))})`;
  const recentTime = span(now - RECENT_SECONDS, RECENT_SECONDS, older + 1, recent);
  if (older === 0) return recentTime;
  const olderTime = span(now - HISTORY_SECONDS, HISTORY_SECONDS - RECENT_SECONDS, 1, older);
  return `case when g.i <= ${older} then ${olderTime} else ${recentTime} end`;
}

function statusSql(now: string, nowLocal: string): string {
  const r = `(${D(9)} % 1000)`;
  return `case
    when s.out_dep > ${nowLocal} then
      case when s.book_time > ${now} - interval '1 day' then
        case when ${r} < 300 then 'PENDING_PAYMENT' when ${r} < 400 then 'PAID' when ${r} < 480 then 'TICKETING'
             when ${r} < 520 then 'TICKETING_FAILED' when ${r} < 550 then 'CANCELLED' else 'TICKETED' end
      else
        case when ${r} < 60 then 'EXPIRED' when ${r} < 100 then 'CANCELLED' when ${r} < 130 then 'TICKETING_FAILED'
             when ${r} < 140 then 'TICKETING' when ${r} < 145 then 'PAID' else 'TICKETED' end
      end
    when s.travel_type = 2 and s.back_dep > ${nowLocal} then
      case when ${r} < 50 then 'CANCELLED' when ${r} < 100 then 'EXPIRED' else 'PARTIALLY_USED' end
    else case when ${r} < 70 then 'CANCELLED' when ${r} < 140 then 'EXPIRED' else 'COMPLETED' end
  end`;
}

function stagingOrdersSql(o: BulkOrdersOptions): string {
  const now = `'${o.now.toISOString()}'::timestamptz`;
  const nowLocal = `(${now} at time zone 'UTC')`;
  const last = o.first + o.count - 1;
  const sales = (key: 'clients' | 'branches', n: number) =>
    `case when ${D(0)} % 100 < 55 then ${pick(PLATFORM_SALES[1][key], D(n))} else ${pick(PLATFORM_SALES[2][key], D(n))} end`;
  const pnr = Array.from(
    { length: 6 },
    (_, n) => `substr('${PNR_ALPHABET}', 1 + ((${fullHash('h', 14)} >> ${n * 5}) & 31)::int, 1)`,
  ).join(' || ');
  const cabinFactor = `case a.cabin when 'economy' then 1 when 'premium' then 1.7 when 'business' then 3.4 else 5.8 end`;

  return `create temp table demo_o on commit drop as
  select s.*, st.status,
    case when st.status in ${PAID} then least(${now}, s.book_time + make_interval(mins => (1 + ${D(24)} % 4)::int)) end as paid_at,
    case when st.status in ${TICKETED} then least(${now}, s.book_time + make_interval(mins => (6 + ${D(25)} % 170)::int)) end as confirm_time,
    least(${now}, s.book_time + make_interval(hours => (1 + ${D(26)} % 48)::int)) as cancel_time,
    s.fare_eur + s.taxes_eur + s.fees_eur + s.seat_eur + (s.bag_row_eur + s.cab_row_eur) * s.seated as total_eur,
    c.*,
    c.fare_cur + c.taxes_cur + c.fees_cur + c.seat_cur + (c.bag_row_cur + c.cab_row_cur) * s.seated as total_cur
  from (
    select g.i, ${o.idBase} + g.i as order_id, h.*, a.*, a.adults + a.children + a.infants as pax,
      a.adults + a.children as seated,
      r.airline, r.dep, r.arr, r.currency, r.rate_milli, r.ticket_prefix,
      d.dep_date, d.ret_date,
      f.flight_no as out_flight, d.dep_date + f.dep_offset as out_dep, d.dep_date + f.arr_offset as out_arr,
      bf.flight_no as back_flight, d.ret_date + bf.dep_offset as back_dep, d.ret_date + bf.arr_offset as back_arr,
      d.adult_fare * (a.adults * 100 + a.children * 75 + a.infants * 10) / 100 * a.travel_type as fare_eur,
      (a.adults + a.children) * ((r.dep_fee * 100 + r.arr_fee * 50)
        + case when a.travel_type = 2 then r.arr_fee * 100 + r.dep_fee * 50 else 0 end)::bigint as taxes_eur,
      500 + ${D(17)} % 2000 as fees_eur,
      case when ${D(18)} % 100 < 30 then (800 + ${D(19)} % 1700) * (a.adults + a.children) * a.travel_type else 0 end as seat_eur,
      case when ${D(20)} % 100 < 35 then (2500 + ${D(21)} % 3500) * a.travel_type else 0 end as bag_row_eur,
      case when ${D(22)} % 100 < 20 then (1000 + ${D(23)} % 1000) * a.travel_type else 0 end as cab_row_eur
    from generate_series(${o.first}, ${last}) as g(i)
    cross join lateral (select ${hashColumns('h', ORDER_HASHES, 'g.i', BigInt(o.seed) * 1000n)} offset 0) h
    cross join lateral (select
      case when ${D(0)} % 100 < 55 then 1 else 2 end as platform,
      ${bookTimeSql(o)} as book_time,
      1 + ${D(1)} % ${o.routeCount} as route_id,
      case when ${D(2)} % 100 < 45 then 2 else 1 end as travel_type,
      case when ${D(3)} % 100 < 55 then 1 when ${D(3)} % 100 < 85 then 2 when ${D(3)} % 100 < 95 then 3 else 4 end as adults,
      case when ${D(4)} % 100 < 75 then 0 when ${D(4)} % 100 < 90 then 1 else 2 end as children,
      case when ${D(5)} % 100 < 90 then 0 else 1 end as infants,
      (${D(6)} % ${PEOPLE.length})::int as grp,
      case when ${D(7)} % 100 < 85 then 'economy' when ${D(7)} % 100 < 90 then 'premium'
           when ${D(7)} % 100 < 99 then 'business' else 'first' end as cabin,
      case when ${D(8)} % 100 < 45 then 'WEB' when ${D(8)} % 100 < 70 then 'APP' when ${D(8)} % 100 < 85 then 'META'
           when ${D(8)} % 100 < 90 then 'CALL_CENTER' else 'API' end as channel,
      ${sales('clients', 10)} as client,
      ${sales('branches', 11)} as branch,
      ${pnr} as pnr
      offset 0) a
    join demo_route r on r.id = a.route_id
    cross join lateral (select x.dep_date, x.dep_date + 2 + (${D(13)} % 14)::int as ret_date,
      round((39 + 0.085 * least(r.km, 3000) + 0.05 * greatest(r.km - 3000, 0))
        * ${cabinFactor} * (0.8 + (${D(14)} % 60) / 100.0))::bigint * 100 as adult_fare
      from (select (a.book_time at time zone 'UTC')::date + 1
        + (${D(12)} % least(120, (${nowLocal})::date + 60 - (a.book_time at time zone 'UTC')::date))::int as dep_date) x
      offset 0) d
    join demo_route_day od on od.route_id = r.id and od.weekday = extract(dow from d.dep_date)::int
    join demo_flight f on f.route_id = r.id and f.weekday = od.weekday and f.n = ${D(15)} % od.cnt
    left join demo_route_day bd on a.travel_type = 2 and bd.route_id = r.back_id
      and bd.weekday = extract(dow from d.ret_date)::int
    left join demo_flight bf on bf.route_id = r.back_id and bf.weekday = bd.weekday and bf.n = ${D(16)} % bd.cnt
  ) s
  cross join lateral (select ${statusSql(now, nowLocal)} as status offset 0) st
  cross join lateral (select ${toCurrency('fare')}, ${toCurrency('taxes')}, ${toCurrency('fees')},
    ${toCurrency('seat')}, ${toCurrency('bag_row')}, ${toCurrency('cab_row')} offset 0) c`;
}

function stagingPassengersSql(o: BulkOrdersOptions): string {
  const day = 365;
  const passport = `(${P(5)} % 100 < 70 or p.country in ('GB', 'US', 'CN'))`;
  return `create temp table demo_p on commit drop as
  select o.i, o.order_id, k, ${o.passengerIdBase} + (o.i - 1) * 8 + k as id,
    case when k <= o.adults then 0 when k <= o.adults + o.children then 1 else 2 end as age_type,
    case when ${P(0)} % 2 = 0 then 'M' else 'F' end as gender,
    case when ${P(0)} % 2 = 0 then p.male[1 + ${P(1)} % ${GIVEN_PER_GENDER}]
         else p.female[1 + ${P(1)} % ${GIVEN_PER_GENDER}] end as given_name,
    p.surnames[1 + case when k = 1 or ${P(2)} % 100 < 85 then ${D(34)} % ${SURNAMES_PER_GROUP}
                        else ${P(3)} % ${SURNAMES_PER_GROUP} end] as surname,
    to_char(o.dep_date - (case when k <= o.adults then ${18 * day} + ${P(4)} % ${52 * day}
      when k <= o.adults + o.children then ${2 * day} + ${P(4)} % ${9 * day} else 30 + ${P(4)} % 650 end)::int,
      'YYYYMMDD') as birthday,
    p.country as nationality,
    case when ${passport} then 'PASSPORT' else 'ID_CARD' end as card_type,
    case when ${passport}
      then chr(65 + (${P(6)} % 26)::int) || chr(65 + (${P(7)} % 26)::int) || lpad((${fullHash('q', 5)} % 10000000)::text, 7, '0')
      else lpad((${fullHash('q', 5)} % 100000000)::text, 8, '0') || chr(65 + (${P(6)} % 23)::int) end as card_num,
    o.dep_date + (200 + ${P(8)} % 3000)::int as card_expired,
    case when o.status in ${TICKETED}
      then o.ticket_prefix || lpad(((o.i * 8 + k) % 10000000000)::text, 10, '0') end as ticket_no,
    case when o.status in ('TICKETED', 'PARTIALLY_USED')
           then case when o.pax > 1 and k = o.pax and ${P(9)} % 100 < 3 then 'REFUNDED' else 'OPEN' end
         when o.status = 'COMPLETED' then case when ${P(9)} % 100 < 2 then 'EXCHANGED' else 'USED' end
    end as ticket_status,
    p.mail_domain
  from demo_o o
  cross join lateral generate_series(1, o.pax) as k
  cross join lateral (select ${hashColumns('q', PASSENGER_HASHES, 'o.i * 8 + k', BigInt(o.seed) * 1000n + 500n)} offset 0) q
  join demo_people p on p.grp = o.grp`;
}

/** The lead passenger's address: the contact's too. */
const leadEmail = `lower(given_name || '.' || surname) || (id % 97)::text || '@' || mail_domain`;

function insertOrdersSql(o: BulkOrdersOptions): string {
  const cents = (column: string) => `(${column})::numeric / 100`;
  const cur = (column: string) => `o.${column}::numeric / 100`;
  return `insert into orders (id, order_no, platform_type, channel, client, branch, airline, pnr, dep_airport,
    arr_airport, route, travel_type, status, book_time, confirm_time, depart_time, return_time, currency,
    total_price, total_price_eur, taxes, fees, seat_price, seat_price_eur, baggage_price, baggage_price_eur,
    cabin_baggage_price, cabin_baggage_price_eur, payment_account, paid_at, passenger_name, passenger_email,
    passenger_names, passenger_count, segment_summary, updated_at)
  select o.order_id,
    case o.platform when 1 then '${PLATFORM_SALES[1].prefix}' else '${PLATFORM_SALES[2].prefix}' end
      || to_char(o.book_time at time zone 'UTC', 'YYMMDD') || lpad(o.i::text, ${Math.max(4, String(o.total).length)}, '0'),
    o.platform, o.channel, o.client, o.branch, o.airline, o.pnr, o.dep, o.arr, o.dep || '-' || o.arr,
    o.travel_type, o.status, o.book_time, o.confirm_time, o.out_dep, o.back_dep, o.currency,
    ${cents('o.total_cur')}, ${cents('o.total_eur')}, ${cur('taxes_cur')}, ${cur('fees_cur')},
    ${cur('seat_cur')}, ${cents('o.seat_eur')},
    ${cents('o.bag_row_cur * o.seated')}, ${cents('o.bag_row_eur * o.seated')},
    ${cents('o.cab_row_cur * o.seated')}, ${cents('o.cab_row_eur * o.seated')},
    case when o.paid_at is null then '' when o.platform = 1 then '${PLATFORM_SALES[1].account}'
         else '${PLATFORM_SALES[2].account}' end,
    o.paid_at, n.lead_name, n.lead_email, n.names, o.pax,
    o.out_flight || ' ' || o.dep || '-' || o.arr || ' ' || to_char(o.out_dep, 'YYYY-MM-DD HH24:MI')
      || case when o.travel_type = 2 then '; ' || o.back_flight || ' ' || o.arr || '-' || o.dep || ' '
         || to_char(o.back_dep, 'YYYY-MM-DD HH24:MI') else '' end,
    coalesce(o.confirm_time, o.paid_at, o.book_time)
  from demo_o o
  join (select i, string_agg(lower(given_name || ' ' || surname), ' | ') as names,
          min(given_name || ' ' || surname) filter (where k = 1) as lead_name,
          min(${leadEmail}) filter (where k = 1) as lead_email
        from demo_p group by i) n on n.i = o.i`;
}

const SEGMENTS_SQL = `insert into order_segments (order_id, seq, back, airline, flight_no, dep, arr, dep_time, arr_time, cabin)
  select order_id, 1, false, airline, out_flight, dep, arr, out_dep, out_arr, cabin from demo_o
  union all
  select order_id, 2, true, airline, back_flight, arr, dep, back_dep, back_arr, cabin from demo_o where travel_type = 2`;

const PASSENGERS_SQL = `insert into order_passengers (id, order_id, seq, surname, given_name, age_type, gender, birthday,
    nationality, card_type, card_num, card_expired, card_issue_place, ticket_no, ticket_status)
  select id, order_id, k, upper(surname), upper(given_name), age_type, gender, birthday, nationality, card_type,
    card_num, card_expired, nationality, ticket_no, ticket_status
  from demo_p`;

const LUGGAGE_SQL = `insert into order_luggage (order_id, passenger_id, kind, pieces, weight_kg, price, price_eur)
  select p.order_id, p.id, l.kind, 1, l.weight, l.cur::numeric / 100, l.eur::numeric / 100
  from demo_o o
  join demo_p p on p.i = o.i and p.age_type < 2
  cross join lateral (values ('CHECKED', 23, o.bag_row_eur, o.bag_row_cur), ('CABIN', 10, o.cab_row_eur, o.cab_row_cur))
    as l(kind, weight, eur, cur)
  where (o.bag_row_eur > 0 or o.cab_row_eur > 0) and l.eur > 0`;

function contactsSql(): string {
  return `insert into order_contacts (order_id, name, address, postcode, mobile, email, use_guest_mail)
  select o.order_id, upper(p.surname || '/' || p.given_name),
    (1 + ${D(28)} % 180)::text || ' ' || pe.street || ', ' || pe.city,
    lpad((${D(29)} % 99999)::text, 5, '0'),
    pe.phone_prefix || lpad(((${fullHash('h', 14)} >> 30) % 100000000)::text, 8, '0'),
    ${leadEmail.replace(/\b(given_name|surname|id|mail_domain)\b/g, 'p.$1')}, ${D(32)} % 100 < 70
  from demo_o o join demo_p p on p.i = o.i and p.k = 1 join demo_people pe on pe.grp = o.grp`;
}

type RecordSql = ReturnType<typeof recordEventSql>;

/** The three record columns of an event, as a VALUES row holds them. */
const columns = (event: RecordSql) => `${event.content}, ${event.eventCode}, ${event.eventParams}`;

/** One column of the event chosen by `case`: `when … then` pairs of a condition and an event. */
function chosen(cases: readonly [string, RecordSql][], column: keyof RecordSql): string {
  return `case ${cases.map(([when, event]) => `when ${when} then ${event[column]}`).join(' ')} end`;
}

function recordsSql(o: BulkOrdersOptions): string {
  const now = `'${o.now.toISOString()}'::timestamptz`;
  const amount = `to_char(o.total_cur::numeric / 100, 'FM9999999990.00') || ' ' || o.currency`;
  const last = `case o.status
      when 'TICKETING_FAILED' then least(${now}, o.paid_at + interval '5 minutes')
      when 'EXPIRED' then o.book_time + interval '24 hours'
      when 'CANCELLED' then o.cancel_time
      when 'PARTIALLY_USED' then o.out_arr at time zone 'UTC'
      when 'COMPLETED' then coalesce(o.back_arr, o.out_arr) at time zone 'UTC' end`;
  const lastEvents: [string, RecordSql][] = [
    [`o.status = 'TICKETING_FAILED'`, recordEventSql('recordTicketingFailed', { airline: 'o.airline' })],
    [`o.status = 'EXPIRED'`, recordEventSql('recordOrderExpired')],
    [`o.status = 'CANCELLED'`, recordEventSql('recordOrderCancelled')],
    [`o.status = 'PARTIALLY_USED'`, recordEventSql('recordOutboundFlown', { flightNo: 'o.out_flight' })],
    [`o.status = 'COMPLETED'`, recordEventSql('recordAllFlown')],
  ];
  const payments: [string, RecordSql][] = [
    [
      `o.status <> 'PAID'`,
      recordEventSql('recordPaymentReceivedTicketing', { amount, airline: 'o.airline' }),
    ],
    ['true', recordEventSql('recordPaymentReceived', { amount })],
  ];
  const either = (cases: [string, RecordSql][]) =>
    (['content', 'eventCode', 'eventParams'] as const).map((column) => chosen(cases, column)).join(', ');
  // One pass over the batch: each order's events as rows of a VALUES list, the ones that did not happen
  // dropped; each row holds the event's code and params and its English sentence (decision 0033).
  return `insert into order_operation_records (order_id, create_time, operator, content, event_code, event_params)
  select o.order_id, e.at, e.operator, e.content, e.event_code, e.event_params
  from demo_o o
  cross join lateral (values
    (o.book_time, 'system', ${columns(recordEventSql('recordOrderCreated', { channel: 'o.channel', client: 'o.client' }))}),
    (o.paid_at, 'system', ${either(payments)}),
    (o.confirm_time, 'system', ${columns(recordEventSql('recordTicketsIssued', { count: 'o.pax' }))}),
    (${last}, case when o.status = 'CANCELLED' then case when ${D(27)} % 2 = 0 then 'operator' else 'admin' end
      else 'system' end, ${either(lastEvents)})
  ) as e(at, operator, content, event_code, event_params)
  where e.at is not null`;
}

/** The statements of one batch, in order. */
export function orderBatchStatements(options: BulkOrdersOptions): string[] {
  return [
    stagingOrdersSql(options),
    stagingPassengersSql(options),
    insertOrdersSql(options),
    SEGMENTS_SQL,
    PASSENGERS_SQL,
    LUGGAGE_SQL,
    contactsSql(),
    recordsSql(options),
    'drop table demo_p',
    'drop table demo_o',
  ];
}

/** One batch of generated orders with their segments, passengers, luggage, contact and records. */
export async function insertOrderBatch(tx: DbTransaction, options: BulkOrdersOptions): Promise<void> {
  for (const statement of orderBatchStatements(options)) await tx.execute(sql.raw(statement));
}
