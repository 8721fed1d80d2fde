import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo/seed';
import { BadRequestError } from '../../platform/errors';
import { queryRows, testEngines, useTestDatabase } from '../../test/databases';
import { createLedgerRepository } from './ledger.repository';
import { postEntries, postEntry, type LedgerEntryInput } from './ledger.service';

describe.each(testEngines())('ledger (%s)', (engine) => {
  const t = useTestDatabase(engine);

  let platformType = 100;
  const newAccount = (creditLimit: string) => {
    platformType += 1;
    return createLedgerRepository(t.handle.db).createAccount({ platformType, currency: 'EUR', creditLimit });
  };
  const post = (input: LedgerEntryInput) => t.handle.db.transaction((tx) => postEntry(tx, input));
  const entries = (accountId: number) =>
    queryRows<{ amount: string; balance_after: string }>(
      t.handle.db,
      sql`select amount::text, balance_after::text from ledger_entries where account_id = ${accountId} order by id`,
    );

  it('computes balance_after from the previous entry', async () => {
    const accountId = await newAccount('0');
    const first = await post({ accountId, type: 'TOP_UP', amount: '100.10', operator: 'test' });
    const second = await post({
      accountId,
      type: 'BOOKING_DEBIT',
      amount: '-0.20',
      reference: 'OF1',
      operator: 'test',
    });
    expect([first.balanceAfter, second.balanceAfter]).toEqual(['100.10', '99.90']);
    expect(second).toMatchObject({ accountId, type: 'BOOKING_DEBIT', amount: '-0.20', currency: 'EUR' });
  });

  it('refuses a debit beyond balance + credit limit, naming what is available, and writes nothing', async () => {
    const accountId = await newAccount('1000.00');
    await post({ accountId, type: 'TOP_UP', amount: '234.00', operator: 'test' });
    const refused = post({ accountId, type: 'BOOKING_DEBIT', amount: '-1234.01', operator: 'test' });
    await expect(refused).rejects.toThrow(
      new BadRequestError('Insufficient balance: available 1,234.00 EUR'),
    );
    expect(await entries(accountId)).toEqual([{ amount: '234.00', balance_after: '234.00' }]);
    const exact = await post({ accountId, type: 'BOOKING_DEBIT', amount: '-1234.00', operator: 'test' });
    expect(exact.balanceAfter).toBe('-1000.00');
  });

  it('posts many entries over two accounts in one go, each balance following the one before', async () => {
    const first = await newAccount('0');
    const second = await newAccount('0');
    const posted = await t.handle.db.transaction((tx) =>
      postEntries(tx, [
        { accountId: second, type: 'TOP_UP', amount: '10.00', operator: 'test' },
        { accountId: first, type: 'TOP_UP', amount: '1.10', operator: 'test' },
        { accountId: second, type: 'REFUND_CREDIT', amount: '0.05', reference: 'RF1', operator: 'test' },
      ]),
    );
    expect(posted.map((entry) => [entry.accountId, entry.reference, entry.balanceAfter])).toEqual([
      [second, null, '10.00'],
      [first, null, '1.10'],
      [second, 'RF1', '10.05'],
    ]);
    expect(await entries(second)).toEqual([
      { amount: '10.00', balance_after: '10.00' },
      { amount: '0.05', balance_after: '10.05' },
    ]);
  });

  it('refuses a batch as a whole when one debit is short, and writes none of it', async () => {
    const accountId = await newAccount('0');
    await post({ accountId, type: 'TOP_UP', amount: '100.00', operator: 'test' });
    const refused = t.handle.db.transaction((tx) =>
      postEntries(tx, [
        { accountId, type: 'BOOKING_DEBIT', amount: '-60.00', operator: 'test' },
        { accountId, type: 'BOOKING_DEBIT', amount: '-60.00', operator: 'test' },
      ]),
    );
    await expect(refused).rejects.toThrow(new BadRequestError('Insufficient balance: available 40.00 EUR'));
    expect(await entries(accountId)).toEqual([{ amount: '100.00', balance_after: '100.00' }]);
  });

  it('rolls the entry back with the business change that failed after it', async () => {
    const accountId = await newAccount('0');
    const failing = t.handle.db.transaction(async (tx) => {
      await postEntry(tx, { accountId, type: 'TOP_UP', amount: '50.00', operator: 'test' });
      throw new Error('the order could not be saved');
    });
    await expect(failing).rejects.toThrow('the order could not be saved');
    expect(await entries(accountId)).toEqual([]);
  });

  it('serializes concurrent debits on one account', async () => {
    const accountId = await newAccount('0');
    await post({ accountId, type: 'TOP_UP', amount: '500.00', operator: 'test' });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, n) =>
        post({ accountId, type: 'BOOKING_DEBIT', amount: '-100.00', reference: `OF${n}`, operator: 'test' }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const result of refused) {
      expect(result.reason).toEqual(new BadRequestError('Insufficient balance: available 0.00 EUR'));
    }
    const rows = await entries(accountId);
    expect(rows.map((row) => row.balance_after)).toEqual([
      '500.00',
      '400.00',
      '300.00',
      '200.00',
      '100.00',
      '0.00',
    ]);
  });

  it('checks the amount against the entry type', async () => {
    const accountId = await newAccount('0');
    const refusal = (input: Partial<LedgerEntryInput>) =>
      post({ accountId, type: 'ADJUSTMENT', amount: '1.00', operator: 'test', ...input }).catch(
        (error: Error) => error.message,
      );
    expect(await refusal({ type: 'TOP_UP', amount: '-5.00' })).toBe('TOP_UP amount must be positive');
    expect(await refusal({ type: 'BOOKING_DEBIT', amount: '5.00' })).toBe(
      'BOOKING_DEBIT amount must be negative',
    );
    expect(await refusal({ amount: '0.00' })).toBe('amount must not be zero');
    expect(await refusal({ amount: '1.234' })).toBe('amount must be a number with at most 2 decimals');
    expect(await refusal({ accountId: 999_999 })).toBe('Account 999999 does not exist');
  });

  it('keeps the ledger append-only', async () => {
    const accountId = await newAccount('0');
    await post({ accountId, type: 'TOP_UP', amount: '10.00', operator: 'test' });
    await expect(
      t.handle.db.execute(sql`update ledger_entries set amount = 99 where account_id = ${accountId}`),
    ).rejects.toThrow();
    await expect(
      t.handle.db.execute(sql`delete from ledger_entries where account_id = ${accountId}`),
    ).rejects.toThrow();
    expect(await entries(accountId)).toHaveLength(1);
  });

  it('seeds the same demo ledger from the same seed', async () => {
    // The orders' dates follow `now`; fixed here, the whole ledger is fixed by DEMO_SEED.
    await seedDemoData(t.handle.db, { now: new Date('2026-03-02T10:00:00Z') });
    const totals = await queryRows<{ platform_type: number; type: string; entries: number; total: string }>(
      t.handle.db,
      sql`select a.platform_type, l.type, count(*)::int as entries, sum(l.amount)::text as total
        from ledger_entries l join accounts a on a.id = l.account_id
        where a.platform_type in (1, 2) group by 1, 2 order by 1, 2`,
    );
    const firsts = await queryRows<{ entry: string }>(
      t.handle.db,
      sql`select l.type || ' ' || l.amount::text || ' ' || l.reference || ' '
          || to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as entry
        from (select l.*, row_number() over (partition by l.account_id order by l.id) as n
          from ledger_entries l join accounts a on a.id = l.account_id where a.platform_type in (1, 2)) l
        where l.n <= 3 order by l.id`,
    );
    // Every start, every machine, both engines: a year back, the opening top-up, the first day's top-up and debit.
    expect(firsts.map((row) => row.entry)).toEqual([
      'TOP_UP 16036.76 TOPUP-1-OPENING 2025-03-01 00:00',
      'TOP_UP 3000.00 TOPUP-1-20250302 2025-03-02 00:00',
      'BOOKING_DEBIT -459.70 OF2503020001 2025-03-02 13:22',
      'TOP_UP 17091.65 TOPUP-2-OPENING 2025-03-02 00:00',
      'TOP_UP 1300.00 TOPUP-2-20250303 2025-03-03 00:00',
      'BOOKING_DEBIT -707.55 ED2503030003 2025-03-03 01:40',
    ]);
    expect(totals.map((row) => `${row.platform_type} ${row.type} ${row.entries} ${row.total}`)).toEqual([
      '1 ANCILLARY_DEBIT 15 -295.00',
      '1 BOOKING_DEBIT 2410 -2890695.27',
      '1 CHANGE_DEBIT 3 -255.00',
      '1 COMPENSATION 1 -50.00',
      '1 REFUND_CREDIT 6 324.57',
      '1 TOP_UP 338 2924036.76',
      '1 VOID_REVERSAL 1 342.96',
      '2 ANCILLARY_DEBIT 15 -305.00',
      '2 BOOKING_DEBIT 1979 -2263312.35',
      '2 CHANGE_DEBIT 3 -255.00',
      '2 COMPENSATION 1 -50.00',
      '2 REFUND_CREDIT 6 307.74',
      '2 TOP_UP 314 2295891.65',
      '2 VOID_REVERSAL 1 152.14',
    ]);
  });
});
