import type { ApiEnvelope } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';
import { createLedgerRepository } from '../balance/ledger.repository';
import { postEntry } from '../balance';

interface OutboxMail {
  recipient: string;
  subject: string;
  text: string;
  kind: string;
}

describe.each(testEngines())('balance warning crossing (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin = '';

  beforeAll(async () => {
    admin = await t.login('admin');
  });

  /** A platform-1 account of its own per test, funded with one top-up. */
  const openAccount = async (currency: string, topUp: string) => {
    const accountId = await createLedgerRepository(t.database.db).createAccount({
      platformType: 1,
      currency,
      creditLimit: '0',
    });
    await t.database.db.transaction((tx) =>
      postEntry(tx, { accountId, type: 'TOP_UP', amount: topUp, operator: 'test' }),
    );
    return accountId;
  };
  const post = async <T>(url: string, payload: object) => {
    const response = await t.inject({ method: 'POST', url, payload, headers: { 'x-token': admin } });
    return response.json<ApiEnvelope<T>>();
  };
  const setThreshold = async (currency: string, warningThreshold: number) => {
    const body = await post<{ id: number }>('/prod-api/threshold/add', { currency, warningThreshold });
    expect(body.status).toBe(200);
    return body.data.id;
  };
  const adjust = (currency: string, amount: number, remark = 'test adjustment') =>
    post<{ balance: number }>('/prod-api/userTransactionRecord/adjust', { currency, amount, remark });
  const mails = (currency: string) =>
    queryRows<OutboxMail & Record<string, unknown>>(
      t.database.db,
      sql`select recipient, subject, text, kind from mail_outbox
        where subject like ${`% ${currency} balance %`} order by id`,
    );
  const recipients = async (currency: string) => (await mails(currency)).map((mail) => mail.recipient);
  // The accounts are platform 1's: edreams' treasury box never hears of them (decision 0039).
  const BALANCE_WARNING_BOXES = ['finance@onefly.example'];

  it('mails the platform’s BALANCE_WARNING mailboxes once per crossing, never another platform’s or type', async () => {
    await openAccount('USD', '1000.00');
    await setThreshold('USD', 1500);
    expect(await mails('USD')).toEqual([]); // adding it above the balance sends nothing by itself

    expect((await adjust('USD', -10)).status).toBe(200);
    expect(await recipients('USD')).toEqual(BALANCE_WARNING_BOXES);
    expect((await mails('USD')).every((mail) => mail.kind === 'BALANCE_WARNING')).toBe(true);

    // Still below: a second debit and a credit that does not reach the threshold send nothing.
    await adjust('USD', -10);
    await adjust('USD', 100);
    expect(await mails('USD')).toHaveLength(1);

    // Back at the threshold exactly (1080 + 420 = 1500) re-arms it; the next fall mails again.
    await adjust('USD', 420);
    expect(await mails('USD')).toHaveLength(1);
    await adjust('USD', -0.01);
    expect(await recipients('USD')).toEqual([...BALANCE_WARNING_BOXES, ...BALANCE_WARNING_BOXES]);
  });

  it('words the mail with the platform, currency, balance, threshold, time and cause', async () => {
    await openAccount('CHF', '2500.00');
    await setThreshold('CHF', 2000);
    await adjust('CHF', -700.5, 'supplier refund reversal');
    const [mail] = await mails('CHF');
    expect(mail?.subject).toBe('Balance warning: CHF balance of platform 1 (onefly) is below 2,000.00 CHF');
    expect(mail?.text).toContain(
      'The CHF balance of platform 1 (onefly) has fallen below its warning threshold.',
    );
    expect(mail?.text).toContain('Balance:            1,799.50 CHF');
    expect(mail?.text).toContain('Warning threshold:  2,000.00 CHF');
    expect(mail?.text).toMatch(/Time: {15}\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    expect(mail?.text).toContain(
      'Caused by:          ADJUSTMENT of -700.50 CHF by admin (reference: supplier refund reversal)',
    );
  });

  it('does not mail for a debit that stays at or above the threshold', async () => {
    await openAccount('SEK', '1000.00');
    await setThreshold('SEK', 900);
    await adjust('SEK', -100);
    expect(await mails('SEK')).toEqual([]);
    await adjust('SEK', -0.01);
    expect(await mails('SEK')).toHaveLength(1);
  });

  it('re-arms on an edit: the next debit below the new amount mails', async () => {
    await openAccount('NOK', '1000.00');
    const id = await setThreshold('NOK', 2000);
    await adjust('NOK', -1);
    expect(await mails('NOK')).toHaveLength(1);
    const edited = await post('/prod-api/threshold/update', { id, warningThreshold: 3000 });
    expect(edited.status).toBe(200);
    expect(await mails('NOK')).toHaveLength(1); // editing alone sends nothing
    await adjust('NOK', -1);
    expect(await mails('NOK')).toHaveLength(2);
  });

  it('keeps the state in the database: a restarted server does not mail the same drop again', async () => {
    await openAccount('DKK', '100.00');
    await setThreshold('DKK', 200);
    await adjust('DKK', -1);
    const restarted = await t.rebuild();
    const response = await restarted.inject({
      method: 'POST',
      url: '/prod-api/userTransactionRecord/adjust',
      payload: { currency: 'DKK', amount: -1, remark: 'after restart' },
      headers: { 'x-token': admin },
    });
    expect(response.json<ApiEnvelope<unknown>>().status).toBe(200);
    expect(await mails('DKK')).toHaveLength(1);
  });

  it('sends one mail per mailbox when concurrent debits cross at once', async () => {
    await openAccount('PLN', '1000.00');
    await setThreshold('PLN', 1000);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) => adjust('PLN', -10, `parallel ${n}`)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(8).fill(200));
    expect(await recipients('PLN')).toEqual(BALANCE_WARNING_BOXES);
    const [state] = await queryRows<{ alerted: boolean }>(
      t.database.db,
      sql`select t.alerted from balance_thresholds t join accounts a on a.id = t.account_id
        where a.currency = 'PLN'`,
    );
    expect(state?.alerted).toBe(true);
  });

  it('writes the mail in the entry’s transaction: a rolled-back change leaves no mail and no state', async () => {
    const accountId = await openAccount('CZK', '1000.00');
    await setThreshold('CZK', 950);
    const failing = t.database.db.transaction(async (tx) => {
      await postEntry(tx, { accountId, type: 'BOOKING_DEBIT', amount: '-100.00', operator: 'test' });
      throw new Error('the order could not be saved');
    });
    await expect(failing).rejects.toThrow('the order could not be saved');
    expect(await mails('CZK')).toEqual([]);
    await adjust('CZK', -100);
    expect(await mails('CZK')).toHaveLength(1);
  });

  it('mails nobody when no mailbox takes balance warnings, and still counts the crossing', async () => {
    await openAccount('HUF', '1000.00');
    await setThreshold('HUF', 2000);
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from mailboxes where email_type = 'BALANCE_WARNING'`);
        const [account] = await queryRows<{ id: number }>(
          tx,
          sql`select id from accounts where currency = 'HUF'`,
        );
        await postEntry(tx, {
          accountId: Number(account?.id),
          type: 'ADJUSTMENT',
          amount: '-1.00',
          operator: 'test',
        });
        const [state] = await queryRows<{ alerted: boolean }>(
          tx,
          sql`select alerted from balance_thresholds where account_id = ${Number(account?.id)}`,
        );
        expect(state?.alerted).toBe(true);
        const [outbox] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from mail_outbox where subject like '% HUF balance %'`,
        );
        expect(outbox?.n).toBe(0);
        // Put the demo mailboxes back for the tests after this one.
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !error.message.includes('Rollback')) throw error;
      });
  });
});
