import { SEAT_CASE, type SeatStatus } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { SEAT_HOLD_MS, SEAT_SERVICE_CHARGE } from '../../modules/seats/seat-choice';
import { centsToDecimal, toCents } from '../../platform/money';
import { rowsOf } from '../../platform/sql-rows';
import { DEFAULT_DEMO_SEED, demoAirlineSeed } from '../airline/demo-airlines';
import { seatMap } from '../airline/seats';
import type { DemoContext } from '../demo-context';
import { demoCaseOrders, seedDemoCase, type DemoCaseOrder, type DemoStep } from './demo-cases';

const PAY = ['PENDING_PAYMENT', 'PAID'] as const;
const ISSUE = [...PAY, 'ISSUED'] as const;
/** The steps that lead to each state; the money states first, so they take paid orders. */
const PATHS: Record<SeatStatus, readonly SeatStatus[]> = {
  PAID: PAY,
  ISSUED: ISSUE,
  ISSUE_FAILED: [...PAY, 'ISSUE_FAILED'],
  USED: [...ISSUE, 'USED'],
  REASSIGNED: [...ISSUE, 'REASSIGNED'],
  REFUND_REQUESTED: [...ISSUE, 'REFUND_REQUESTED'],
  REFUNDED: [...ISSUE, 'REFUND_REQUESTED', 'REFUNDED'],
  REJECTED: [...ISSUE, 'REFUND_REQUESTED', 'REJECTED'],
  PRICED: [],
  PENDING_PAYMENT: ['PENDING_PAYMENT'],
  CANCELLED: ['CANCELLED'],
};
const MONEY: readonly SeatStatus[] = [
  'PAID',
  'ISSUED',
  'ISSUE_FAILED',
  'USED',
  'REASSIGNED',
  'REFUND_REQUESTED',
  'REFUNDED',
  'REJECTED',
];

interface Segment {
  id: number;
  flight_no: string;
  dep_date: string;
  label: string;
}

/** The order's first flight, as the seat case names it. */
async function firstSegment(ctx: DemoContext, order: DemoCaseOrder): Promise<Segment | undefined> {
  const [segment] = await rowsOf<Segment>(
    ctx.db,
    sql`select s.id::int as id, s.flight_no, to_char(s.dep_time, 'YYYY-MM-DD') as dep_date,
        s.flight_no || ' ' || s.dep || '-' || s.arr || ' ' || to_char(s.dep_time, 'YYYY-MM-DD HH24:MI') as label
      from order_segments s where s.order_id = ${order.id} and not s.back order by s.seq limit 1`,
  );
  return segment;
}

/** A seat the airline has not sold and no other demo case holds, spread over the seat types. */
function freeSeat(order: DemoCaseOrder, segment: Segment, index: number, held: Set<string>) {
  const airline = {
    code: order.airline,
    name: order.airline,
    seed: demoAirlineSeed(DEFAULT_DEMO_SEED, order.airline),
  };
  const map = seatMap(airline, { flightNo: segment.flight_no, departDate: segment.dep_date });
  const rows = [...map.rows.slice(index % map.rows.length), ...map.rows.slice(0, index % map.rows.length)];
  for (const row of rows)
    for (const letter of map.letters) {
      const seat = `${row.number}${letter}`;
      if (map.taken.includes(seat) || held.has(`${segment.flight_no} ${segment.dep_date} ${seat}`)) continue;
      const price = map.prices.find((p) => p.seatType === row.seatType)?.price ?? 0;
      return { seat, seatType: row.seatType, price: centsToDecimal(BigInt(Math.round(price * 100))) };
    }
  return undefined;
}

/** Seats in every state on each platform, on the first flight of demo orders, priced by the demo airline. */
export async function seedSeats(ctx: DemoContext): Promise<void> {
  const targets = Object.entries(PATHS) as [SeatStatus, readonly SeatStatus[]][];
  const held = new Set<string>();
  for (const platform of [1, 2]) {
    const orders = await demoCaseOrders(ctx, platform, targets.length);
    for (const [index, [target, path]] of targets.entries()) {
      const order = orders[index];
      if (!order || (MONEY.includes(target) && order.account_id === null)) continue;
      const segment = await firstSegment(ctx, order);
      const chosen = segment && freeSeat(order, segment, index * 3 + platform, held);
      if (!segment || !chosen) continue;
      const flight = `${segment.flight_no} ${segment.dep_date}`;
      held.add(`${flight} ${chosen.seat}`);
      const amount = centsToDecimal(toCents(chosen.price) + toCents(SEAT_SERVICE_CHARGE));
      const emd = `${String(order.id).padStart(3, '0').slice(-3)}5${String(1_000_000_000 + order.id * 10 + index).slice(-10)}`;
      await seedDemoCase(ctx, {
        kind: SEAT_CASE,
        label: 'Seat',
        order: {
          ...order,
          segment_ids: [segment.id],
          segment_summary: `${segment.label} seat ${chosen.seat}`,
        },
        subType: chosen.seatType,
        path,
        index,
        details: {
          seat: chosen.seat,
          flight,
          flightNo: segment.flight_no,
          departDate: segment.dep_date,
          seatPrice: chosen.price,
        },
        step: (to, record): DemoStep => seatStep(to, record.details, amount, emd),
      });
      // The amount and the hold as an insert sets them; a held seat's 2 hours run from the seeding.
      const deadline =
        path.includes('PAID') || target === 'CANCELLED' ? null : new Date(ctx.now.getTime() + SEAT_HOLD_MS);
      await ctx.db.execute(
        sql`update after_sales_cases set application_amount = ${amount}::numeric,
            service_charge = ${SEAT_SERVICE_CHARGE}::numeric, deadline = ${deadline?.toISOString() ?? null}::timestamptz
          where kind = 'SEAT' and order_id = ${order.id}`,
      );
    }
  }
}

/** What each move writes: PAID debits, ISSUE_FAILED and REFUNDED return, ISSUED gets the EMD. */
function seatStep(to: SeatStatus, details: Record<string, unknown>, amount: string, emd: string): DemoStep {
  if (to === 'PAID')
    return {
      changes: { confirmedAmount: amount },
      money: { effect: 'ANCILLARY_DEBIT', entry: { type: 'ANCILLARY_DEBIT', amount: `-${amount}` } },
    };
  if (to === 'ISSUE_FAILED' || to === 'REFUNDED')
    return { money: { effect: 'ANCILLARY_RETURN', entry: { type: 'REFUND_CREDIT', amount } } };
  if (to === 'ISSUED') return { changes: { details: { ...details, emd } } };
  return {};
}
