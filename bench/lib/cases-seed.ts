// Bulk after-sales cases for the case figures of `npm run bench`: `count` cases of each kind built on the
// case kernel (refunds, ticket changes, passenger changes), written by a few set-based statements inside the database (no row travels through Node),
// tied to the ticketed orders the demo CLI seeded. Each case gets the history a real one would have: an
// OPEN record and one MOVE record per step of the shortest declared path to its state. What the moves did
// elsewhere (ledger entries, order records, mail) is not written: the figures read and move cases only.
import {
  PASSENGER_CHANGE_CASE,
  PASSENGER_CHANGE_TYPES,
  REFUND_CASE,
  REFUND_TYPES,
  TICKET_CHANGE_CASE,
  TICKET_CHANGE_TYPES,
  type CaseKind,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { suspendIndexes } from '../../apps/server/src/demo/orders/bulk-indexes';
import type { Database } from '../../apps/server/src/platform/db';
import { rowsOf } from '../../apps/server/src/platform/sql-rows';

/** How a kind's bulk cases are filled in besides its declaration. */
interface KindFill {
  kind: CaseKind;
  types: readonly string[];
  /** Cases past their first state carry an amount asked (a quote). */
  quoted: boolean;
  /** States whose cases carry the amount granted. */
  confirmedIn: readonly string[];
  /** Every `every`-th case is in `status`: the pool the move figures draw from, whatever the size. */
  pool?: { status: string; every: number };
  /** The case's details as the kind's service reads them, in SQL over a row `c` of bench_cases. */
  details: string;
}

/** The refund quote and the ticket-change quote, once the case has an amount asked. */
const quoted = (quote: string) =>
  `case when c.application_amount is null then '{}'::jsonb else jsonb_build_object('quote', ${quote}) end`;
const refundQuote = quoted(`jsonb_build_object('quoteId', 'BQ' || c.id,
  'fare', round(c.application_amount * 1.2, 2)::text, 'penalty', '60.00', 'nonRefundableTaxes', '7.50',
  'refundable', (c.application_amount + 5)::text)`);
const changeQuote = quoted(`jsonb_build_object('quoteIds', jsonb_build_array('BQ' || c.id),
  'fareDifference', round(c.application_amount - 65, 2)::text, 'taxDifference', '0.00', 'penalty', '60.00',
  'serviceFee', '5.00', 'total', c.application_amount::text, 'currency', 'EUR', 'flights', '[]'::jsonb)`);
/** The lead passenger as on the order, and as asked: a doubled last letter, or a renewed document. */
const passengerChange = `jsonb_build_object('before', b.v, 'after', case when c.sub_type = 'NAME_CORRECTION'
  then b.v || jsonb_build_object('name', (b.v->>'name') || right(b.v->>'name', 1))
  else b.v || jsonb_build_object('cardNum', 'N' || substr(c.card_num, 2),
    'cardExpired', to_char(c.card_expired + interval '5 years', 'YYYY-MM-DD')) end)
  from (select jsonb_build_object('name', upper(c.surname || '/' || c.given_name), 'gender', c.gender,
    'birthday', c.birthday, 'nationality', c.nationality, 'cardType', c.card_type, 'cardNum', c.card_num,
    'cardExpired', to_char(c.card_expired, 'YYYY-MM-DD'), 'cardIssuePlace', c.card_issue_place) as v) b`;

/** The kinds the bench seeds and lists. */
export const SEEDED_KINDS: readonly KindFill[] = [
  {
    kind: REFUND_CASE,
    types: REFUND_TYPES,
    quoted: true,
    confirmedIn: ['AIRLINE_APPROVED', 'REFUNDED'],
    pool: { status: 'AIRLINE_APPROVED', every: 8 },
    details: refundQuote,
  },
  {
    kind: TICKET_CHANGE_CASE,
    types: TICKET_CHANGE_TYPES,
    quoted: true,
    confirmedIn: ['PAID', 'REISSUED', 'FAILED'],
    details: changeQuote,
  },
  {
    kind: PASSENGER_CHANGE_CASE,
    types: PASSENGER_CHANGE_TYPES,
    quoted: false,
    confirmedIn: [],
    details: passengerChange,
  },
];

const DAYS = 90;
const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(text).join(', ')}]::text[]`;

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
  const expiring = kind.expires ? textArray(kind.expires.from) : `array[]::text[]`;
  const expired = kind.expires ? text(kind.expires.to) : 'null';
  const quotedWhen = fill.quoted
    ? `case when x.status not in (${text(kind.initial)}, 'CANCELLED') then round(o.total_price_eur * 0.6, 2) end`
    : 'null';
  const confirmedWhen =
    fill.confirmedIn.length > 0
      ? `case when x.status = any(${textArray(fill.confirmedIn)}) then round(o.total_price_eur * 0.55, 2) end`
      : 'null';
  const span = `interval '${DAYS} days'`;
  return `select ${base} + (g.i - 1) * ${kinds} + ${kindIndex + 1} as id, ${text(kind.kind)} as kind,
      ${text(kind.prefix)} as prefix, g.i, x.status, x.steps,
      (${textArray(fill.types)})[1 + (h >> 20 & 1023) % ${fill.types.length}] as sub_type,
      now() - ${span} + ${span} * (((g.i - 1) * ${kinds} + ${kindIndex})::float8 / ${count * kinds})
        + make_interval(secs => (h >> 30 & 63)::int) as created_at,
      case when x.status = any(${expiring}) then now() + make_interval(hours => (1 + (h >> 36 & 31))::int)
           when x.status = ${expired} then now() - make_interval(hours => (1 + (h >> 36 & 31))::int) end as deadline,
      o.id as order_id, o.platform_type, o.order_no, o.pnr, o.airline, o.passenger_id, o.passenger_name,
      o.surname, o.given_name, o.gender, o.birthday, o.nationality, o.card_type, o.card_num, o.card_expired,
      o.card_issue_place,
      ${quotedWhen} as application_amount, ${confirmedWhen} as confirmed_amount
    from generate_series(1, ${count}) as g(i)
    cross join lateral (select hashint8extended(g.i, ${7919 * (kindIndex + 1)}) & 9223372036854775807 as h offset 0) r
    cross join lateral (select ${status} as status offset 0) s
    cross join lateral (select s.status,
      (array[${steps.join(', ')}])[array_position(${textArray(states)}, s.status)] as steps offset 0) x
    join bench_case_orders o on o.rn = 1 + (h >> 40) % (select count(*) from bench_case_orders)`;
}

/**
 * Seeds `count` cases of every kind; answers the wall time in ms. Run on the database before the server
 * starts (PGlite admits one process), with vacuum so list counts may scan the indexes only.
 */
export async function seedCases(db: Database, count: number): Promise<number> {
  const started = performance.now();
  const kinds = SEEDED_KINDS.map((fill) => fill.kind);
  await db.transaction(async (tx) => {
    const restore = await suspendIndexes(tx, ['after_sales_cases', 'case_records']);
    await tx.execute(sql`create temp table bench_case_orders on commit drop as
      select row_number() over (order by o.id) as rn, o.id, o.order_no, o.platform_type, o.pnr, o.airline,
        o.total_price_eur, p.id as passenger_id, initcap(p.given_name || ' ' || p.surname) as passenger_name,
        p.surname, p.given_name, p.gender, p.birthday, p.nationality, p.card_type, p.card_num, p.card_expired,
        p.card_issue_place
      from orders o join order_passengers p on p.order_id = o.id and p.seq = 1
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
    await tx.execute(sql`insert into after_sales_cases (id, kind, case_no, order_id, platform_type, order_no, pnr,
        airline, passenger_names, segment_summary, sub_type, status, version, passenger_ids, segment_ids,
        application_amount, confirmed_amount, service_charge, currency, deadline, details, remark,
        created_by, created_at, updated_by, updated_at)
      select c.id, c.kind, c.prefix || lpad(c.id::text, 8, '0'), c.order_id, c.platform_type, c.order_no, c.pnr,
        c.airline, c.passenger_name, coalesce(seg.summary, ''), c.sub_type, c.status, 1 + c.steps,
        array[c.passenger_id], coalesce(seg.ids, array[]::bigint[]), c.application_amount, c.confirmed_amount,
        case when c.application_amount is null then 0 else 5 end, 'EUR', c.deadline,
        ${sql.raw(detailsOf())},
        '', case when c.i % 2 = 0 then 'operator' else 'admin' end, c.created_at,
        case when c.i % 3 = 0 then 'operator' else 'admin' end,
        least(now(), c.created_at + make_interval(hours => c.steps * 6))
      from bench_cases c
      cross join lateral (select array_agg(s.id order by s.seq) as ids,
          string_agg(s.flight_no || ' ' || s.dep || '-' || s.arr || ' ' || to_char(s.dep_time, 'YYYY-MM-DD'), ', '
            order by s.seq) as summary
        from order_segments s where s.order_id = c.order_id and not s.back) seg
      order by c.id`);
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
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('after_sales_cases', 'id'), (select max(id) from after_sales_cases))`,
    );
    await restore();
  });
  for (const table of ['after_sales_cases', 'case_records'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  return performance.now() - started;
}

/** Each kind's details, as SQL over `c.kind`. */
function detailsOf(): string {
  return `case c.kind ${SEEDED_KINDS.map((fill) => `when ${text(fill.kind.kind)} then (select ${fill.details})`).join(' ')} end`;
}

/** The initial state of each kind's cases, as SQL over `c.kind`. */
function initialOf(kinds: readonly CaseKind[]): string {
  return `case c.kind ${kinds.map((kind) => `when ${text(kind.kind)} then ${text(kind.initial)}`).join(' ')} end`;
}
