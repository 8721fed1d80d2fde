import { expect, test, type APIRequestContext } from '@playwright/test';

// The API over real HTTP, as a script or another service would call it.

async function login(request: APIRequestContext, userName: string, passWord: string) {
  const res = await request.post('/prod-api/login', { form: { userName, passWord } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { status: number; message: string; data: Record<string, unknown> | null };
}

test.describe('API over HTTP', () => {
  test('login answers the token, the user, the domain and the menus with codes', async ({ request }) => {
    const body = await login(request, 'admin', 'admin123');
    expect(body.status).toBe(200);
    const data = body.data as {
      'X-Token': string;
      user: { id: number; name: string; domain: string; platformType: number };
      domain: string;
      jsonData: { menus: unknown[]; codes: string[] };
    };
    expect(data['X-Token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({ name: 'admin', platformType: 1 });
    expect(data.domain).toBe(data.user.domain);
    expect(data.jsonData.codes).toContain('1004-1');
    expect(data.jsonData.menus).toHaveLength(7);
  });

  test('a wrong password and an unknown user get the same answer', async ({ request }) => {
    const wrong = await login(request, 'operator', 'wrong-password');
    const unknown = await login(request, 'no-such-user', 'wrong-password');
    expect(wrong).toEqual({ status: 400, message: 'Incorrect user name or password', data: null });
    expect(unknown).toEqual(wrong);
  });

  test('repeated failures lock the user name with a message that says so', async ({ request }) => {
    const name = `ghost-${Date.now()}`;
    for (let i = 0; i < 5; i += 1) await login(request, name, 'nope');
    const locked = await login(request, name, 'nope');
    expect(locked.status).toBe(400);
    expect(locked.message).toMatch(/Too many failed sign-in attempts\. Try again in \d+ minutes?\./);
  });

  test('403 without a token, with a logged-out token and without the code', async ({ request }) => {
    const balance = '/prod-api/userTransactionRecord/balanceInfo';
    const none = await request.get(balance);
    expect(none.status()).toBe(403);
    expect(await none.json()).toMatchObject({ status: 403, message: "You don't have permission" });

    const token = ((await login(request, 'admin', 'admin123')).data as { 'X-Token': string })['X-Token'];
    expect((await request.get(balance, { headers: { 'X-Token': token } })).status()).toBe(200);
    await request.post('/prod-api/logout', { params: { token }, headers: { 'X-Token': token } });
    expect((await request.get(balance, { headers: { 'X-Token': token } })).status()).toBe(403);

    const operator = ((await login(request, 'operator', 'operator123')).data as { 'X-Token': string })[
      'X-Token'
    ];
    const refused = await request.get('/prod-api/user/page/list', { headers: { 'X-Token': operator } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ status: 403, message: "You don't have permission" });
  });

  test('balanceInfo answers price and currency with at most 2 decimals', async ({ request }) => {
    const token = ((await login(request, 'admin', 'admin123')).data as { 'X-Token': string })['X-Token'];
    const res = await request.get('/prod-api/userTransactionRecord/balanceInfo', {
      headers: { 'X-Token': token },
    });
    const body = (await res.json()) as { status: number; data: { price: number; currency: string }[] };
    expect(body.status).toBe(200);
    expect(body.data[0]?.currency).toBe('EUR');
    expect(Math.round(body.data[0]!.price * 100) / 100).toBe(body.data[0]!.price);
  });

  test('an unknown API path answers the 404 envelope; other paths load the app', async ({ request }) => {
    const res = await request.get('/prod-api/no/such/call');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404 });
    const page = await request.get('/html/anything');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  test('health says the database answers', async ({ request }) => {
    const res = await request.get('/prod-api/health');
    expect(await res.json()).toMatchObject({ status: 200, data: { database: 'up', engine: 'pglite' } });
  });
});
