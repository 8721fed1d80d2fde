import type { MailboxRow, OutboxRow, PageList, ApiEnvelope } from '@ota/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../platform/mail/outbox';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

describe.each(testEngines())('mailboxes (%s)', (engine) => {
  const t = useTestApp(engine, { config: { timeZone: 'Europe/Madrid' } });
  let admin = '';

  beforeAll(async () => {
    // support has no platform: it sees and manages every platform's mailboxes (decision 0039).
    admin = await t.login('support');
  });

  const call = async <T>(options: InjectOptions, token = admin) => {
    const response = await t.inject({ ...options, headers: { 'x-token': token, ...options.headers } });
    return { http: response.statusCode, body: response.json<ApiEnvelope<T>>() };
  };
  const list = (query = '', token = admin) =>
    call<PageList<MailboxRow>>({ method: 'GET', url: `/prod-api/mailbox/pageList${query}` }, token);
  const insert = (payload: object, token = admin) =>
    call<{ id: number }>({ method: 'POST', url: '/prod-api/mailbox/insert', payload }, token);
  const update = (payload: object, token = admin) =>
    call<null>({ method: 'POST', url: '/prod-api/mailbox/update', payload }, token);
  const remove = (id: number | string, token = admin) =>
    call<null>({ method: 'GET', url: `/prod-api/mailbox/delete?id=${id}` }, token);
  const count = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from mailboxes`))[0]?.n;

  it('lists the demo mailboxes newest first with their fields', async () => {
    const { body } = await list('?pageNum=1&pageSize=20');
    expect(body.status).toBe(200);
    expect(body.data.totalCount).toBe(5);
    expect(body.data.pageList.map((row) => `${row.email} ${row.emailType}`)).toEqual([
      'ops@onefly.example DISRUPTION',
      'aftersales@onefly.example TICKET_CHANGE',
      'aftersales@onefly.example REFUND',
      'treasury@edreams.example BALANCE_WARNING',
      'finance@onefly.example BALANCE_WARNING',
    ]);
    expect(body.data.pageList[0]).toEqual({
      id: expect.any(Number),
      email: 'ops@onefly.example',
      emailType: 'DISRUPTION',
      remark: 'Operations on duty',
      platformType: 1,
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  it('filters by part of the address and by type, sorts and pages', async () => {
    const byEmail = await list('?email=AFTERSALES');
    expect(byEmail.body.data.totalCount).toBe(2);
    const byType = await list('?emailType=BALANCE_WARNING&email=');
    expect(byType.body.data.pageList.map((row) => row.email)).toEqual([
      'treasury@edreams.example',
      'finance@onefly.example',
    ]);
    const wildcard = await list('?email=%25');
    expect(wildcard.body.data.totalCount).toBe(0);
    const sorted = await list('?sortField=email&sortOrder=ascend&pageSize=2&pageNum=2');
    expect(sorted.body.data.pageList.map((row) => row.email)).toEqual([
      'finance@onefly.example',
      'ops@onefly.example',
    ]);
    const past = await list('?pageNum=9');
    expect(past.body.data).toEqual({ pageList: [], totalCount: 5 });
  });

  it('names the field of a bad list request', async () => {
    expect((await list('?emailType=SPAM')).body).toEqual({
      status: 400,
      message: 'emailType must be one of BALANCE_WARNING, REFUND, TICKET_CHANGE, DISRUPTION, SEAT',
      data: null,
    });
    expect((await list('?sortField=remark')).body.message).toMatch(/^sortField must be one of/);
    expect((await list('?pageSize=501')).body.message).toBe('pageSize must be at most 500');
  });

  it('inserts, updates and deletes a mailbox', async () => {
    const added = await insert({
      email: ' Alerts@Agency.example ',
      emailType: 'REFUND',
      remark: 'night desk',
    });
    expect(added.body).toEqual({ status: 200, message: 'Success', data: { id: expect.any(Number) } });
    const id = added.body.data.id;
    expect((await list('?email=alerts')).body.data.pageList).toMatchObject([
      { id, email: 'Alerts@Agency.example', emailType: 'REFUND', remark: 'night desk' },
    ]);

    const changed = await update({ id, email: 'alerts@agency.example', emailType: 'BALANCE_WARNING' });
    expect(changed.body).toEqual({ status: 200, message: 'Success', data: null });
    expect((await list('?email=alerts')).body.data.pageList).toMatchObject([
      { id, email: 'alerts@agency.example', emailType: 'BALANCE_WARNING', remark: '' },
    ]);

    expect((await remove(id)).body).toEqual({ status: 200, message: 'Success', data: null });
    expect((await list('?email=alerts')).body.data.totalCount).toBe(0);
  });

  it('registers an address once per type, whatever its case, and lets it take other types', async () => {
    const before = await count();
    // finance@onefly.example is platform 1's mailbox: the same address and type on platform 1 clash.
    const same = await insert({
      email: 'FINANCE@onefly.example',
      emailType: 'BALANCE_WARNING',
      platformType: 1,
    });
    expect(same.body).toEqual({
      status: 400,
      message: 'FINANCE@onefly.example is already registered for BALANCE_WARNING',
      data: null,
    });
    expect(await count()).toBe(before);
    const other = await insert({ email: 'finance@onefly.example', emailType: 'REFUND', platformType: 1 });
    expect(other.body.status).toBe(200);

    // Editing a row into a pair that exists is refused too, and changes nothing.
    const clash = await update({
      id: other.body.data.id,
      email: 'finance@onefly.example',
      emailType: 'BALANCE_WARNING',
    });
    expect(clash.body.message).toBe('finance@onefly.example is already registered for BALANCE_WARNING');
    const [row] = await queryRows<{ email_type: string }>(
      t.database.db,
      sql`select email_type from mailboxes where id = ${other.body.data.id}`,
    );
    expect(row?.email_type).toBe('REFUND');
    // Saving a row unchanged is not a clash with itself.
    const unchanged = await update({
      id: other.body.data.id,
      email: 'finance@onefly.example',
      emailType: 'REFUND',
    });
    expect(unchanged.body.status).toBe(200);
    await remove(other.body.data.id);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await count();
    const refusal = async (payload: object) => (await insert(payload)).body.message;
    expect(await refusal({ emailType: 'REFUND' })).toBe('email is required');
    expect(await refusal({ email: '  ', emailType: 'REFUND' })).toBe('email is required');
    expect(await refusal({ email: 'not-an-address', emailType: 'REFUND' })).toBe(
      'email must be a valid email address',
    );
    expect(await refusal({ email: `${'a'.repeat(250)}@x.example`, emailType: 'REFUND' })).toBe(
      'email must be at most 254 characters',
    );
    expect(await refusal({ email: 'a@b.example' })).toBe('emailType is required');
    expect(await refusal({ email: 'a@b.example', emailType: 'SPAM' })).toBe(
      'emailType must be one of BALANCE_WARNING, REFUND, TICKET_CHANGE, DISRUPTION, SEAT',
    );
    expect(await refusal({ email: 'a@b.example', emailType: 'REFUND', remark: 'x'.repeat(201) })).toBe(
      'remark must be at most 200 characters',
    );
    expect(await refusal({ email: 'a@b.example', emailType: 'REFUND', remark: 5 })).toBe(
      'remark must be a text',
    );
    expect((await update({ email: 'a@b.example', emailType: 'REFUND' })).body.message).toBe('id is required');
    expect((await update({ id: 'x', email: 'a@b.example', emailType: 'REFUND' })).body.message).toBe(
      'id must be a number',
    );
    expect((await remove('')).body.message).toBe('id is required');
    expect(await count()).toBe(before);
  });

  it('answers 400 for a mailbox that does not exist', async () => {
    expect((await update({ id: 99999, email: 'a@b.example', emailType: 'REFUND' })).body).toEqual({
      status: 400,
      message: 'Mailbox 99999 does not exist',
      data: null,
    });
    expect((await remove(99999)).body.message).toBe('Mailbox 99999 does not exist');
  });

  it('takes a 200-character remark', async () => {
    const added = await insert({
      email: 'long@remark.example',
      emailType: 'DISRUPTION',
      remark: 'r'.repeat(200),
    });
    expect(added.body.status).toBe(200);
    await remove(added.body.data.id);
  });

  it('lists the outbox newest first, filtered by status and address', async () => {
    await t.database.db.transaction((tx) =>
      enqueueMail(tx, [
        { to: 'one@outbox.example', subject: 'First', text: 'body', kind: 'BALANCE_WARNING' },
        { to: 'two@outbox.example', subject: 'Second', text: 'body', kind: 'REFUND' },
      ]),
    );
    const { body } = await call<PageList<OutboxRow>>({
      method: 'GET',
      url: '/prod-api/mailbox/outbox/pageList?email=outbox.example',
    });
    expect(body.data.totalCount).toBe(2);
    expect(body.data.pageList[0]).toEqual({
      id: expect.any(Number),
      to: 'two@outbox.example',
      subject: 'Second',
      kind: 'REFUND',
      status: 'PENDING',
      attempts: 0,
      lastError: '',
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      sentTime: '',
      nextAttemptTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const sent = await call<PageList<OutboxRow>>({
      method: 'GET',
      url: '/prod-api/mailbox/outbox/pageList?status=SENT',
    });
    expect(sent.body.data.totalCount).toBe(0);
    const bad = await call({ method: 'GET', url: '/prod-api/mailbox/outbox/pageList?status=LOST' });
    expect(bad.body.message).toBe('status must be one of PENDING, SENT, FAILED');
  });

  it('is refused with HTTP 403 without code 1004-3 or without a session', async () => {
    const operator = await t.login('operator');
    const limited = await t.login('limited');
    const before = await count();
    for (const token of [operator, limited, '']) {
      expect((await list('', token)).http).toBe(403);
      expect((await insert({ email: 'x@y.example', emailType: 'REFUND' }, token)).http).toBe(403);
      expect((await update({ id: 1, email: 'x@y.example', emailType: 'REFUND' }, token)).http).toBe(403);
      expect((await remove(1, token)).http).toBe(403);
      expect((await call({ method: 'GET', url: '/prod-api/mailbox/outbox/pageList' }, token)).http).toBe(403);
    }
    expect(await count()).toBe(before);
    // A platform's administrators see their platform's mailboxes only (decision 0039).
    const edreams = await t.login('edreams');
    expect((await list('', edreams)).body.data.totalCount).toBe(1);
  });
});
