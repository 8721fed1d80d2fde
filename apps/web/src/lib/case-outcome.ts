import { ApiStatus, type ApiEnvelope } from '@ota/contract';
import { notify } from './notify';

/** A call that changes a case: done, or refused by a business rule (status 400) with the server's words. */
export type CaseOutcome<T> = { done: true; data: T } | { done: false; message: string };

/** Case calls take 400 as handled: the server's message shows as a warning (spec section 8). */
export const HANDLED = { handled: [ApiStatus.BAD_REQUEST] } as const;

export function outcomeOf<T>(body: ApiEnvelope<T>): CaseOutcome<T> {
  if (body.status === ApiStatus.BAD_REQUEST) {
    notify.warning(body.message);
    return { done: false, message: body.message };
  }
  return { done: true, data: body.data };
}

/** The server's refusal of a stale version ('This case was changed by NAME at TIME; reload it'). */
export function isStaleVersion(message: string): boolean {
  return /^This case was changed by .+; reload it$/.test(message);
}

/** An InputNumber's value as the exact decimal text the API takes ('12.5' → '12.50'). */
export function amountText(value: number | null | undefined): string | undefined {
  return value === null || value === undefined ? undefined : value.toFixed(2);
}
