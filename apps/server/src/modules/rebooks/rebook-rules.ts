import type { RebookStatus } from '@ota/contract';
import { BadRequestError } from '../../platform/errors';
import { centsToDecimal, toCents } from '../../platform/money';

/** The steps each call may take, and from where (docs/decisions/0018-rebooks.md). */
export const REBOOK_STEPS = {
  select: ['REQUESTED', 'FLIGHT_SELECTED'],
  confirm: ['FLIGHT_SELECTED'],
  pay: ['CONFIRMED', 'PAYMENT_PENDING'],
  cancel: ['REQUESTED', 'FLIGHT_SELECTED', 'CONFIRMED', 'PAYMENT_PENDING'],
} as const satisfies Record<string, readonly RebookStatus[]>;
export type RebookStep = keyof typeof REBOOK_STEPS;

export function assertStep(rebook: { rebookNo: string; status: RebookStatus }, step: RebookStep): void {
  const from: readonly RebookStatus[] = REBOOK_STEPS[step];
  if (!from.includes(rebook.status))
    throw new BadRequestError(
      `Rebook ${rebook.rebookNo} is ${rebook.status}: ${step} needs ${from.join(' or ')}`,
    );
}

/** What the customer pays: a cheaper new fare is not refunded here, only a dearer one is collected. */
export function amountDue(priceDifference: string, penalty: string): string {
  const difference = toCents(priceDifference);
  return centsToDecimal((difference > 0n ? difference : 0n) + toCents(penalty));
}

export function difference(newTotal: string, originalTotal: string): string {
  return centsToDecimal(toCents(newTotal) - toCents(originalTotal));
}

/** The airline's change penalty per seated passenger; none for an involuntary change. */
export function penaltyFor(involuntary: boolean, perPassenger: string | null, seated: number): string {
  if (involuntary || perPassenger === null) return '0.00';
  return centsToDecimal(toCents(perPassenger) * BigInt(seated));
}
