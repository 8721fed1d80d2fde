import type { ExchangeRate } from '@ota/contract';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { exchangeRates } from '../../db/schema/exchange-rates';
import type { Database, DbTransaction } from '../../platform/db';
import { LIST_TOTAL, pageWithTotal } from '../../platform/pagination';
import { rowsOf } from '../../platform/sql-rows';
import type { DayRate } from './rate-book';

export interface RateInput {
  day: string;
  currency: string;
  rate: string;
}

const isoText = (column: typeof exchangeRates.syncedAt | typeof exchangeRates.updatedAt) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export function createExchangeRatesRepository(db: Database | DbTransaction) {
  return {
    async page(filter: {
      currency?: string;
      startDay?: string;
      endDay?: string;
      offset: number;
      limit: number;
    }): Promise<{ rows: ExchangeRate[]; total: number }> {
      const where = and(
        filter.currency ? eq(exchangeRates.currency, filter.currency) : undefined,
        filter.startDay ? gte(exchangeRates.day, filter.startDay) : undefined,
        filter.endDay ? lte(exchangeRates.day, filter.endDay) : undefined,
      );
      return pageWithTotal(
        db
          .select({
            day: exchangeRates.day,
            currency: exchangeRates.currency,
            rate: sql<string>`${exchangeRates.rate}::text`,
            source: sql<ExchangeRate['source']>`${exchangeRates.source}`,
            updatedBy: exchangeRates.updatedBy,
            updatedAt: sql<string>`${isoText(exchangeRates.updatedAt)}`,
            syncTime: isoText(exchangeRates.syncedAt),
          })
          .from(exchangeRates)
          .where(where)
          .orderBy(desc(exchangeRates.day), exchangeRates.currency)
          .limit(filter.limit)
          .offset(filter.offset),
        db.select(LIST_TOTAL).from(exchangeRates).where(where),
      );
    },

    /** Writes the rates, each replacing the one of its day and currency; the day is to be re-synced. */
    async upsert(rates: readonly RateInput[], source: 'entered' | 'imported' | 'demo', by: string) {
      if (rates.length === 0) return;
      await db
        .insert(exchangeRates)
        .values(rates.map((rate) => ({ ...rate, source, updatedBy: by })))
        .onConflictDoUpdate({
          target: [exchangeRates.currency, exchangeRates.day],
          set: {
            rate: sql`excluded.rate`,
            source: sql`excluded.source`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`now()`,
            syncedAt: sql`null`,
          },
        });
    },

    /**
     * The rates of the range for the currencies, with each one's last rate before the range (the first
     * days may take it).
     */
    async between(currencies: readonly string[], startDay: string, endDay: string): Promise<DayRate[]> {
      if (currencies.length === 0) return [];
      const inRange = await db
        .select({
          day: exchangeRates.day,
          currency: exchangeRates.currency,
          rate: sql<string>`${exchangeRates.rate}::text`,
          syncedAt: isoText(exchangeRates.syncedAt),
        })
        .from(exchangeRates)
        .where(
          and(
            inArray(exchangeRates.currency, [...currencies]),
            gte(exchangeRates.day, startDay),
            lte(exchangeRates.day, endDay),
          ),
        );
      const before = await rowsOf<DayRate>(
        db,
        sql`select r.day::text as day, r.currency, r.rate::text as rate,
            to_char(r.synced_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "syncedAt"
          from unnest(array[${sql.join(
            currencies.map((code) => sql`${code}`),
            sql`, `,
          )}]::text[]) as c(code)
          cross join lateral (select * from exchange_rates e where e.currency = c.code and e.day < ${startDay}::date
            order by e.day desc limit 1) r`,
      );
      return [...before, ...inRange];
    },

    /**
     * Re-sync of a range: every currency of the table gets a rate for every day of the range (a day
     * without one is carried from the latest earlier day), and every rate of the range is stamped.
     */
    async sync(startDay: string, endDay: string, by: string): Promise<{ carried: number; synced: number }> {
      const carried = await rowsOf<{ count: number }>(
        db,
        sql`with inserted as (
            insert into exchange_rates (currency, day, rate, source, updated_by)
            select c.currency, d.day::date, prev.rate, 'carried', ${by}
            from (select distinct currency from exchange_rates) c
            cross join generate_series(${startDay}::date, ${endDay}::date, interval '1 day') d(day)
            cross join lateral (select e.rate from exchange_rates e where e.currency = c.currency
              and e.day < d.day::date order by e.day desc limit 1) prev
            where not exists (select 1 from exchange_rates x where x.currency = c.currency and x.day = d.day::date)
            order by c.currency, d.day
            returning 1)
          select count(*)::int as count from inserted`,
      );
      const synced = await db
        .update(exchangeRates)
        .set({ syncedAt: sql`now()` })
        .where(and(gte(exchangeRates.day, startDay), lte(exchangeRates.day, endDay)))
        .returning({ day: exchangeRates.day });
      return { carried: carried[0]?.count ?? 0, synced: synced.length };
    },
  };
}
