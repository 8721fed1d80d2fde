import type {
  ExchangeRate,
  ExchangeRateBody,
  ExchangeRatePageQuery,
  PageList,
  RateImportResult,
  RateSyncQuery,
  RateSyncResult,
} from '@ota/contract';
import type { Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { pageOffset } from '../../platform/pagination';
import { createExchangeRatesRepository } from './exchange-rates.repository';
import { parseRateCsv } from './rate-import';

export function createExchangeRatesService(deps: { db: Database }) {
  return {
    async page(query: ExchangeRatePageQuery): Promise<PageList<ExchangeRate>> {
      const { rows, total } = await createExchangeRatesRepository(deps.db).page({
        currency: query.currency,
        startDay: query.startTime,
        endDay: query.endTime,
        offset: pageOffset(query),
        limit: query.pageSize,
      });
      return { pageList: rows, totalCount: total };
    },

    async add(body: ExchangeRateBody, by: string): Promise<void> {
      if (body.currency === 'EUR')
        throw new BadRequestError('currency: EUR is the base, its rate is always 1');
      await createExchangeRatesRepository(deps.db).upsert([body], 'entered', by);
    },

    async importCsv(lines: readonly string[], by: string): Promise<RateImportResult> {
      const rates = parseRateCsv(lines).filter((rate) => rate.currency !== 'EUR');
      await deps.db.transaction((tx) => createExchangeRatesRepository(tx).upsert(rates, 'imported', by));
      return { imported: rates.length };
    },

    async sync(query: RateSyncQuery, by: string): Promise<RateSyncResult> {
      const result = await deps.db.transaction((tx) =>
        createExchangeRatesRepository(tx).sync(query.startTime, query.endTime, by),
      );
      return { ...query, ...result, syncTime: new Date().toISOString() };
    },
  };
}
