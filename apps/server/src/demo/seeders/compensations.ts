import { COMPENSATION_CASE, type CompensationStatus, type CompensationType } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { afterSalesCases } from '../../db/schema/cases';
import type { DemoContext } from '../demo-context';
import { demoCaseOrders, seedDemoCase, type DemoStep } from './demo-cases';

const CLAIM: CompensationStatus[] = ['ASSESSED', 'ELIGIBLE', 'CLAIM_SUBMITTED'];

/** The steps that lead to each state, and the type that takes that path. */
const PATHS: [CompensationStatus, CompensationType, CompensationStatus[]][] = [
  // First: it takes the first order, a paid one, whose account the goodwill debits.
  ['PAID', 'GOODWILL', ['ASSESSED', 'ELIGIBLE', 'PAID']],
  ['OPENED', 'AIRLINE', []],
  ['ASSESSED', 'GOODWILL', ['ASSESSED']],
  ['ELIGIBLE', 'AIRLINE', ['ASSESSED', 'ELIGIBLE']],
  ['NOT_ELIGIBLE', 'AIRLINE', ['ASSESSED', 'NOT_ELIGIBLE']],
  ['CLAIM_SUBMITTED', 'AIRLINE', CLAIM],
  ['AIRLINE_ACCEPTED', 'AIRLINE', [...CLAIM, 'AIRLINE_ACCEPTED']],
  ['AIRLINE_REJECTED', 'AIRLINE', [...CLAIM, 'AIRLINE_REJECTED']],
  ['CLOSED', 'AIRLINE', [...CLAIM, 'AIRLINE_ACCEPTED', 'PAID', 'CLOSED']],
  ['CANCELLED', 'GOODWILL', ['CANCELLED']],
];

const REASONS: Partial<Record<CompensationStatus, string>> = {
  NOT_ELIGIBLE: 'Extraordinary circumstances: air traffic control strike',
  AIRLINE_REJECTED: 'The airline says the delay at arrival was under 3 hours',
  CANCELLED: 'The passenger withdrew the complaint',
};

/** Compensation cases in every state on each platform, opened from complaints on demo orders. */
export async function seedCompensations(ctx: DemoContext): Promise<void> {
  for (const platform of [1, 2]) {
    const orders = await demoCaseOrders(ctx, platform, PATHS.length);
    for (const [index, [target, type, path]] of PATHS.entries()) {
      const order = orders[index];
      if (!order || (target === 'PAID' && order.account_id === null)) continue;
      const amount = type === 'GOODWILL' ? '50.00' : '250.00';
      const reason = REASONS[target];
      const record = await seedDemoCase(ctx, {
        kind: COMPENSATION_CASE,
        label: 'Compensation',
        order,
        subType: type,
        path,
        index,
        details: { source: 'COMPLAINT', eu261: null, ...(reason ? { reason } : {}) },
        step: (to): DemoStep => {
          if (to === 'AIRLINE_ACCEPTED') return { changes: { confirmedAmount: amount } };
          if (to === 'PAID' && type === 'GOODWILL')
            return {
              changes: { confirmedAmount: amount },
              money: { effect: 'COMPENSATION', entry: { type: 'COMPENSATION', amount: `-${amount}` } },
            };
          return {};
        },
      });
      await ctx.db.execute(
        sql`update ${afterSalesCases} set application_amount = ${amount} where id = ${record.id}`,
      );
    }
  }
}
