/** Card checks shared by the pay call and the card form, so both refuse the same input. */

export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'JCB', 'UNIONPAY', 'OTHER'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn check digit rule over a string of 12 to 19 digits. */
export function passesLuhn(value: string): boolean {
  const digits = cardDigits(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(value: string): CardBrand {
  const digits = cardDigits(value);
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'DISCOVER';
  if (/^35/.test(digits)) return 'JCB';
  if (/^62/.test(digits)) return 'UNIONPAY';
  return 'OTHER';
}

/** 'MM/YY' → [year, month], or null when not a month. */
export function parseExpiry(value: string): [number, number] | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return [2000 + Number(match[2]), Number(match[1])];
}

/** A card is good through the last day of its expiry month. */
export function expiryInFuture(value: string, now: Date): boolean {
  const parsed = parseExpiry(value);
  if (!parsed) return false;
  const [year, month] = parsed;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
