import type { WrapperRefundAnswer, WrapperRefundSubmitRequest } from '@ota/contract';
import { rngFor } from './random';
import { isoInstant, WrapperRefusal } from './refusal';
import type { AirlineIdentity } from './schedule';

/** How long the demo airline takes to decide on a refund. */
export const REFUND_ANSWER_MS = 2000;

const REJECTIONS = [
  'The ticket was used on the first segment',
  'The fare rules allow no refund after departure',
  'The refund was already processed by the airline',
];

/**
 * The demo keeps no state: the refund id carries what the answer needs (when it was asked, the
 * amount in cents, the currency, the agency's reference), and the answer is drawn from the seed.
 */
export function submitRefund(
  airline: AirlineIdentity,
  request: WrapperRefundSubmitRequest,
  nowMs: number,
): WrapperRefundAnswer {
  const cents = Math.round(request.amount * 100);
  const refundId = `${airline.code}R-${Math.floor(nowMs / 1000).toString(36)}-${cents.toString(36)}-${request.currency}-${request.reference}`;
  return answerOf(airline, refundId, Math.floor(nowMs / 1000) * 1000);
}

export function refundAnswer(airline: AirlineIdentity, refundId: string, nowMs: number): WrapperRefundAnswer {
  return answerOf(airline, refundId, nowMs);
}

function answerOf(airline: AirlineIdentity, refundId: string, nowMs: number): WrapperRefundAnswer {
  const parts = /^([A-Z0-9]{2})R-([0-9a-z]+)-([0-9a-z]+)-([A-Z]{3})-(.+)$/.exec(refundId);
  if (!parts || parts[1] !== airline.code)
    throw new WrapperRefusal(404, 'NOT_FOUND', `Refund ${refundId} does not exist at ${airline.name}`);
  const [, , sent = '0', cents = '0', currency = 'EUR', reference = ''] = parts;
  const submittedAt = parseInt(sent, 36) * 1000;
  const amount = parseInt(cents, 36);
  const base = { refundId, reference, currency, submittedAt: isoInstant(submittedAt) };
  if (nowMs < submittedAt + REFUND_ANSWER_MS)
    return { ...base, status: 'PENDING', approvedAmount: null, reason: null, answeredAt: null };
  const rng = rngFor(airline.seed, airline.code, reference, 'refund');
  const draw = rng.next();
  const answeredAt = isoInstant(submittedAt + REFUND_ANSWER_MS);
  if (draw < 0.12)
    return { ...base, status: 'REJECTED', approvedAmount: null, reason: rng.pick(REJECTIONS), answeredAt };
  // Most grant what was asked; some keep a handling fee of 10 %.
  const granted = draw < 0.25 ? Math.floor(amount * 0.9) : amount;
  return { ...base, status: 'APPROVED', approvedAmount: granted / 100, reason: null, answeredAt };
}
