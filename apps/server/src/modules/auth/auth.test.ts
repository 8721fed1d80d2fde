import { ALL_PERMISSION_CODES, FORBIDDEN_MESSAGE, type LoginData, type MenuRoute } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { form, useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';
import { hashToken } from '../../platform/tokens';

const FORBIDDEN = { status: 403, message: FORBIDDEN_MESSAGE, data: null };
const groups = (menus: MenuRoute[]) => menus.map((menu) => menu.title);

describe.each(testEngines())('sign-in and sessions (%s)', (engine) => {
  const t = useTestApp(engine, { config: { sessionCacheSeconds: 0 } });

  const login = (userName: string, passWord: string) =>
    t.inject({ method: 'POST', url: '/prod-api/login', ...form({ userName, passWord }) });
  const balance = (token?: string) =>
    t.inject({
      method: 'GET',
      url: '/prod-api/userTransactionRecord/balanceInfo',
      headers: token ? { 'x-token': token } : {},
    });

  it('answers the token, the user, the domain, the menus and the codes', async () => {
    const response = await login('admin', 'admin123');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: number; message: string; data: LoginData }>();
    expect(body.status).toBe(200);
    expect(body.message).toBe('Success');
    expect(Object.keys(body.data).sort()).toEqual(['X-Token', 'domain', 'jsonData', 'user']);
    expect(body.data['X-Token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.user).toEqual({
      id: expect.any(Number),
      name: 'admin',
      domain: 'onefly.com',
      platformType: 1,
    });
    expect(body.data.domain).toBe('onefly.com');
    expect(body.data.jsonData.codes).toEqual(ALL_PERMISSION_CODES);
    expect(groups(body.data.jsonData.menus)).toEqual([
      'menu.flightSearch',
      'menu.airlineManage',
      'menu.orderManage',
      'menu.report',
      'menu.operation',
      'menu.settings',
      'menu.limitedSettings',
    ]);
  });

  it('gives each demo account its platform and menu', async () => {
    const operator = await t.loginData('operator');
    expect(operator.user.platformType).toBe(1);
    expect(operator.jsonData.codes).toEqual([
      '1001-1',
      '1005-1',
      '1005-2',
      '1005-3',
      '1005-4',
      '1005-5',
      '1005-6',
      '1005-7',
    ]);
    expect(groups(operator.jsonData.menus)).toEqual(['menu.orderManage', 'menu.operation']);
    const orderManage = operator.jsonData.menus[0]?.children
      ?.filter((route) => !route.hidden)
      .map((r) => r.path);
    expect(orderManage).toEqual(['/html/orderList']);

    const limited = await t.loginData('limited');
    expect(limited.jsonData.codes).toEqual(['1007-1']);
    expect(groups(limited.jsonData.menus)).toEqual(['menu.limitedSettings']);

    const edreams = await t.loginData('edreams');
    expect(edreams.user).toMatchObject({ platformType: 2, domain: 'edreams.com' });
    expect(edreams.domain).toBe('edreams.com');
    expect(edreams.jsonData.codes).toEqual(ALL_PERMISSION_CODES);

    const support = await t.loginData('support');
    expect(support.user.platformType).toBeNull();
    expect(support.jsonData.codes).toEqual(ALL_PERMISSION_CODES);
  });

  it('answers a wrong password exactly like an unknown user', async () => {
    const wrong = await login('admin', 'not-the-password');
    const unknown = await login('nobody-here', 'not-the-password');
    const expected = { status: 400, message: 'Incorrect user name or password', data: null };
    expect(wrong.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);
  });

  it('takes about as long for an unknown user as for a wrong password', async () => {
    const time = async (name: string) => {
      const started = performance.now();
      await login(name, 'not-the-password');
      return performance.now() - started;
    };
    await time('warm-up');
    const wrong = await time('admin');
    const unknown = await time('nobody-else');
    expect(unknown).toBeGreaterThan(wrong * 0.5);
  });

  it('names the missing field', async () => {
    const response = await t.inject({ method: 'POST', url: '/prod-api/login', ...form({ passWord: 'x' }) });
    expect(response.json()).toEqual({ status: 400, message: 'userName is required', data: null });
    const empty = await t.inject({ method: 'POST', url: '/prod-api/login' });
    expect(empty.json()).toMatchObject({ status: 400, message: 'userName is required' });
  });

  it('refuses a call without a token, or with a garbage one, with HTTP 403', async () => {
    for (const response of [await balance(), await balance('garbage'), await balance('x'.repeat(5000))]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
  });

  it('accepts the token in X-Token and ends the session at logout (token as params)', async () => {
    const token = await t.login('admin');
    expect((await balance(token)).json()).toMatchObject({ status: 200 });
    const logout = await t.inject({
      method: 'POST',
      url: `/prod-api/logout?token=${encodeURIComponent(token)}`,
    });
    expect(logout.json()).toEqual({ status: 200, message: 'Success', data: null });
    expect((await balance(token)).statusCode).toBe(403);
    const again = await t.inject({
      method: 'POST',
      url: `/prod-api/logout?token=${encodeURIComponent(token)}`,
    });
    expect(again.statusCode).toBe(403);
  });

  it('also logs out with the token in the header', async () => {
    const token = await t.login('operator');
    const logout = await t.inject({ method: 'POST', url: '/prod-api/logout', headers: { 'x-token': token } });
    expect(logout.json()).toMatchObject({ status: 200 });
    expect((await balance(token)).statusCode).toBe(403);
  });

  it('keeps the query token out of the log', async () => {
    const token = await t.login('admin');
    await t.inject({ method: 'POST', url: `/prod-api/logout?token=${encodeURIComponent(token)}` });
    const text = JSON.stringify(t.logs);
    expect(text).not.toContain(token);
    expect(text).toContain('/prod-api/logout?token=[redacted]');
  });

  it('expires a session idle for longer than SESSION_IDLE_MINUTES', async () => {
    const token = await t.login('admin');
    expect((await balance(token)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - make_interval(mins => ${t.config.sessionIdleMinutes + 1}::int)`,
    );
    expect((await balance(token)).statusCode).toBe(403);
  });

  it('refreshes last_seen_at of a session in use, at most once a minute', async () => {
    const token = await t.login('admin');
    const ageSeconds = async () => {
      const [row] = await queryRows<{ age: number }>(
        t.database.db,
        sql`select extract(epoch from now() - last_seen_at)::int as age from sessions where token_hash = ${hashToken(token)}`,
      );
      return row?.age;
    };
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '30 seconds'`);
    await balance(token);
    expect(await ageSeconds()).toBeGreaterThanOrEqual(29);
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '2 minutes'`);
    await balance(token);
    expect(await ageSeconds()).toBeLessThan(5);
  });

  it('refuses a call without the code with HTTP 403', async () => {
    const token = await t.login('operator');
    const response = await t.inject({
      method: 'GET',
      url: '/prod-api/user/page/list',
      headers: { 'x-token': token },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });
});
