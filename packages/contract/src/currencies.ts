/**
 * The ISO 4217 currencies the console knows: the demo's, the exchange-rate table's choices
 * (`RATE_CURRENCIES`) and those a line from outside may name (with its order's own currency).
 */
export const KNOWN_CURRENCIES = ['EUR', 'USD', 'GBP', 'CNY'] as const;
export type KnownCurrency = (typeof KNOWN_CURRENCIES)[number];

export function isKnownCurrency(code: string): code is KnownCurrency {
  return (KNOWN_CURRENCIES as readonly string[]).includes(code);
}
