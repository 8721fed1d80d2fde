import { ApiStatus, type ApiEnvelope } from '@ota/contract';
import { notify } from '../../../lib/notify';

/** A call that changes a refund: done, or refused by a business rule (status 400) with the server's words. */
export type RefundOutcome<T> = { done: true; data: T } | { done: false; message: string };

/** The refund calls take 400 as handled: the server's message shows as a warning (spec section 8). */
export const HANDLED = { handled: [ApiStatus.BAD_REQUEST] } as const;

export function outcomeOf<T>(body: ApiEnvelope<T>): RefundOutcome<T> {
  if (body.status === ApiStatus.BAD_REQUEST) {
    notify.warning(body.message);
    return { done: false, message: body.message };
  }
  return { done: true, data: body.data };
}
