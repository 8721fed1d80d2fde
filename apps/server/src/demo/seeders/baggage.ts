import { BAGGAGE_CASE, type BaggageStatus } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { addOrderLuggage, removeOrderLuggage } from '../../modules/orders';
import { centsToDecimal } from '../../platform/money';
import { rowsOf } from '../../platform/sql-rows';
import { baggageOffers } from '../airline/baggage';
import { DEFAULT_DEMO_SEED, demoAirlineSeed } from '../airline/demo-airlines';
import type { DemoContext } from '../demo-context';
import { demoCaseOrders, seedDemoCase, type DemoStep } from './demo-cases';

const PAY = ['PENDING_PAYMENT', 'PAID'] as const;
const ISSUE = [...PAY, 'ISSUED'] as const;
/** The steps that lead to each state; the money states first, so they take paid orders. */
const PATHS: Record<BaggageStatus, readonly BaggageStatus[]> = {
  PAID: PAY,
  ISSUED: ISSUE,
  ISSUE_FAILED: [...PAY, 'ISSUE_FAILED'],
  USED: [...ISSUE, 'USED'],
  REFUND_REQUESTED: [...ISSUE, 'REFUND_REQUESTED'],
  REFUNDED: [...ISSUE, 'REFUND_REQUESTED', 'REFUNDED'],
  REJECTED: [...ISSUE, 'REFUND_REQUESTED', 'REJECTED'],
  PRICED: [],
  PENDING_PAYMENT: ['PENDING_PAYMENT'],
  CANCELLED: ['CANCELLED'],
};
const MONEY: readonly BaggageStatus[] = [
  'PAID',
  'ISSUED',
  'ISSUE_FAILED',
  'USED',
  'REFUND_REQUESTED',
  'REFUNDED',
  'REJECTED',
];

interface Segment {
  id: number;
  flight_no: string;
  dep: string;
  arr: string;
  dep_date: string;
  label: string;
  age_type: number;
}

/** Bags in every state on each platform, on the first flight of demo orders, priced by the demo airline. */
export async function seedBaggage(ctx: DemoContext): Promise<void> {
  const targets = Object.entries(PATHS) as [BaggageStatus, readonly BaggageStatus[]][];
  for (const platform of [1, 2]) {
    const orders = await demoCaseOrders(ctx, platform, targets.length);
    for (const [index, [target, path]] of targets.entries()) {
      const order = orders[index];
      if (!order || (MONEY.includes(target) && order.account_id === null)) continue;
      const [segment] = await rowsOf<Segment>(
        ctx.db,
        sql`select s.id::int as id, s.flight_no, s.dep, s.arr, to_char(s.dep_time, 'YYYY-MM-DD') as dep_date,
            s.flight_no || ' ' || s.dep || '-' || s.arr || ' ' || to_char(s.dep_time, 'YYYY-MM-DD HH24:MI') as label,
            (select age_type from order_passengers where id = ${order.passenger_id}) as age_type
          from order_segments s where s.order_id = ${order.id} and not s.back order by s.seq limit 1`,
      );
      if (!segment) continue;
      const flight = {
        flightNo: segment.flight_no,
        dep: segment.dep,
        arr: segment.arr,
        depDate: segment.dep_date,
      };
      const airline = {
        code: order.airline,
        name: order.airline,
        seed: demoAirlineSeed(DEFAULT_DEMO_SEED, order.airline),
      };
      const ageType = segment.age_type as 0 | 1 | 2;
      const offers = baggageOffers(airline, { pnr: order.pnr, ...flight, ageType }).offers;
      const chosen = offers[index % 2 === 0 ? 1 : 0] ?? offers[0];
      if (!chosen) continue;
      const offer = { ...chosen, price: centsToDecimal(BigInt(Math.round(chosen.price * 100))) };
      const emdNumber = `9${String(1_000_000_000_00 + order.id * 100 + index)
        .padStart(12, '0')
        .slice(-12)}`;
      let luggageId: number | undefined;
      const step = (to: BaggageStatus): DemoStep => {
        if (to === 'PAID')
          return {
            changes: { confirmedAmount: offer.price },
            money: {
              effect: 'ANCILLARY_DEBIT',
              entry: { type: 'ANCILLARY_DEBIT', amount: `-${offer.price}` },
            },
          };
        if (to === 'ISSUE_FAILED' || to === 'REFUNDED')
          return {
            money: { effect: 'ANCILLARY_RETURN', entry: { type: 'REFUND_CREDIT', amount: offer.price } },
            apply: async (record) => {
              if (luggageId !== undefined) await removeOrderLuggage(ctx.db, order.id, luggageId);
              if (to === 'ISSUE_FAILED')
                return {
                  details: { ...record.details, reason: 'The airline could not issue the EMD in time' },
                };
            },
          };
        if (to === 'ISSUED')
          return {
            apply: async (record) => {
              luggageId = await addOrderLuggage(ctx.db, order.id, {
                passengerId: order.passenger_id,
                kind: offer.kind,
                pieces: offer.pieces,
                weightKg: offer.weightKg,
                price: offer.price,
                priceEur: offer.price,
              });
              return { details: { ...record.details, emdNumber, luggageId } };
            },
          };
        if (to === 'REJECTED')
          return {
            apply: async (record) => ({ details: { ...record.details, reason: 'The EMD was used' } }),
          };
        return {};
      };
      await seedDemoCase(ctx, {
        kind: BAGGAGE_CASE,
        label: 'Baggage',
        order: { ...order, segment_ids: [segment.id], segment_summary: segment.label },
        subType: offer.kind,
        path,
        index,
        details: { offer, ageType, flight },
        step,
      });
      await ctx.db.execute(
        sql`update after_sales_cases set application_amount = ${offer.price}::numeric
          where kind = 'BAGGAGE' and order_id = ${order.id}`,
      );
    }
  }
}
