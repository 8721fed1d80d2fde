// Bulk after-sales cases for the case figures of `npm run bench`: `count` cases of each kind built on the
// case kernel (refunds, ticket changes, passenger changes, bags, seats, voids, compensations), written by a
// few set-based statements inside the database (no row travels through Node), tied to the ticketed orders
// the demo CLI seeded. Each case gets the history a real one would have: an OPEN record and one MOVE record
// per step of the shortest declared path to its state, and what its kind's service keeps beside the case
// (a bag's luggage on the order, a voided ticket). What the moves did elsewhere (ledger entries, order
// records, mail) is not written: the figures read and move cases only.
import {
  BAGGAGE_CASE,
  COMPENSATION_CASE,
  COMPENSATION_TYPES,
  PASSENGER_CHANGE_CASE,
  PASSENGER_CHANGE_TYPES,
  REFUND_CASE,
  REFUND_TYPES,
  SEAT_CASE,
  TICKET_CHANGE_CASE,
  TICKET_CHANGE_TYPES,
  VOID_TICKET_CASE,
  VOID_TICKET_TYPE,
  type CaseKind,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { suspendIndexes } from '../../apps/server/src/demo/orders/bulk-indexes';
import type { Database } from '../../apps/server/src/platform/db';
import { rowsOf } from '../../apps/server/src/platform/sql-rows';

/** The order's flights as a case names them: `seg` has the outbound ones and all, `f` the first outbound. */
const FLIGHTS = {
  outbound: { ids: 'coalesce(seg.out_ids, array[]::bigint[])', summary: `coalesce(seg.out_summary, '')` },
  all: { ids: 'coalesce(seg.all_ids, array[]::bigint[])', summary: `coalesce(seg.all_summary, '')` },
  first: {
    ids: 'case when f.id is null then array[]::bigint[] else array[f.id] end',
    summary: `coalesce(f.label, '')`,
  },
} as const;

/**
 * How a kind's bulk cases are filled in besides its declaration. Every SQL text here is over one row `c`
 * of bench_cases (its order, lead passenger, state, draws `h` and `h2`, drawn type `draw`, created_at),
 * the order's flights `seg` and first outbound flight `f`, and the amount asked `a.asked`.
 */
interface KindFill {
  kind: CaseKind;
  /** What each case draws `c.draw` from: the kind's types, or what its type follows from (a bag offer). */
  types: readonly string[];
  /** The case's type (default: the drawn one). */
  subType?: string;
  /** The amount asked: 'quote' once quoted (past the first state), or from the opening on. */
  asked: 'quote' | { sql: string } | null;
  /** States whose cases carry the amount granted (a quote's, else the amount asked). */
  confirmedIn: readonly string[];
  /** The agency's charge (default: 5.00 once an amount is asked). */
  serviceCharge?: string;
  /** Every `every`-th case is in `status`: the pool the move figures draw from, whatever the size. */
  pool?: { status: string; every: number };
  /** The deadline (default: the kind's expiry: its quotes open or expired). */
  deadline?: string;
  /** The flights the case names: every outbound one, every one, or the first (a bag, a seat). */
  flights: keyof typeof FLIGHTS;
  /** How the case names them (default: as `flights` lists them). */
  summary?: string;
  /** The case's details as the kind's service reads them. */
  details: string;
  /** Statements run before the cases are written (what `details` reads). */
  before?: readonly string[];
  /** What the kind's service writes beside the case, run after the cases (over bench_cases). */
  after?: readonly string[];
}

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(text).join(', ')}]::text[]`;
/** `case <expression> when key then value ... end`, the values SQL. */
const caseOf = (expression: string, values: Readonly<Record<string, string>>) =>
  `case ${expression} ${Object.entries(values)
    .map(([key, value]) => `when ${text(key)} then ${value}`)
    .join(' ')} end`;
/** `object` once the case is in one of `states`, else nothing. */
const inStates = (states: readonly string[], object: string) =>
  `case when c.status = any(${textArray(states)}) then ${object} else '{}'::jsonb end`;

/** The refund quote and the ticket-change quote, once the case has an amount asked. */
const quoted = (quote: string) =>
  `case when a.asked is null then '{}'::jsonb else jsonb_build_object('quote', ${quote}) end`;
const refundQuote = quoted(`jsonb_build_object('quoteId', 'BQ' || c.id,
  'fare', round(a.asked * 1.2, 2)::text, 'penalty', '60.00', 'nonRefundableTaxes', '7.50',
  'refundable', (a.asked + 5)::text)`);
const changeQuote = quoted(`jsonb_build_object('quoteIds', jsonb_build_array('BQ' || c.id),
  'fareDifference', round(a.asked - 65, 2)::text, 'taxDifference', '0.00', 'penalty', '60.00',
  'serviceFee', '5.00', 'total', a.asked::text, 'currency', 'EUR', 'flights', '[]'::jsonb)`);
/** The lead passenger as on the order, and as asked: a doubled last letter, or a renewed document. */
const passengerChange = `jsonb_build_object('before', b.v, 'after', case when c.draw = 'NAME_CORRECTION'
  then b.v || jsonb_build_object('name', (b.v->>'name') || right(b.v->>'name', 1))
  else b.v || jsonb_build_object('cardNum', 'N' || substr(c.card_num, 2),
    'cardExpired', to_char(c.card_expired + interval '5 years', 'YYYY-MM-DD')) end)
  from (select jsonb_build_object('name', upper(c.surname || '/' || c.given_name), 'gender', c.gender,
    'birthday', c.birthday, 'nationality', c.nationality, 'cardType', c.card_type, 'cardNum', c.card_num,
    'cardExpired', to_char(c.card_expired, 'YYYY-MM-DD'), 'cardIssuePlace', c.card_issue_place) as v) b`;

/** The demo airline's bag offers (demo/airline/baggage.ts): the share of the route's base bag price. */
const BAG_SHARES: Readonly<Record<string, string>> = {
  'CABIN-1x10': '0.6',
  'CHECKED-1x23': '1',
  'CHECKED-2x23': '1.8',
  'CHECKED-1x32': '1.5',
};
/** Bags past ISSUED carry the airline's EMD; those not refunded are on the order's luggage. */
const BAG_ISSUED = ['ISSUED', 'USED', 'REFUND_REQUESTED', 'REFUNDED', 'REJECTED'];
const BAG_ON_ORDER = ['ISSUED', 'USED', 'REFUND_REQUESTED', 'REJECTED'];
const bagBase = `((array[25, 40, 60])[1 + c.h2 % 3] + (c.h2 >> 2) % 6)`;
const bagDetails = `jsonb_build_object(
    'offer', jsonb_build_object('offerId', c.draw, 'kind', split_part(c.draw, '-', 1),
      'pieces', split_part(split_part(c.draw, '-', 2), 'x', 1)::int, 'weightKg', split_part(c.draw, 'x', 2)::int,
      'price', a.asked::text, 'currency', 'EUR'),
    'ageType', c.age_type,
    'flight', jsonb_build_object('flightNo', f.flight_no, 'dep', f.dep, 'arr', f.arr, 'depDate', f.dep_date))
  || ${inStates(
    BAG_ISSUED,
    `jsonb_build_object('emdNumber', '9' || lpad(c.id::text, 12, '0'),
    'luggageId', (select id from bench_luggage_base) + c.i)`,
  )}
  || ${inStates(['ISSUE_FAILED', 'REJECTED'], `jsonb_build_object('reason', 'The airline could not issue the EMD in time')`)}`;
/** A bag on the order's luggage, as its issue adds it, and in the order's bag prices. */
const bagsOnOrders = [
  `insert into order_luggage (id, order_id, passenger_id, kind, pieces, weight_kg, price, price_eur)
    select (s.details->>'luggageId')::bigint, s.order_id, s.passenger_ids[1], s.details->'offer'->>'kind',
      (s.details->'offer'->>'pieces')::int, (s.details->'offer'->>'weightKg')::int, s.application_amount,
      s.application_amount
    from bench_cases c join after_sales_cases s on s.id = c.id
    where c.kind = ${text(BAGGAGE_CASE.kind)} and c.status = any(${textArray(BAG_ON_ORDER)})`,
  `update orders o set baggage_price = o.baggage_price + b.checked, baggage_price_eur = o.baggage_price_eur + b.checked,
      cabin_baggage_price = o.cabin_baggage_price + b.cabin, cabin_baggage_price_eur = o.cabin_baggage_price_eur + b.cabin
    from (select order_id, coalesce(sum(price) filter (where kind = 'CHECKED'), 0) as checked,
        coalesce(sum(price) filter (where kind = 'CABIN'), 0) as cabin
      from order_luggage where id > (select id from bench_luggage_base) group by order_id) b
    where o.id = b.order_id`,
  `select setval(pg_get_serial_sequence('order_luggage', 'id'), (select max(id) from order_luggage))`,
];

/** The demo airline's seat map (demo/airline/seats.ts): rows 1-2 and 12 extra legroom, 3-7 front. */
const seatRow = `(1 + c.h2 % 30)`;
const seat = `(${seatRow}::text || (array['A', 'B', 'C', 'D', 'E', 'F'])[1 + (c.h2 >> 5) % 6])`;
const seatType = `case when ${seatRow} <= 2 or ${seatRow} = 12 then 'EXTRA_LEGROOM' when ${seatRow} <= 7 then 'FRONT' else 'STANDARD' end`;
const seatPrice = `(${caseOf(`(${seatType})`, { EXTRA_LEGROOM: '25', FRONT: '12', STANDARD: '8' })})::numeric(14, 2)`;
/** Seats from PAID on were charged (the amount granted); from ISSUED on they carry the EMD. */
const SEAT_CHARGED = [
  'PAID',
  'ISSUED',
  'ISSUE_FAILED',
  'USED',
  'REASSIGNED',
  'REFUND_REQUESTED',
  'REFUNDED',
  'REJECTED',
];
const SEAT_ISSUED = ['ISSUED', 'USED', 'REASSIGNED', 'REFUND_REQUESTED', 'REFUNDED', 'REJECTED'];
const seatDetails = `jsonb_build_object('seat', ${seat}, 'flight', f.flight_no || ' ' || f.dep_date,
    'flightNo', f.flight_no, 'departDate', f.dep_date, 'seatPrice', ${seatPrice}::text)
  || ${inStates(SEAT_ISSUED, `jsonb_build_object('emd', '9' || lpad(c.id::text, 12, '0'))`)}`;

/**
 * A void is asked the day its ticket was issued (halfway from that business day's start to the case);
 * its window closes at the next business midnight, or VOID_WINDOW_HOURS after the issue (void-window.ts).
 */
const localDay = `date_trunc('day', c.created_at at time zone current_setting('bench.time_zone'))`;
const dayStart = `(${localDay} at time zone current_setting('bench.time_zone'))`;
const voidIssued = `(${dayStart} + (c.created_at - ${dayStart}) / 2)`;
const voidWindowEnd = `case when current_setting('bench.void_hours')::int > 0
    then ${voidIssued} + make_interval(hours => current_setting('bench.void_hours')::int)
    else (${localDay} + interval '1 day') at time zone current_setting('bench.time_zone') end`;
/** The lead passenger's share of the payment: an equal share, the cents left over to the first. */
const ticketShare = `(c.paid - trunc(c.paid * 100 / c.passengers) / 100 * (c.passengers - 1))::numeric(14, 2)`;
const voidDetails = `jsonb_build_object('ticketNo', coalesce(c.ticket_no, ''),
    'issuedAt', to_char(${voidIssued} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'accountId', c.account_id)
  || ${inStates(['VOIDED'], `jsonb_build_object('airlineVoidId', c.airline || 'V-' || c.id)`)}`;

/** A complaint (no EU261 band); the airline's types walk the claim, goodwill is paid by the agency. */
const AIRLINE_CLAIM = ['CLAIM_SUBMITTED', 'AIRLINE_ACCEPTED', 'AIRLINE_REJECTED'];
const compensationDetails = `jsonb_build_object('source', 'COMPLAINT', 'eu261', null)
  || ${inStates(['NOT_ELIGIBLE', 'AIRLINE_REJECTED', 'CANCELLED'], `jsonb_build_object('reason', 'Outside the rules')`)}`;

/** The kinds the bench seeds and lists (appended: the first kinds draw what they always drew). */
export const SEEDED_KINDS: readonly KindFill[] = [
  {
    kind: REFUND_CASE,
    types: REFUND_TYPES,
    asked: 'quote',
    confirmedIn: ['AIRLINE_APPROVED', 'REFUNDED'],
    pool: { status: 'AIRLINE_APPROVED', every: 8 },
    flights: 'outbound',
    details: refundQuote,
  },
  {
    kind: TICKET_CHANGE_CASE,
    types: TICKET_CHANGE_TYPES,
    asked: 'quote',
    confirmedIn: ['PAID', 'REISSUED', 'FAILED'],
    flights: 'outbound',
    details: changeQuote,
  },
  {
    kind: PASSENGER_CHANGE_CASE,
    types: PASSENGER_CHANGE_TYPES,
    asked: null,
    confirmedIn: [],
    flights: 'outbound',
    details: passengerChange,
  },
  {
    kind: BAGGAGE_CASE,
    types: Object.keys(BAG_SHARES),
    subType: `split_part(c.draw, '-', 1)`,
    asked: { sql: `round(${bagBase} * ${caseOf('c.draw', BAG_SHARES)})::numeric(14, 2)` },
    confirmedIn: ['PAID', ...BAG_ISSUED, 'ISSUE_FAILED'],
    serviceCharge: '0',
    pool: { status: 'PENDING_PAYMENT', every: 8 },
    flights: 'first',
    details: bagDetails,
    before: [
      `create temp table bench_luggage_base on commit drop as select coalesce(max(id), 0) as id from order_luggage`,
    ],
    after: bagsOnOrders,
  },
  {
    kind: SEAT_CASE,
    types: ['SEAT'],
    subType: seatType,
    asked: { sql: `${seatPrice} + 5` },
    confirmedIn: SEAT_CHARGED,
    serviceCharge: '5',
    flights: 'first',
    summary: `${FLIGHTS.first.summary} || ' seat ' || ${seat}`,
    details: seatDetails,
  },
  {
    kind: VOID_TICKET_CASE,
    types: [VOID_TICKET_TYPE],
    asked: { sql: ticketShare },
    confirmedIn: ['VOIDED'],
    serviceCharge: '0',
    deadline: voidWindowEnd,
    flights: 'all',
    details: voidDetails,
    after: [
      `update order_passengers p set ticket_status = 'VOIDED' from bench_cases c
        where c.kind = ${text(VOID_TICKET_CASE.kind)} and c.status = 'VOIDED' and p.id = c.passenger_id`,
    ],
  },
  {
    kind: COMPENSATION_CASE,
    types: COMPENSATION_TYPES,
    subType: `case when c.status = any(${textArray(AIRLINE_CLAIM)}) then 'AIRLINE'
      when c.status in ('PAID', 'CLOSED') then 'GOODWILL' else c.draw end`,
    asked: { sql: `(array[50, 100, 250, 400, 600])[1 + c.h2 % 5]::numeric(14, 2)` },
    confirmedIn: ['AIRLINE_ACCEPTED', 'PAID', 'CLOSED'],
    serviceCharge: '0',
    flights: 'all',
    details: compensationDetails,
  },
];

const DAYS = 90;

/** The shortest declared path from the initial state to each state (breadth first over the moves). */
export function pathsOf(kind: CaseKind): Map<string, string[]> {
  const paths = new Map<string, string[]>([[kind.initial, []]]);
  const queue = [kind.initial];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    for (const to of kind.transitions[from] ?? []) {
      if (paths.has(to)) continue;
      paths.set(to, [...(paths.get(from) ?? []), to]);
      queue.push(to);
    }
  }
  return paths;
}

/** Each kind's `count` cases: their state, type and order drawn, their creation spread over DAYS. */
function kindRowsSql(fill: KindFill, kindIndex: number, kinds: number, count: number, base: number): string {
  const { kind } = fill;
  const paths = pathsOf(kind);
  const states = kind.statuses.filter((status) => paths.has(status));
  const steps = states.map((status) => paths.get(status)?.length ?? 0);
  const draw = `(h & 1048575)`;
  const statusPick = `(${textArray(states)})[1 + ${draw} % ${states.length}]`;
  const status = fill.pool
    ? `case when g.i % ${fill.pool.every} = 0 then ${text(fill.pool.status)} else ${statusPick} end`
    : statusPick;
  const span = `interval '${DAYS} days'`;
  return `select ${base} + (g.i - 1) * ${kinds} + ${kindIndex + 1} as id, ${text(kind.kind)} as kind,
      ${text(kind.prefix)} as prefix, g.i, r.h, r.h2, x.status, x.steps,
      (${textArray(fill.types)})[1 + (h >> 20 & 1023) % ${fill.types.length}] as draw,
      now() - ${span} + ${span} * (((g.i - 1) * ${kinds} + ${kindIndex})::float8 / ${count * kinds})
        + make_interval(secs => (h >> 30 & 63)::int) as created_at,
      o.id as order_id, o.platform_type, o.order_no, o.pnr, o.airline, o.total_price_eur, o.paid, o.account_id,
      o.passengers, o.passenger_id, o.passenger_name, o.surname, o.given_name, o.gender, o.birthday,
      o.nationality, o.card_type, o.card_num, o.card_expired, o.card_issue_place, o.age_type, o.ticket_no
    from generate_series(1, ${count}) as g(i)
    cross join lateral (select hashint8extended(g.i, ${7919 * (kindIndex + 1)}) & 9223372036854775807 as h,
      hashint8extended(g.i, ${104729 * (kindIndex + 1)}) & 9223372036854775807 as h2 offset 0) r
    cross join lateral (select ${status} as status offset 0) s
    cross join lateral (select s.status,
      (array[${steps.join(', ')}])[array_position(${textArray(states)}, s.status)] as steps offset 0) x
    join bench_case_orders o on o.rn = 1 + (h >> 40) % (select count(*) from bench_case_orders)`;
}

/** A kind's SQL for each case, as `case c.kind when ... end`. */
function byKind(of: (fill: KindFill) => string): string {
  return `case c.kind ${SEEDED_KINDS.map((fill) => `when ${text(fill.kind.kind)} then ${of(fill)}`).join(' ')} end`;
}

function askedOf(fill: KindFill): string {
  if (fill.asked === 'quote')
    return `case when c.status not in (${text(fill.kind.initial)}, 'CANCELLED') then round(c.total_price_eur * 0.6, 2) end`;
  return fill.asked ? fill.asked.sql : 'null::numeric';
}

function confirmedOf(fill: KindFill): string {
  if (fill.confirmedIn.length === 0) return 'null::numeric';
  const granted = fill.asked === 'quote' ? 'round(c.total_price_eur * 0.55, 2)' : 'a.asked';
  return `case when c.status = any(${textArray(fill.confirmedIn)}) then ${granted} end`;
}

/** The kind's expiry: open quotes due within hours, expired ones past their deadline by hours. */
function expiryOf({ kind }: KindFill): string {
  if (!kind.expires) return 'null::timestamptz';
  const hours = `make_interval(hours => (1 + (c.h >> 36 & 31))::int)`;
  return `case when c.status = any(${textArray(kind.expires.from)}) then now() + ${hours}
    when c.status = ${text(kind.expires.to)} then now() - ${hours} end`;
}

const insertCasesSql = `insert into after_sales_cases (id, kind, case_no, order_id, platform_type, order_no, pnr,
    airline, passenger_names, segment_summary, sub_type, status, version, passenger_ids, segment_ids,
    application_amount, confirmed_amount, service_charge, currency, deadline, details, remark,
    created_by, created_at, updated_by, updated_at)
  select c.id, c.kind, c.prefix || lpad(c.id::text, 8, '0'), c.order_id, c.platform_type, c.order_no, c.pnr,
    c.airline, c.passenger_name, ${byKind((fill) => fill.summary ?? FLIGHTS[fill.flights].summary)}, ${byKind((fill) => fill.subType ?? 'c.draw')}, c.status,
    1 + c.steps, array[c.passenger_id], ${byKind((fill) => FLIGHTS[fill.flights].ids)}, a.asked,
    ${byKind(confirmedOf)},
    ${byKind((fill) => fill.serviceCharge ?? 'case when a.asked is null then 0 else 5 end')}, 'EUR',
    ${byKind((fill) => fill.deadline ?? expiryOf(fill))}, ${byKind((fill) => `(select ${fill.details})`)},
    '', case when c.i % 2 = 0 then 'operator' else 'admin' end, c.created_at,
    case when c.i % 3 = 0 then 'operator' else 'admin' end,
    least(now(), c.created_at + make_interval(hours => c.steps * 6))
  from bench_cases c
  cross join lateral (select
      array_agg(s.id order by s.seq) filter (where not s.back) as out_ids,
      string_agg(s.flight_no || ' ' || s.dep || '-' || s.arr || ' ' || to_char(s.dep_time, 'YYYY-MM-DD'), ', '
        order by s.seq) filter (where not s.back) as out_summary,
      array_agg(s.id order by s.seq) as all_ids,
      string_agg(s.flight_no || ' ' || s.dep || '-' || s.arr || ' ' || to_char(s.dep_time, 'YYYY-MM-DD'), ', '
        order by s.seq) as all_summary
    from order_segments s where s.order_id = c.order_id) seg
  left join lateral (select s.id, s.flight_no, s.dep, s.arr, to_char(s.dep_time, 'YYYY-MM-DD') as dep_date,
      s.flight_no || ' ' || s.dep || '-' || s.arr || ' ' || to_char(s.dep_time, 'YYYY-MM-DD HH24:MI') as label
    from order_segments s
    where s.order_id = c.order_id and not s.back
      and c.kind in (${SEEDED_KINDS.filter((fill) => fill.flights === 'first')
        .map((fill) => text(fill.kind.kind))
        .join(', ')})
    order by s.seq limit 1) f on true
  cross join lateral (select ${byKind(askedOf)} as asked offset 0) a
  order by c.id`;

/** What the bench's server reads from its configuration: the void window is in business time. */
export interface SeedSettings {
  timeZone: string;
  voidWindowHours: number;
}

/**
 * Seeds `count` cases of every kind; answers the wall time in ms. Run on the database before the server
 * starts (PGlite admits one process), with vacuum so list counts may scan the indexes only.
 */
export async function seedCases(db: Database, count: number, settings: SeedSettings): Promise<number> {
  const started = performance.now();
  const kinds = SEEDED_KINDS.map((fill) => fill.kind);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('bench.time_zone', ${settings.timeZone}, true),
      set_config('bench.void_hours', ${String(settings.voidWindowHours)}, true)`);
    const restore = await suspendIndexes(tx, ['after_sales_cases', 'case_records']);
    await tx.execute(sql`create temp table bench_case_orders on commit drop as
      select row_number() over (order by o.id) as rn, o.id, o.order_no, o.platform_type, o.pnr, o.airline,
        o.total_price_eur, coalesce(pay.amount, o.total_price_eur) as paid, pay.account_id,
        (select count(*) from order_passengers q where q.order_id = o.id) as passengers,
        p.id as passenger_id, initcap(p.given_name || ' ' || p.surname) as passenger_name,
        p.surname, p.given_name, p.gender, p.birthday, p.nationality, p.card_type, p.card_num, p.card_expired,
        p.card_issue_place, p.age_type, p.ticket_no
      from orders o join order_passengers p on p.order_id = o.id and p.seq = 1
      left join order_payments pay on pay.order_id = o.id
      where o.status in ('TICKETED', 'PARTIALLY_USED', 'COMPLETED')`);
    await tx.execute(sql`create unique index on bench_case_orders (rn)`);
    await tx.execute(sql`analyze bench_case_orders`);
    const [last] = await rowsOf<{ id: string }>(
      tx,
      sql`select coalesce(max(id), 0)::text as id from after_sales_cases`,
    );
    const base = Number(last?.id ?? 0);
    const rows = SEEDED_KINDS.map((fill, index) => kindRowsSql(fill, index, kinds.length, count, base));
    await tx.execute(
      sql.raw(`create temp table bench_cases on commit drop as ${rows.join('\nunion all\n')}`),
    );
    for (const statement of SEEDED_KINDS.flatMap((fill) => fill.before ?? []))
      await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw(insertCasesSql));
    await tx.execute(sql`insert into case_records (case_id, create_time, operator, action, from_status, to_status,
        content)
      select c.id, c.created_at, 'admin', 'OPEN', null, ${sql.raw(initialOf(kinds))}, 'Opened' from bench_cases c
      order by c.id`);
    for (const kind of kinds) {
      for (const [status, path] of pathsOf(kind)) {
        for (const [step, to] of path.entries()) {
          const from = step === 0 ? kind.initial : path[step - 1]!;
          await tx.execute(sql`insert into case_records (case_id, create_time, operator, action, from_status,
              to_status, content)
            select c.id, least(now(), c.created_at + make_interval(hours => ${step + 1} * 6)), 'admin', 'MOVE',
              ${from}, ${to}, ${`${from} → ${to}`}
            from bench_cases c where c.kind = ${kind.kind} and c.status = ${status}
            order by c.id`);
        }
      }
    }
    for (const statement of SEEDED_KINDS.flatMap((fill) => fill.after ?? []))
      await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('after_sales_cases', 'id'), (select max(id) from after_sales_cases))`,
    );
    await restore();
  });
  for (const table of ['after_sales_cases', 'case_records'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  return performance.now() - started;
}

/** The initial state of each kind's cases, as SQL over `c.kind`. */
function initialOf(kinds: readonly CaseKind[]): string {
  return `case c.kind ${kinds.map((kind) => `when ${text(kind.kind)} then ${text(kind.initial)}`).join(' ')} end`;
}
