import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { seedDemoIfEmpty } from '../demo/seed';
import { form, testConfig } from '../test/app';
import { queryRows } from '../test/databases';
import { openPglite } from './db';

describe('embedded database in DATA_DIR', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('keeps data, sessions included, across closing and reopening', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ota-data-'));
    dirs.push(dataDir);
    const config = testConfig({ dataDir });

    const first = await openPglite(dataDir);
    await first.migrate();
    expect(await seedDemoIfEmpty(first.db)).toBe(true);
    const app = buildApp({ config, database: first });
    const login = await app.inject({
      method: 'POST',
      url: '/prod-api/login',
      ...form({ userName: 'admin', passWord: 'admin123' }),
    });
    const token = login.json<{ data: { 'X-Token': string } }>().data['X-Token'];
    await app.close();
    await first.close();

    const second = await openPglite(dataDir);
    await second.migrate();
    expect(await seedDemoIfEmpty(second.db)).toBe(false);
    const [counts] = await queryRows<{ users: number; entries: number }>(
      second.db,
      sql`select (select count(*) from users)::int as users, (select count(*) from ledger_entries)::int as entries`,
    );
    expect(counts?.users).toBe(5);
    expect(counts?.entries).toBeGreaterThan(0);
    const reopened = buildApp({ config, database: second });
    const balance = await reopened.inject({
      method: 'GET',
      url: '/prod-api/userTransactionRecord/balanceInfo',
      headers: { 'x-token': token },
    });
    expect(balance.json()).toMatchObject({ status: 200 });
    await reopened.close();
    await second.close();
    // Seeds the whole demo into a fresh embedded database: on a busy 2-core machine that takes long.
  }, 120_000);
});
