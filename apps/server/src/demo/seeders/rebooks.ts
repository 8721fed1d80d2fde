import type { RebookItinerary, RebookReason, RebookStatus } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { amountDue, difference } from '../../modules/rebooks/rebook-rules';
import { createRebooksRepository } from '../../modules/rebooks/rebooks.repository';
import { centsToDecimal, toCents } from '../../platform/money';
import { formatDateTime } from '../../platform/time';
import type { DemoContext } from '../seed';

/** One case in each state on each platform; REQUESTED ones are left to be walked through. */
const TARGETS: readonly RebookStatus[] = [
  'REQUESTED',
  'FLIGHT_SELECTED',
  'CONFIRMED',
  'PAYMENT_PENDING',
  'COMPLETED',
  'CANCELLED',
];

interface Candidate extends Record<string, unknown> {
  id: number;
  total_price: string;
  currency: string;
  flight_no: string;
  dep: string;
  arr: string;
  dep_time: string;
  arr_time: string;
  disrupted: boolean;
}

const DAY = 86_400_000;

function nextDay(localTime: string): string {
  const at = new Date(`${localTime.replace(' ', 'T')}Z`);
  return new Date(at.getTime() + DAY).toISOString().slice(0, 19).replace('T', ' ');
}

/** Rebook cases in every state on each platform's orders still to fly, after orders and disruptions. */
export async function seedRebooks(ctx: DemoContext): Promise<void> {
  const [any] = await ctx.db.select({ id: orders.id }).from(orders).limit(1);
  if (!any) return;
  const repository = createRebooksRepository(ctx.db, 'UTC');
  for (const platform of [1, 2]) await seedPlatform(ctx, repository, platform);
}

async function seedPlatform(
  ctx: DemoContext,
  repository: ReturnType<typeof createRebooksRepository>,
  platform: number,
): Promise<void> {
  const nowLocal = formatDateTime(ctx.now, 'UTC');
  const result = await ctx.db.execute(sql`
    select o.id::int as id, o.total_price::text as total_price, o.currency, s.flight_no, s.dep, s.arr,
      to_char(s.dep_time, 'YYYY-MM-DD HH24:MI:SS') as dep_time, to_char(s.arr_time, 'YYYY-MM-DD HH24:MI:SS') as arr_time,
      exists (select 1 from flight_disruption_orders fdo where fdo.order_id = o.id) as disrupted
    from orders o join order_segments s on s.order_id = o.id and s.seq = 1
    where o.platform_type = ${platform} and o.status in ('PAID', 'TICKETED') and o.depart_time > ${nowLocal}::timestamp + interval '2 days'
    order by disrupted desc, o.depart_time, o.id
    limit ${TARGETS.length * 4}`);
  const candidates = (result as unknown as { rows: Candidate[] }).rows;
  const { random } = ctx;

  for (const [index, target] of TARGETS.entries()) {
    const order = candidates[index * 4];
    if (!order) return;
    const reason: RebookReason = order.disrupted ? 'DISRUPTION' : 'CUSTOMER_REQUEST';
    const at = new Date(ctx.now.getTime() - (TARGETS.length - index) * 3 * 3_600_000);
    const newTotal = centsToDecimal(toCents(order.total_price) + BigInt(random.int(-40, 120)) * 100n);
    const itinerary: RebookItinerary | null =
      target === 'REQUESTED'
        ? null
        : {
            itineraryId: `demo-${order.id}`,
            wrapper: 'demo',
            validatingCarrier: order.flight_no.slice(0, 2),
            flights: [
              {
                flightNo: order.flight_no,
                dep: order.dep,
                arr: order.arr,
                depTime: nextDay(order.dep_time),
                arrTime: nextDay(order.arr_time),
              },
            ],
            duration: Math.round(
              (Date.parse(`${order.arr_time.replace(' ', 'T')}Z`) -
                Date.parse(`${order.dep_time.replace(' ', 'T')}Z`)) /
                60_000,
            ),
            currency: order.currency,
            total: newTotal,
          };
    const priceDifference = itinerary ? difference(newTotal, order.total_price) : '0.00';
    const penalty = reason === 'DISRUPTION' || !itinerary ? '0.00' : '50.00';
    const paid = target === 'COMPLETED';
    const rebookNo = `RB${order.id}-1`;
    await repository.insertCase({
      rebookNo,
      orderId: order.id,
      reason,
      status: target,
      itinerary,
      originalTotal: order.total_price,
      priceDifference,
      penalty,
      currency: order.currency,
      cardBrand: paid ? 'VISA' : null,
      cardLast4: paid ? '1111' : null,
      operator: 'admin',
      createdAt: at,
      updatedAt: at,
    });
    const detail = itinerary
      ? `, ${order.flight_no} ${itinerary.flights[0]?.depTime ?? ''}, amount due ${amountDue(priceDifference, penalty)} ${order.currency}`
      : '';
    await repository.record(order.id, 'admin', `Rebook ${rebookNo}: ${target} (${reason})${detail}`, at);
  }
}
