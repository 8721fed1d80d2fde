import { LedgerEntryType, type LedgerEntryTypeValue } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../demo/random';
import { queryRows, testEngines, useTestDatabase } from '../../test/databases';
import { postEntry } from '../balance';

const DEBITS: LedgerEntryTypeValue[] = [
  LedgerEntryType.BOOKING_DEBIT,
  LedgerEntryType.CHANGE_DEBIT,
  LedgerEntryType.ANCILLARY_DEBIT,
];
const CREDITS: LedgerEntryTypeValue[] = [
  LedgerEntryType.TOP_UP,
  LedgerEntryType.REFUND_CREDIT,
  LedgerEntryType.VOID_REVERSAL,
];

describe.each(testEngines())('the ledger under random entries (%s)', (engine) => {
  const database = useTestDatabase(engine);

  it('sums to the balance after random debits, credits, refunds and voids, refusing what passes the credit', async () => {
    const { db } = database.handle;
    const accounts = await queryRows<{ id: number }>(
      db,
      sql`insert into accounts (platform_type, currency, credit_limit) values (1, 'EUR', 300), (2, 'USD', 0)
        returning id`,
    );
    for (const seed of [1, 2, 3]) {
      const random = createRandom(seed);
      let refused = 0;
      for (let n = 0; n < 120; n++) {
        const account = accounts[random.int(0, accounts.length - 1)];
        const credit = random.int(0, 2) === 0;
        const types = credit ? CREDITS : DEBITS;
        const amount = random.amount(1, 400);
        try {
          await db.transaction((tx) =>
            postEntry(tx, {
              accountId: account?.id ?? 0,
              type: types[random.int(0, types.length - 1)] ?? LedgerEntryType.ADJUSTMENT,
              amount: credit ? amount : `-${amount}`,
              reference: `P${seed}-${n}`,
              operator: 'property',
            }),
          );
        } catch (error) {
          expect(String(error)).toContain('Insufficient balance');
          refused++;
        }
      }
      const checks = await queryRows<{
        account_id: number;
        sum: string;
        last: string;
        chained: boolean;
        floor: boolean;
      }>(
        db,
        sql`select l.account_id, sum(l.amount)::text as sum,
            (array_agg(l.balance_after order by l.id desc))[1]::text as last,
            bool_and(l.balance_after = coalesce(l.prev, 0) + l.amount) as chained,
            bool_and(l.balance_after + a.credit_limit >= 0) as floor
          from (select *, lag(balance_after) over (partition by account_id order by id) as prev from ledger_entries) l
          join accounts a on a.id = l.account_id
          group by l.account_id`,
      );
      expect(checks.length).toBeGreaterThan(0);
      for (const check of checks) {
        expect(check.last).toBe(check.sum);
        expect(check.chained).toBe(true);
        expect(check.floor).toBe(true);
      }
      expect(refused).toBeLessThan(120);
    }
  });
});
