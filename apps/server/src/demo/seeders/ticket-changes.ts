import { TICKET_CHANGE_CASE, type TicketChangeStatus } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { exchangeTickets, replaceSegments, ticketPrefix } from '../../modules/orders';
import { rowsOf } from '../../platform/sql-rows';
import type { DemoContext } from '../demo-context';
import { demoCaseOrders, seedDemoCase, type DemoCaseOrder, type DemoStep } from './demo-cases';

const QUOTE = ['QUOTED'] as const;
const PAY = ['QUOTED', 'PENDING_PAYMENT', 'PAID'] as const;
/** The steps that lead to each state; the money states first, so they take paid orders. */
const PATHS: Record<TicketChangeStatus, readonly TicketChangeStatus[]> = {
  REISSUED: [...PAY, 'REISSUED'],
  FAILED: [...PAY, 'FAILED'],
  PAID: PAY,
  REQUESTED: [],
  QUOTED: QUOTE,
  QUOTE_EXPIRED: [...QUOTE, 'QUOTE_EXPIRED'],
  PENDING_PAYMENT: [...QUOTE, 'PENDING_PAYMENT'],
  CANCELLED: ['CANCELLED'],
};
const MONEY: readonly TicketChangeStatus[] = ['REISSUED', 'FAILED', 'PAID'];
const HOUR = 3_600_000;

interface Flight {
  flight_no: string;
  dep: string;
  arr: string;
  dep_time: string;
  arr_time: string;
}

/** Ticket changes in every state on each platform, moving the passengers one day later. */
export async function seedTicketChanges(ctx: DemoContext): Promise<void> {
  const targets = Object.entries(PATHS) as [TicketChangeStatus, readonly TicketChangeStatus[]][];
  for (const platform of [1, 2]) {
    const orders = await demoCaseOrders(ctx, platform, targets.length);
    for (const [index, [target, path]] of targets.entries()) {
      const order = orders[index];
      if (!order || (MONEY.includes(target) && order.account_id === null)) continue;
      const flights = await rowsOf<Flight>(
        ctx.db,
        sql`select flight_no, dep, arr, to_char(dep_time + interval '1 day', 'YYYY-MM-DD HH24:MI:SS') as dep_time,
            to_char(arr_time + interval '1 day', 'YYYY-MM-DD HH24:MI:SS') as arr_time
          from order_segments where order_id = ${order.id} and not back order by seq`,
      );
      await seedDemoCase(ctx, {
        kind: TICKET_CHANGE_CASE,
        label: 'Ticket change',
        order,
        subType: index % 3 === 0 ? 'INVOLUNTARY' : 'VOLUNTARY',
        path,
        index,
        step: changeStep(ctx, order, flights, path, index),
      });
    }
  }
}

function changeStep(
  ctx: DemoContext,
  order: DemoCaseOrder,
  flights: Flight[],
  path: readonly TicketChangeStatus[],
  index: number,
) {
  const total = '85.00';
  const newFlights = flights.map((f) => ({
    flightNo: f.flight_no,
    dep: f.dep,
    arr: f.arr,
    depTime: f.dep_time,
    arrTime: f.arr_time,
    back: false,
  }));
  const deadline = new Date(ctx.now.getTime() + (path.includes('QUOTE_EXPIRED') ? -3 : 4 + index) * HOUR);
  return (to: TicketChangeStatus): DemoStep => {
    if (to === 'QUOTED')
      return {
        changes: {
          applicationAmount: total,
          serviceCharge: '10.00',
          deadline,
          details: {
            quote: {
              quoteIds: [`CQDEMO${order.id}`],
              fareDifference: '40.00',
              taxDifference: '0.00',
              penalty: '35.00',
              serviceFee: '10.00',
              total,
              currency: 'EUR',
              flights: newFlights,
            },
          },
        },
      };
    if (to === 'PAID')
      return {
        changes: { confirmedAmount: total },
        money: { effect: 'CHANGE_DEBIT', entry: { type: 'CHANGE_DEBIT', amount: `-${total}` } },
      };
    if (to === 'FAILED')
      return { money: { effect: 'CHANGE_RETURN', entry: { type: 'REFUND_CREDIT', amount: total } } };
    if (to === 'REISSUED')
      return {
        apply: async (record) => {
          await replaceSegments(ctx.db, order.id, order.segment_ids, newFlights);
          const tickets = await exchangeTickets(
            ctx.db,
            order.id,
            [order.passenger_id],
            ticketPrefix(order.airline),
            record.id,
          );
          return { details: { ...record.details, tickets } };
        },
      };
    return {};
  };
}
