import type { PageList, ThresholdRow, ApiEnvelope } from '@ota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailSender } from '../../platform/mail/mail-sender';
import { startTestSmtpServer, type TestSmtpServer } from '../../platform/mail/test-smtp-server';
import { useTestApp } from '../../test/app';
import { testEngines } from '../../test/databases';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(testEngines())('balance warning delivery (%s)', (engine) => {
  const t = useTestApp(engine);
  let smtp: TestSmtpServer;
  let admin = '';

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await smtp.close();
  });

  const post = async <T>(url: string, payload: object) => {
    const response = await t.inject({ method: 'POST', url, payload, headers: { 'x-token': admin } });
    return response.json<ApiEnvelope<T>>();
  };

  it('adds a mailbox, raises a threshold above the balance, debits, and exactly one mail reaches each box', async () => {
    const mailbox = await post('/prod-api/mailbox/insert', {
      email: 'duty@agency.example',
      emailType: 'BALANCE_WARNING',
      remark: 'duty phone',
    });
    expect(mailbox.status).toBe(200);
    // The demo's onefly threshold, raised above the balance: a changed threshold is armed again.
    const list = await t.inject({
      method: 'GET',
      url: '/prod-api/threshold/pageList',
      headers: { 'x-token': admin },
    });
    const [demo] = list.json<ApiEnvelope<PageList<ThresholdRow>>>().data.pageList;
    expect(demo).toMatchObject({ platformType: 1, currency: 'EUR' });
    expect((await post('/prod-api/threshold/update', { id: demo?.id, warningThreshold: 50000 })).status).toBe(
      200,
    );
    const debit = await post<{ balance: number }>('/prod-api/userTransactionRecord/adjust', {
      currency: 'EUR',
      amount: -25.5,
      remark: 'acceptance debit',
    });
    expect(debit.status).toBe(200);

    const sender = createMailSender({ db: t.database.db, smtpUrl: smtp.url, log: quiet });
    // Onefly's warning reaches onefly's boxes (the one admin just added too), never edreams' treasury.
    expect(await sender.runOnce()).toEqual({ sent: 2, failed: 0, logged: 0 });
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([
      'duty@agency.example',
      'finance@onefly.example',
    ]);
    const balance = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(debit.data.balance);
    for (const mail of smtp.received) {
      expect(mail.subject).toBe('Balance warning: EUR balance of platform 1 (onefly) is below 50,000.00 EUR');
      expect(mail.text).toContain(`Balance:            ${balance} EUR`);
      expect(mail.text).toContain(
        'Caused by:          ADJUSTMENT of -25.50 EUR by admin (reference: acceptance debit)',
      );
    }

    // Still below: another debit, another look at the outbox, no further mail.
    await post('/prod-api/userTransactionRecord/adjust', {
      currency: 'EUR',
      amount: -1,
      remark: 'second debit',
    });
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0, logged: 0 });
    expect(smtp.received).toHaveLength(2);
    await sender.stop();
  });
});
