import { RATE_CURRENCIES } from '@ota/contract';

/** The currencies a rate is entered for: the demo's, EUR aside (the base, always 1). */
export const RATE_CURRENCY_OPTIONS = RATE_CURRENCIES.filter((code) => code !== 'EUR').map((value) => ({
  value,
}));

/** A currency code as the server takes it: three letters. */
export const CURRENCY_CODE = /^[A-Za-z]{3}$/;
