/**
 * The exchange rates module's public face: the transaction records (in memory, the rate book) and the
 * financial and refund reports (in SQL, rate-sql.ts) value amounts through these
 * (docs/decisions/0030-transaction-records.md).
 */
import type { Database } from '../../platform/db';
import { createExchangeRatesRepository } from './exchange-rates.repository';
import { rateBook, type DayRate, type RateBook } from './rate-book';

export { rateBook, type DayRate, type RateBook } from './rate-book';
export { convertAt, dayRates, eurAt, rateOfDay } from './rate-sql';
export { createExchangeRatesService } from './exchange-rates.service';
export { exchangeRatesRoutes } from './exchange-rates.routes';

/** The rates of the range (and the last one before it) for the currencies, in memory. */
export async function loadRateBook(
  db: Database,
  currencies: readonly string[],
  startDay: string,
  endDay: string,
): Promise<RateBook> {
  const wanted = [...new Set(currencies.filter((currency) => currency !== 'EUR'))];
  return rateBook(await createExchangeRatesRepository(db).between(wanted, startDay, endDay));
}

/** Units of `currency` per EUR on `day` (the latest rate on or before it); undefined before any. */
export async function rateOn(db: Database, currency: string, day: string): Promise<DayRate | undefined> {
  return (await loadRateBook(db, [currency], day, day)).rateOn(currency, day);
}

/** `amount` of `from` in `to` at the rates of `day`, to the cent; null without a rate. */
export async function convertOn(
  db: Database,
  amount: string,
  from: string,
  to: string,
  day: string,
): Promise<string | null> {
  return (await loadRateBook(db, [from, to], day, day)).convert(amount, from, to, day);
}
