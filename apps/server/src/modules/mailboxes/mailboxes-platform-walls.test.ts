import type { MailboxRow, OutboxRow, PageList, ApiEnvelope } from '@ota/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { enqueueMail } from '../../platform/mail/outbox';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

/** Decision 0039: a platform's mailboxes are seen and changed by its users only. */
describe.each(testEngines())('mailboxes behind platform walls (%s)', (engine) => {
  const t = useTestApp(engine);
  const call = async <T>(token: string, options: InjectOptions) => {
    const response = await t.inject({ ...options, headers: { 'x-token': token, ...options.headers } });
    return response.json<ApiEnvelope<T>>();
  };
  const list = (token: string, query = '') =>
    call<PageList<MailboxRow>>(token, {
      method: 'GET',
      url: `/prod-api/mailbox/pageList?pageSize=100${query}`,
    });
  const table = () =>
    queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select id, email, email_type, remark, platform_type, update_time from mailboxes order by id`,
    );

  it('shows edreams only its mailboxes, and refuses onefly’s as not existing, writing nothing', async () => {
    const edreams = await t.login('edreams');
    const support = await t.login('support');
    const all = (await list(support)).data.pageList;
    const onefly = all.filter((row) => row.platformType === 1);
    expect(onefly).toHaveLength(4);
    expect((await list(edreams)).data.pageList.map((row) => [row.email, row.platformType])).toEqual([
      ['treasury@edreams.example', 2],
    ]);
    expect((await list(edreams, '&email=onefly')).data.totalCount).toBe(0);
    const before = await table();
    for (const mailbox of onefly) {
      const refusal = { status: 400, message: `Mailbox ${mailbox.id} does not exist`, data: null };
      const update = { id: mailbox.id, email: 'mine@edreams.example', emailType: mailbox.emailType };
      expect(
        await call(edreams, { method: 'POST', url: '/prod-api/mailbox/update', payload: update }),
      ).toEqual(refusal);
      expect(
        await call(edreams, { method: 'GET', url: `/prod-api/mailbox/delete?id=${mailbox.id}` }),
      ).toEqual(refusal);
    }
    expect(await table()).toEqual(before);
  });

  it('makes a platform user’s new mailbox its platform’s; another platform may register the same address', async () => {
    const edreams = await t.login('edreams');
    const admin = await t.login('admin');
    const insert = (token: string, payload: object) =>
      call<{ id: number }>(token, { method: 'POST', url: '/prod-api/mailbox/insert', payload });
    const added = await insert(edreams, { email: 'aftersales@onefly.example', emailType: 'REFUND' });
    expect(added.status).toBe(200);
    const [row] = await queryRows<{ platform_type: number | null }>(
      t.database.db,
      sql`select platform_type from mailboxes where id = ${added.data.id}`,
    );
    expect(row?.platform_type).toBe(2);
    expect((await list(admin, '&emailType=REFUND')).data.pageList.map((box) => box.platformType)).toEqual([
      1,
    ]);
    expect(
      await insert(edreams, { email: 'x@edreams.example', emailType: 'REFUND', platformType: 1 }),
    ).toEqual({
      status: 400,
      message: 'platformType must be your own platform (2)',
      data: null,
    });
    expect(
      await call(edreams, {
        method: 'POST',
        url: '/prod-api/mailbox/update',
        payload: {
          id: added.data.id,
          email: 'aftersales@onefly.example',
          emailType: 'REFUND',
          platformType: null,
        },
      }),
    ).toMatchObject({ message: 'platformType must be your own platform (2)' });
  });

  it('shows a user with no platform every mailbox, and each platform only the mail to its own addresses', async () => {
    const support = await t.login('support');
    const edreams = await t.login('edreams');
    expect((await list(support)).data.totalCount).toBe((await table()).length);
    await t.database.db.transaction((tx) =>
      enqueueMail(tx, [
        { to: 'finance@onefly.example', subject: 'Walled', text: 'walls', kind: 'BALANCE_WARNING' },
        { to: 'TREASURY@edreams.example', subject: 'Walled', text: 'walls', kind: 'BALANCE_WARNING' },
      ]),
    );
    const outbox = (token: string) =>
      call<PageList<OutboxRow>>(token, {
        method: 'GET',
        url: '/prod-api/mailbox/outbox/pageList?pageSize=100',
      });
    const seen = (await outbox(edreams)).data.pageList.filter((mail) => mail.subject === 'Walled');
    expect(seen.map((mail) => mail.to)).toEqual(['TREASURY@edreams.example']);
    const all = (await outbox(support)).data.pageList.filter((mail) => mail.subject === 'Walled');
    expect(all).toHaveLength(2);
  });
});
