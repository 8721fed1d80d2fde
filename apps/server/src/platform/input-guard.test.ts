import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { form, useTestApp } from '../test/app';
import { queryRows, testEngines } from '../test/databases';

type Answer = { status: number; message: string; data: unknown };

describe.each(testEngines())('input no call accepts (%s)', (engine) => {
  const t = useTestApp(engine);
  const post = async (url: string, token: string, payload: string, contentType: string) =>
    (
      await t.inject({
        method: 'POST',
        url: `/prod-api${url}`,
        headers: { 'x-token': token, 'content-type': contentType },
        payload,
      })
    ).json<Answer>();
  const json = (url: string, token: string, body: unknown) =>
    post(url, token, JSON.stringify(body), 'application/json');

  it('names the field holding a NUL, a control or a bidirectional character, or too long a text', async () => {
    const token = await t.login('support');
    const user = {
      name: 'newcomer',
      phone: '+34 600 000 000',
      email: 'n@example.com',
      password: 'password-1',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...user, name: 'new\u0000comer' }, 'name must not contain control characters'],
      [{ ...user, email: 'n\u001b@example.com' }, 'email must not contain control characters'],
      [{ ...user, name: 'new\u202Ecomer' }, 'name must not contain bidirectional control characters'],
      [{ ...user, phone: '+34 600\n000 000' }, 'phone must be one line, without tabs'],
      [{ ...user, password: 'x'.repeat(10_000) }, 'password is at most 4000 characters'],
    ];
    for (const [body, message] of cases) {
      expect(await json('/user/add', token, body)).toEqual({ status: 400, message, data: null });
    }
    const listed = await t.inject({
      method: 'GET',
      url: '/prod-api/user/page/list?name=newcomer',
      headers: { 'x-token': token },
    });
    expect(listed.json<{ data: { pageData: { total: number } } }>().data.pageData.total).toBe(0);
  });

  it('names nested fields, and lets free text hold line breaks', async () => {
    const token = await t.login('support');
    const deep = { passengers: [{ id: 1, name: 'DOE/JOHN\u0007' }] };
    expect(await json('/onefly/order/updatePassengers', token, deep)).toMatchObject({
      status: 400,
      message: 'passengers[0].name must not contain control characters',
    });
    const remark = { currency: 'EUR', amount: 1, remark: 'two\nlines', platformType: 1 };
    expect(await json('/userTransactionRecord/adjust', token, remark)).toMatchObject({ status: 200 });
  });

  it('answers a body that is not an object of fields with a message about the body', async () => {
    const token = await t.login('support');
    expect(await post('/user/add', token, '{"name":"x"}', 'text/plain')).toEqual({
      status: 400,
      message:
        'The request body must be JSON (Content-Type: application/json) or a form ' +
        '(application/x-www-form-urlencoded), not plain text',
      data: null,
    });
    expect(await json('/user/add', token, [{ name: 'x' }])).toMatchObject({
      message: 'The request body must be an object of fields, not a list',
    });
    expect(await json('/user/add', token, 7)).toMatchObject({
      message: 'The request body must be an object of fields',
    });
    for (const levels of [9, 100_000]) {
      const nested = `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
      expect(await post('/user/add', token, nested, 'application/json')).toMatchObject({
        status: 400,
        message: 'The request body is nested too deeply (at most 8 levels)',
      });
    }
  });

  it('takes only plain digits as ids and whole numbers', async () => {
    const token = await t.login('support');
    const details = (id: string) =>
      post(
        '/user/details',
        token,
        `id=${encodeURIComponent(id)}`,
        form({}).headers!['content-type'] as string,
      );
    for (const id of ['0x10', '1e1', '+1', '1.0', ' 0b1', 'Infinity']) {
      expect(await details(id)).toMatchObject({ status: 400, message: 'id must be a number' });
    }
    expect(await details('99999999999')).toMatchObject({
      status: 400,
      message: 'id must be at most 2147483647',
    });
    expect(await json('/user/del', token, { id: true })).toMatchObject({
      status: 400,
      message: 'id must be a number',
    });
    expect(await json('/user/del', token, { id: 1.5 })).toMatchObject({
      message: 'id must be a whole number',
    });
    const page = await t.inject({
      method: 'GET',
      url: '/prod-api/user/page/list?pageNum=0x2',
      headers: { 'x-token': token },
    });
    expect(page.json()).toMatchObject({ status: 400, message: 'pageNum must be a number' });
  });

  it('refuses an adjustment whose balance would not fit, naming the amount, and writes nothing', async () => {
    const token = await t.login('support');
    const entries = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ledger_entries`))[0]
        ?.n;
    // One move is held to what a balance move may be, before the ledger is asked.
    const tooLarge = await json('/userTransactionRecord/adjust', token, {
      currency: 'EUR',
      amount: 999_999_999_999.99,
      remark: 'overflow probe',
      platformType: 1,
    });
    expect(tooLarge).toMatchObject({
      status: 400,
      message: 'amount must be between -9999999999.99 and 9999999999.99',
    });
    // A balance already near the top: the ledger refuses the move that would pass it.
    await t.database.db.execute(sql`insert into ledger_entries
        (account_id, type, amount, balance_after, reference, operator)
      select a.id, 'ADJUSTMENT', 999999999000.00 - coalesce((select balance_after from ledger_entries e
          where e.account_id = a.id order by e.id desc limit 1), 0), 999999999000.00, 'near the top', 'test'
      from accounts a where a.platform_type = 1 and a.currency = 'EUR'`);
    const before = await entries();
    const answer = await json('/userTransactionRecord/adjust', token, {
      currency: 'EUR',
      amount: 9_999_999_999.99,
      remark: 'overflow probe',
      platformType: 1,
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(
      /^amount: the balance would be 1,009,999,998,999\.99 EUR, beyond the largest amount an account holds \(999,999,999,999\.99 EUR\)$/,
    );
    expect(await entries()).toBe(before);
  });
});
