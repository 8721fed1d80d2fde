import type { BalanceInfo } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';
import { postEntry } from './ledger.service';

type AccountSums = {
  platform_type: number;
  currency: string;
  ledger_sum: string;
  last_balance_after: string;
};

describe.each(testEngines())('balanceInfo (%s)', (engine) => {
  const t = useTestApp(engine);

  const balanceOf = async (name: string) => {
    const token = await t.login(name);
    const response = await t.inject({
      method: 'GET',
      url: '/prod-api/userTransactionRecord/balanceInfo',
      headers: { 'x-token': token },
    });
    return response.json<{ status: number; message: string; data: BalanceInfo[] }>();
  };

  const sums = () =>
    queryRows<AccountSums>(
      t.database.db,
      sql`select a.platform_type, a.currency, sum(l.amount)::text as ledger_sum,
        (select balance_after from ledger_entries where account_id = a.id order by id desc limit 1)::text
          as last_balance_after
      from accounts a join ledger_entries l on l.account_id = a.id where a.currency = 'EUR'
      group by a.id order by a.platform_type`,
    );

  it('answers the platform balance: the ledger sum, equal to the last balance_after', async () => {
    const [onefly, edreams] = await sums();
    expect(onefly?.ledger_sum).toBe(onefly?.last_balance_after);
    expect(edreams?.ledger_sum).toBe(edreams?.last_balance_after);

    const admin = await balanceOf('admin');
    expect(admin).toEqual({
      status: 200,
      message: 'Success',
      data: [{ price: Number(onefly?.ledger_sum), currency: 'EUR' }],
    });
    // edreams hides the figure in its console, but the answer is its own platform's.
    expect((await balanceOf('edreams')).data).toEqual([
      { price: Number(edreams?.ledger_sum), currency: 'EUR' },
    ]);
  });

  it('answers a user without a platform each platform apart, never one sum of their money', async () => {
    const [onefly, edreams] = await sums();
    expect((await balanceOf('support')).data).toEqual([
      { price: Number(onefly?.ledger_sum), currency: 'EUR', platformType: 1 },
      { price: Number(edreams?.ledger_sum), currency: 'EUR', platformType: 2 },
    ]);
  });

  it('puts EUR first, then the other currencies in order, and follows new entries at once', async () => {
    await t.database.db.transaction(async (tx) => {
      const [usd] = await queryRows<{ id: number }>(
        tx,
        sql`insert into accounts (platform_type, currency, credit_limit) values (1, 'USD', 0) returning id`,
      );
      const [aud] = await queryRows<{ id: number }>(
        tx,
        sql`insert into accounts (platform_type, currency, credit_limit) values (1, 'AUD', 0) returning id`,
      );
      await postEntry(tx, {
        accountId: Number(usd?.id),
        type: 'TOP_UP',
        amount: '1000.10',
        operator: 'test',
      });
      await postEntry(tx, { accountId: Number(aud?.id), type: 'TOP_UP', amount: '0.05', operator: 'test' });
    });
    const [onefly] = await sums();
    expect((await balanceOf('operator')).data).toEqual([
      { price: Number(onefly?.last_balance_after), currency: 'EUR' },
      { price: 0.05, currency: 'AUD' },
      { price: 1000.1, currency: 'USD' },
    ]);
  });

  it('is refused without a session', async () => {
    const response = await t.inject({ method: 'GET', url: '/prod-api/userTransactionRecord/balanceInfo' });
    expect(response.statusCode).toBe(403);
  });
});
