import { REFUND_CASE, type RefundStatus, type RefundType } from '@ota/contract';
import { setTicketStatus } from '../../modules/orders';
import { centsToDecimal, toCents } from '../../platform/money';
import type { DemoContext } from '../demo-context';
import { demoCaseOrders, seedDemoCase, type DemoCaseOrder, type DemoStep } from './demo-cases';

/** The steps that lead to each state, so every demo refund has the history a real one would. */
const PATHS: Record<RefundStatus, RefundStatus[]> = {
  // First: it takes the first order, a paid one when there is one.
  REFUNDED: ['QUOTED', 'CONFIRMED', 'SUBMITTED_TO_AIRLINE', 'AIRLINE_APPROVED', 'REFUNDED'],
  REQUESTED: [],
  QUOTED: ['QUOTED'],
  QUOTE_EXPIRED: ['QUOTED', 'QUOTE_EXPIRED'],
  CONFIRMED: ['QUOTED', 'CONFIRMED'],
  SUBMITTED_TO_AIRLINE: ['QUOTED', 'CONFIRMED', 'SUBMITTED_TO_AIRLINE'],
  AIRLINE_APPROVED: ['QUOTED', 'CONFIRMED', 'SUBMITTED_TO_AIRLINE', 'AIRLINE_APPROVED'],
  AIRLINE_REJECTED: ['QUOTED', 'CONFIRMED', 'SUBMITTED_TO_AIRLINE', 'AIRLINE_REJECTED'],
  CANCELLED: ['CANCELLED'],
};
const TYPES: RefundType[] = ['VOLUNTARY', 'INVOLUNTARY', 'TAX_ONLY', 'NO_SHOW', 'WAIVER'];
const HOUR = 3_600_000;

/** Refunds in every state on each platform, tied to demo orders on the demo airlines, after orders. */
export async function seedRefunds(ctx: DemoContext): Promise<void> {
  const targets = Object.entries(PATHS) as [RefundStatus, RefundStatus[]][];
  for (const platform of [1, 2]) {
    const orders = await demoCaseOrders(ctx, platform, targets.length);
    for (const [index, [target, path]] of targets.entries()) {
      const order = orders[index];
      // A refund credits the account that paid: without a payment no demo refund reaches REFUNDED.
      if (!order || (target === 'REFUNDED' && order.account_id === null)) continue;
      const type = TYPES[index % TYPES.length] ?? 'VOLUNTARY';
      await seedDemoCase(ctx, {
        kind: REFUND_CASE,
        label: 'Refund',
        order,
        subType: type,
        path,
        index,
        step: refundStep(ctx, order, type, path, index),
      });
    }
  }
}

function refundStep(
  ctx: DemoContext,
  order: DemoCaseOrder,
  type: RefundType,
  path: RefundStatus[],
  index: number,
) {
  const fare = centsToDecimal(toCents(order.total_price) / BigInt(Math.max(1, order.passenger_count)));
  const penalty = type === 'INVOLUNTARY' || type === 'WAIVER' ? '0.00' : '60.00';
  const [taxes, charge] = ['7.50', '5.00'];
  const amount = centsToDecimal(
    [penalty, taxes, charge].reduce((left, part) => left - toCents(part), toCents(fare)),
  );
  // The expired quote's deadline is past, the open quote's is near: both countdowns show.
  const deadline = new Date(ctx.now.getTime() + (path.includes('QUOTE_EXPIRED') ? -6 : 2 + index) * HOUR);
  return (to: RefundStatus): DemoStep => {
    if (to === 'QUOTED')
      return {
        changes: {
          applicationAmount: amount,
          serviceCharge: charge,
          deadline,
          details: {
            quote: {
              quoteId: `RQDEMO${order.id}`,
              fare,
              penalty,
              nonRefundableTaxes: taxes,
              refundable: centsToDecimal(toCents(amount) + toCents(charge)),
            },
          },
        },
      };
    if (to === 'AIRLINE_APPROVED') return { changes: { confirmedAmount: amount } };
    if (to === 'REFUNDED')
      return {
        money: { effect: 'REFUND_CREDIT', entry: { type: 'REFUND_CREDIT', amount } },
        apply: () => setTicketStatus(ctx.db, order.id, [order.passenger_id], 'REFUNDED'),
      };
    return {};
  };
}
