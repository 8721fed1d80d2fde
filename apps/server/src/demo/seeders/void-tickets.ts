import { VOID_TICKET_CASE, VOID_TICKET_TYPE, type VoidTicketStatus } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { afterSalesCases, caseRecords } from '../../db/schema/cases';
import { orders } from '../../db/schema/orders';
import { setTicketStatus } from '../../modules/orders';
import { ticketShare, voidWindowEnd } from '../../modules/void-tickets/void-window';
import { rowsOf } from '../../platform/sql-rows';
import type { DemoContext } from '../demo-context';
import { seedDemoCase, type DemoCaseOrder } from './demo-cases';

interface VoidOrder extends DemoCaseOrder {
  ticket_no: string;
  paid: string;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * What each demo void shows: issued today (its window open until the business midnight) or
 * yesterday (the window closed while the void waited), and the path walked.
 */
const DEMOS: { issuedDaysAgo: number; path: readonly VoidTicketStatus[] }[] = [
  { issuedDaysAgo: 0, path: [] },
  { issuedDaysAgo: 0, path: ['VOIDED'] },
  { issuedDaysAgo: 0, path: ['REJECTED'] },
  { issuedDaysAgo: 1, path: [] },
];

/**
 * Voids in every state on each platform, on paid orders of two passengers or more whose tickets the
 * demo airline voids (no number ending in 7): the other passengers' tickets stay open, issued today
 * or yesterday as their void's, for an operator to try. The business time zone is the server's (TZ).
 */
export async function seedVoidTickets(ctx: DemoContext): Promise<void> {
  const timeZone = process.env.TZ?.trim() || 'UTC';
  const dayEnd = voidWindowEnd(ctx.now, timeZone, 0).getTime();
  // A few minutes into today's business day at least, so "today" holds whenever the demo is seeded.
  const today = Math.max(dayEnd - DAY + MINUTE, ctx.now.getTime() - 20 * MINUTE);
  for (const platform of [1, 2]) {
    const candidates = await rowsOf<VoidOrder>(
      ctx.db,
      sql`select o.id::int as id, o.order_no, o.platform_type, o.pnr, o.airline, o.total_price::text as total_price,
          o.passenger_count, p.id::int as passenger_id, initcap(p.given_name || ' ' || p.surname) as passenger_name,
          p.ticket_no, pay.amount::text as paid,
          array(select s.id::int from order_segments s where s.order_id = o.id order by s.seq) as segment_ids,
          (select string_agg(s.flight_no || ' ' || s.dep || '-' || s.arr || ' ' || to_char(s.dep_time, 'YYYY-MM-DD'), ', ' order by s.seq)
             from order_segments s where s.order_id = o.id) as segment_summary,
          pay.account_id
        from orders o
        join order_passengers p on p.order_id = o.id and p.seq = 1
        join order_payments pay on pay.order_id = o.id
        join accounts a on a.id = pay.account_id and a.currency = 'EUR'
        where o.platform_type = ${platform} and o.status = 'TICKETED' and o.passenger_count >= 2
          and o.airline in ('DA', 'EZ', 'OL') and o.depart_time > ${ctx.now.toISOString()}::timestamptz
          and not exists (select 1 from after_sales_cases c where c.order_id = o.id)
          and not exists (select 1 from order_passengers q where q.order_id = o.id
            and (q.ticket_no is null or q.ticket_no like '%7' or coalesce(q.ticket_status, 'OPEN') <> 'OPEN'))
        order by o.id desc
        limit ${DEMOS.length}`,
    );
    for (const [index, demo] of DEMOS.entries()) {
      const order = candidates[index];
      if (!order || order.account_id === null) continue;
      const accountId = order.account_id;
      const issuedAt = new Date(today - demo.issuedDaysAgo * DAY);
      const windowEnd = voidWindowEnd(issuedAt, timeZone, 0);
      const amount = ticketShare(order.paid, order.passenger_count, 0);
      await ctx.db.execute(
        sql`update ${orders} set confirm_time = ${issuedAt.toISOString()}::timestamptz where id = ${order.id}`,
      );
      const record = await seedDemoCase(ctx, {
        kind: VOID_TICKET_CASE,
        label: 'Void',
        order,
        subType: VOID_TICKET_TYPE,
        path: demo.path,
        index,
        details: { ticketNo: order.ticket_no, issuedAt: issuedAt.toISOString(), accountId },
        step: (to, current) =>
          to === 'VOIDED'
            ? {
                money: { effect: 'VOID_REVERSAL', entry: { type: 'VOID_REVERSAL', amount } },
                changes: {
                  confirmedAmount: amount,
                  details: {
                    ...current.details,
                    airlineVoidId: `${order.airline}V-DEMO-${order.ticket_no.slice(-6)}`,
                  },
                },
                apply: async () => {
                  await setTicketStatus(ctx.db, order.id, [order.passenger_id], 'VOIDED');
                },
              }
            : {},
      });
      // Asked for a few minutes after the issue; the window's end is its deadline.
      const askedAt = new Date(issuedAt.getTime() + 5 * MINUTE).toISOString();
      await ctx.db.execute(
        sql`update ${afterSalesCases} set application_amount = ${amount}, deadline = ${windowEnd.toISOString()}::timestamptz,
          created_at = ${askedAt}::timestamptz where id = ${record.id}`,
      );
      await ctx.db.execute(
        sql`update ${caseRecords} set create_time = ${askedAt}::timestamptz where case_id = ${record.id} and action = 'OPEN'`,
      );
    }
  }
}
