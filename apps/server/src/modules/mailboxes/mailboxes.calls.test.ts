import {
  mailboxCalls,
  type CallDeclaration,
  type JsonCall,
  type OutboxRow,
  type PageList,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';

const OUTBOX_TO = 'calls-outbox@example.com';

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('mailboxes calls as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  const calls = callTester(t);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['admin', 'support']) tokens[name] = await t.login(name);
    // One mail of each state: not tried yet, sent, and failed (to be retried).
    await t.database.db.execute(sql`
      insert into mail_outbox (recipient, subject, text, kind, status, attempts, last_error, sent_at)
      values (${OUTBOX_TO}, 'Pending', 'x', 'REFUND', 'PENDING', 0, null, null),
             (${OUTBOX_TO}, 'Sent', 'x', 'REFUND', 'SENT', 1, null, now()),
             (${OUTBOX_TO}, 'Failed', 'x', 'REFUND', 'FAILED', 2, 'connection refused', null)`);
  });

  const answered = (call: JsonCall, input: Record<string, unknown>, user = 'admin') =>
    calls.answered(call, input, tokens[user] ?? '');

  it('answers every declared call as its answer schema says, mailboxes of no platform and empty pages included', async () => {
    const email = 'calls-box@example.com';
    const { id } = (await answered(mailboxCalls.insert, { email, emailType: 'REFUND' })) as { id: number };
    const ofNone = (await answered(
      mailboxCalls.insert,
      { email, emailType: 'REFUND', remark: 'the reseller', platformType: null },
      'support',
    )) as { id: number };
    expect(
      await answered(mailboxCalls.page, { email: 'calls-box', sortField: 'email' }, 'support'),
    ).toMatchObject({ totalCount: 2 });
    expect(await answered(mailboxCalls.page, { email: 'nobody-has-this-address' })).toEqual({
      pageList: [],
      totalCount: 0,
    });

    await answered(mailboxCalls.update, { id, email, emailType: 'SEAT', remark: 'seats' });
    await answered(mailboxCalls.remove, { id });
    await answered(mailboxCalls.remove, { id: ofNone.id }, 'support');

    const outbox = (await answered(
      mailboxCalls.outbox,
      { email: OUTBOX_TO },
      'support',
    )) as PageList<OutboxRow>;
    expect(
      outbox.pageList.map((mail) => [mail.status, mail.sentTime === '', mail.nextAttemptTime === '']),
    ).toEqual(
      expect.arrayContaining([
        ['PENDING', true, false],
        ['SENT', false, true],
        ['FAILED', true, false],
      ]),
    );
    expect(await answered(mailboxCalls.outbox, { status: 'SENT', email: 'nobody-has-this-address' })).toEqual(
      {
        pageList: [],
        totalCount: 0,
      },
    );
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [mailboxCalls.page, { pageSize: 'many' }],
      [mailboxCalls.page, { emailType: 'POSTCARD', sortField: 'remark' }],
      [mailboxCalls.insert, { emailType: 'REFUND' }],
      [mailboxCalls.insert, { email: 'x@', emailType: 'REFUND', remark: 'r'.repeat(201) }],
      [mailboxCalls.update, { id: 'x', email: 'calls@example.com', emailType: 'REFUND' }],
      [mailboxCalls.remove, {}],
      [mailboxCalls.outbox, { status: 'LOST' }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(mailboxCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
