import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../platform/db';
import { ticketPrefix } from '../../modules/orders/ticket-numbers';
import { buildCatalogue } from './catalogue';
import { EUR_RATES_MILLI, PEOPLE } from './people';

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(text).join(', ')}]::text[]`;

async function insertRows(tx: DbTransaction, table: string, rows: string[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.execute(sql.raw(`insert into ${table} values ${rows.slice(start, start + 1000).join(', ')}`));
  }
}

/**
 * Temporary tables the bulk generator reads: routes and timetables of the demo airlines, people and
 * exchange rates. They vanish with the seeding transaction.
 */
export async function createReferenceTables(tx: DbTransaction): Promise<{ routeCount: number }> {
  const { routes, flights } = buildCatalogue();
  await tx.execute(
    sql.raw(`create temp table demo_route (id int primary key, airline text, dep text, arr text,
      back_id int, km int, dep_fee int, arr_fee int, currency text, rate_milli int, ticket_prefix text) on commit drop`),
  );
  await tx.execute(
    sql.raw(`create temp table demo_flight (route_id int, weekday int, n int, flight_no text,
      dep_offset interval, arr_offset interval, primary key (route_id, weekday, n)) on commit drop`),
  );
  await tx.execute(
    sql.raw(`create temp table demo_people (grp int primary key, country text, male text[],
      female text[], surnames text[], city text, street text, phone_prefix text, mail_domain text) on commit drop`),
  );
  await insertRows(
    tx,
    'demo_route',
    routes.map(
      (r) =>
        `(${r.id}, ${text(r.airline)}, ${text(r.dep)}, ${text(r.arr)}, ${r.backId}, ${r.km}, ${r.depFee}, ` +
        `${r.arrFee}, ${text(r.currency)}, ${EUR_RATES_MILLI[r.currency] ?? 1000}, ${text(ticketPrefix(r.airline))})`,
    ),
  );
  await insertRows(
    tx,
    'demo_flight',
    flights.map(
      (f) =>
        `(${f.routeId}, ${f.weekday}, ${f.n}, ${text(f.flightNo)}, ` +
        `'${f.depMinutes} minutes'::interval, '${f.arrMinutes} minutes'::interval)`,
    ),
  );
  await insertRows(
    tx,
    'demo_people',
    PEOPLE.map(
      (p, grp) =>
        `(${grp}, ${text(p.country)}, ${textArray(p.male)}, ${textArray(p.female)}, ${textArray(p.surnames)}, ` +
        `${text(p.city)}, ${text(p.street)}, ${text(p.phonePrefix)}, ${text(p.mailDomain)})`,
    ),
  );
  await tx.execute(
    sql.raw(`create temp table demo_route_day on commit drop as
      select route_id, weekday, count(*)::int as cnt from demo_flight group by route_id, weekday`),
  );
  for (const table of ['demo_route', 'demo_flight', 'demo_people', 'demo_route_day']) {
    await tx.execute(sql.raw(`analyze ${table}`));
  }
  return { routeCount: routes.length };
}
