import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, testEngines, useTestDatabase } from '../../test/databases';
import { generateOrders } from './generate-orders';

type CountRow = { platform_type: number; status: string; n: number };

describe.each(testEngines())('bulk order generation (%s)', (engine) => {
  const t = useTestDatabase(engine);
  const kept = () =>
    queryRows<CountRow>(
      t.handle.db,
      sql`select platform_type, status, orders::int as n from order_status_counts where orders <> 0 order by 1, 2`,
    );
  const counted = () =>
    queryRows<CountRow>(
      t.handle.db,
      sql`select platform_type, status, count(*)::int as n from orders group by 1, 2 order by 1, 2`,
    );

  it('counts the statuses once after a bulk load and leaves the count triggers on', async () => {
    await t.handle.db.transaction((tx) =>
      generateOrders(tx, { seed: 7, count: 400, now: new Date(), batchSize: 150, bulkFrom: 1 }),
    );
    expect((await counted()).reduce((sum, row) => sum + row.n, 0)).toBe(400);
    expect(await kept()).toEqual(await counted());

    await t.handle.db.execute(sql`update orders set status = 'CANCELLED' where id in (1, 2, 3)`);
    await t.handle.db.execute(sql`delete from orders where id = 4`);
    expect(await kept()).toEqual(await counted());
  });
});
