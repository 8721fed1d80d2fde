import { CASE_KINDS } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

describe.each(testEngines())('the case lists’ indexes (%s)', (engine) => {
  const t = useTestApp(engine);

  it('search each kind’s order numbers in a trigram index of that kind alone', async () => {
    // Migration 0023: a kind added to the declarations needs its own index, or its search scans the table.
    const indexes = await queryRows<{ name: string; predicate: string | null; definition: string }>(
      t.database.db,
      sql`select c.relname as name, pg_get_expr(i.indpred, i.indrelid) as predicate,
          pg_get_indexdef(i.indexrelid) as definition
        from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = 'after_sales_cases'::regclass and c.relname like 'after_sales_cases_order_no_trgm%'`,
    );
    const searched = indexes
      .filter((index) => index.definition.includes('gin_trgm_ops'))
      .map((index) => /kind\)::text = '([A-Z_]+)'/.exec(index.predicate ?? '')?.[1] ?? 'every kind');
    expect(searched.sort()).toEqual(Object.keys(CASE_KINDS).sort());
  });
});
