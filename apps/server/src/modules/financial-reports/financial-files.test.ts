import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  copyStatement,
  csvChunks,
  exportLayout,
  exportTexts,
  type CsvCopySource,
} from '../../platform/exports';
import { useTestApp } from '../../test/app';
import { testEngines } from '../../test/databases';
import { FINANCIAL_EXPORT_COLUMNS } from './financial-export';
import { createFinancialRepository, shownRow } from './financial.repository';
import { grouped } from './report-lines';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(testEngines())('financial report files (%s)', (engine) => {
  const t = useTestApp(engine);
  const values = exportLayout(FINANCIAL_EXPORT_COLUMNS, exportTexts('en')).csvValues();
  /** Settled days read from the kept rows, then today live. */
  const rangeOf = (scope: number | null) => ({
    scope,
    startTime: daysAgo(40),
    endTime: daysAgo(0),
    timeZone: 'UTC',
  });

  async function prepared(scope: number | null) {
    const repository = createFinancialRepository(t.database.db);
    const range = rangeOf(scope);
    await repository.prepare(range);
    return { repository, range };
  }

  async function csv<K>(sources: CsvCopySource<K> | readonly CsvCopySource<K>[]): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of csvChunks(t.database.db, sources)) chunks.push(chunk);
    return Buffer.concat(chunks).toString();
  }

  it.each([1, null])(
    '.xlsx rows: runs of 7 rows read what one run and the screen read (scope %s)',
    async (scope) => {
      const { repository, range } = await prepared(scope);
      const read = async (size: number) => {
        const batches = [];
        for await (const batch of repository.batches(range, size)) batches.push(batch);
        return batches;
      };
      const [small, one] = [await read(7), await read(100_000)];
      expect(small.length).toBeGreaterThan(2);
      expect(small.flat()).toEqual(one.flat());
      const screen = await repository.page(range, 100_000, 0);
      expect(one.flat()).toEqual(screen.map(shownRow));
    },
  );

  it.each([1, null])(
    'CSV: runs of 7 rows copy what the report computed live copies (scope %s)',
    async (scope) => {
      const { repository, range } = await prepared(scope);
      const live: CsvCopySource = {
        copy: (_keys, target) =>
          copyStatement(sql`select ${values} from (${grouped(range)}) g order by g.d, g."orderId"`, target),
        batchEnd: () => Promise.resolve(null),
      };
      const expected = await csv(live);
      expect(expected.split('\n').length).toBeGreaterThan(20);
      expect(await csv(await repository.csvSources(range, values, 7))).toBe(expected);
      expect(await csv(await repository.csvSources(range, values, 100_000))).toBe(expected);
    },
  );
});
