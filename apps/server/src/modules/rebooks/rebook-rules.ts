import { REBOOK_STEPS, rebookAllows, type RebookStatus, type RebookStep } from '@ota/contract';
import { BadRequestError } from '../../platform/errors';
import { centsToDecimal, toCents } from '../../platform/money';

export function assertStep(rebook: { rebookNo: string; status: RebookStatus }, step: RebookStep): void {
  if (!rebookAllows(rebook.status, step))
    throw new BadRequestError(
      `Rebook ${rebook.rebookNo} is ${rebook.status}: ${step} needs ${REBOOK_STEPS[step].join(' or ')}`,
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
