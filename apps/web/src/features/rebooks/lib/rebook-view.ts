import { cardDigits, expiryInFuture, parseExpiry, passesLuhn, type RebookStatus } from '@ota/contract';

/** Which translation key names what is wrong with a card field, mirroring the pay call's checks. */
export function cardNumberProblem(value: string | undefined): string | null {
  if (!value?.trim()) return 'cardNumberRequired';
  return passesLuhn(value) ? null : 'cardNumberLuhn';
}

export function expiryProblem(value: string | undefined, now: Date = new Date()): string | null {
  if (!value?.trim()) return 'expiryRequired';
  if (!parseExpiry(value)) return 'expiryFormat';
  return expiryInFuture(value, now) ? null : 'expiryPast';
}

export function cvvProblem(value: string | undefined): string | null {
  return /^\d{3,4}$/.test(value?.trim() ?? '') ? null : 'cvvFormat';
}

/** '4111111111111111' → '4111 1111 1111 1111' as the operator types. */
export function groupCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function durationText(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

export const STATUS_COLORS: Record<RebookStatus, string> = {
  REQUESTED: 'default',
  FLIGHT_SELECTED: 'processing',
  CONFIRMED: 'blue',
  PAYMENT_PENDING: 'orange',
  COMPLETED: 'success',
  CANCELLED: 'error',
};
