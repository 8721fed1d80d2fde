import { openPglite, openPostgres } from '../../platform/db';
import { seedDemoData, DEMO_SEEDERS } from '../seed';
import { seedOrders } from '../seeders/orders';
import { rowsOf } from './sql-rows';
import { sql } from 'drizzle-orm';
const n = Number(process.argv[2] ?? 5000);
const engine = process.argv[3] ?? 'pglite';
const handle = engine === 'pglite' ? await openPglite() : await openPostgres(process.argv[4]!);
await handle.migrate();
const t = performance.now();
await seedDemoData(handle.db, { orders: n }, [...DEMO_SEEDERS, async (ctx) => { const t1 = performance.now(); await seedOrders(ctx); console.log('orders ms', Math.round(performance.now() - t1)); }]);
console.log('seed ms', Math.round(performance.now() - t));
for (const q of [
  sql`select status, count(*)::int from orders group by status order by 1`,
  sql`select platform_type, travel_type, count(*)::int, sum(passenger_count)::int pax from orders group by 1,2 order by 1,2`,
  sql`select (select count(*) from order_segments)::int seg, (select count(*) from order_passengers)::int pax, (select count(*) from order_luggage)::int lug, (select count(*) from order_contacts)::int con, (select count(*) from order_operation_records)::int rec, (select count(*) from order_payments)::int pay`,
  sql`select order_no, status, book_time::text, depart_time::text, return_time::text, route, airline, total_price::text, total_price_eur::text, currency, taxes::text, fees::text, seat_price::text, baggage_price::text, passenger_name, passenger_email, passenger_names, segment_summary, pnr, client, branch, channel, payment_account from orders order by id limit 3`,
  sql`select * from order_passengers order by id limit 3`,
  sql`select o.order_no, o.total_price::text from orders o join order_payments p on p.order_id = o.id`,
  sql`select min(book_time)::text, max(book_time)::text, min(depart_time)::text, max(depart_time)::text, max(return_time)::text from orders`,
]) console.log(await rowsOf(handle.db, q));
await handle.close();
