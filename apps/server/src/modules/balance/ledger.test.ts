import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo/seed';
import { BadRequestError } from '../../platform/errors';
import { queryRows, testEngines, useTestDatabase } from '../../test/databases';
import { createLedgerRepository } from './ledger.repository';
import { postEntry, type LedgerEntryInput } from './ledger.service';

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
    await seedDemoData(t.handle.db);
    const rows = await queryRows<{ type: string; amount: string; reference: string | null }>(
      t.handle.db,
      sql`select l.type, l.amount::text, l.reference from ledger_entries l join accounts a on a.id = l.account_id
        where a.platform_type in (1, 2) order by l.id`,
    );
    // Fixed by DEMO_SEED: every start, every machine, both engines.
    expect(rows.map((row) => `${row.type} ${row.amount} ${row.reference}`)).toEqual([
      'TOP_UP 16036.76 TOPUP-1-0001',
      'BOOKING_DEBIT -1786.46 OF82900272',
      'BOOKING_DEBIT -1744.56 OF61194024',
      'BOOKING_DEBIT -1007.34 OF53975784',
      'ADJUSTMENT 18.91 ADJ-0001',
      'TOP_UP 18106.04 TOPUP-2-0001',
      'BOOKING_DEBIT -818.86 ED18930393',
      'BOOKING_DEBIT -865.14 ED87485341',
      'BOOKING_DEBIT -746.85 ED26072228',
      'BOOKING_DEBIT -1797.43 ED34086552',
      'BOOKING_DEBIT -265.45 ED91842668',
      'ADJUSTMENT -55.79 ADJ-0001',
    ]);
  });
});
