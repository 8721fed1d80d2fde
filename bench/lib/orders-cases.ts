import { orderSearchQuery } from '@ota/contract';
import { sql } from 'drizzle-orm';
import {
  orderPageQueries,
  orderWhere,
  statusCountScope,
} from '../../apps/server/src/modules/orders/orders.repository';
import type { Database } from '../../apps/server/src/platform/db';

export interface SearchCase {
  name: string;
  params: Record<string, string>;
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The filters an operator uses most, with values taken from the data (as admin: platform 1). */
export async function searchCases(db: Database): Promise<SearchCase[]> {
  const [sample] = await rows<{
    order_no: string;
    pnr: string;
    passenger_email: string;
    dep_airport: string;
    arr_airport: string;
    surname: string;
    given_name: string;
  }>(
    db,
    sql`select o.order_no, o.pnr, o.passenger_email, o.dep_airport, o.arr_airport, lower(p.surname) as surname,
        lower(p.given_name) as given_name
      from orders o join order_passengers p on p.order_id = o.id and p.seq = 1
      where o.platform_type = 1 order by o.id desc limit 1`,
  );
  if (!sample) throw new Error('no orders to search');
  return [
    { name: 'no filter', params: {} },
    { name: 'status TICKETED', params: { status: 'TICKETED' } },
    { name: 'status PENDING_PAYMENT', params: { status: 'PENDING_PAYMENT' } },
    { name: 'booked in the last 7 days', params: { bookStart: day(-6), bookEnd: day(0) } },
    { name: 'departing in the next 7 days', params: { departStart: day(0), departEnd: day(6) } },
    { name: 'airline DA', params: { airline: 'DA' } },
    {
      name: `route ${sample.dep_airport}-${sample.arr_airport}`,
      params: { dep: sample.dep_airport, arr: sample.arr_airport },
    },
    { name: 'channel APP', params: { channel: 'APP' } },
    { name: 'passenger surname', params: { passengerName: sample.surname } },
    { name: 'passenger full name', params: { passengerName: `${sample.given_name} ${sample.surname}` } },
    { name: 'e-mail', params: { email: sample.passenger_email } },
    { name: 'PNR', params: { pnr: sample.pnr } },
    { name: 'order number', params: { orderNo: sample.order_no } },
    { name: 'sorted by price, no filter', params: { sortField: 'totalPrice', sortOrder: 'desc' } },
  ];
}

/**
 * The list call's two statements for a case, run straight on the database (platform 1): built per call
 * from the filter, WHERE included, as the API builds them.
 */
export function directSearch(
  db: Database,
  timeZone: string,
  params: Record<string, string>,
  pageNum: number,
) {
  const query = orderSearchQuery.parse({ ...params, pageNum });
  const { pageNum: _pageNum, pageSize, sortField, sortOrder, ...filter } = query;
  return async () => {
    const statements = orderPageQueries(
      db,
      timeZone,
      orderWhere(1, filter, timeZone),
      { field: sortField, direction: sortOrder },
      (pageNum - 1) * pageSize,
      pageSize,
      statusCountScope(1, filter),
    );
    await Promise.all([statements.rows, statements.count]);
  };
}
