import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, testEngines } from '../../test/databases';
import { freePort, healthy, runScript, stopProcess } from '../../test/processes';

type Answer = { status: number; message: string; data: unknown };

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: what one revokes,
 * the other refuses on the very next request; what one counts, the other respects.
 */
describe.runIf(testEngines().includes('postgres'))('two server processes on one database', () => {
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const database = await createPostgresTestDatabase({ demo: true });
    drop = database.drop;
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const child = runScript('apps/server/src/main.ts', [], {
        DATABASE_URL: database.url,
        PORT: String(port),
        WEB_DIST: '/nonexistent-web-dist',
        SESSION_CACHE_SECONDS: '60',
      });
      children.push(child);
      urls.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(children.map((child, i) => healthy(urls[i] ?? '', child)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(children.map(stopProcess));
    await drop?.();
  });

  const call = async (
    process: number,
    path: string,
    init: { token?: string; json?: unknown; form?: object } = {},
  ) => {
    const headers: Record<string, string> = init.token ? { 'x-token': init.token } : {};
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form as Record<string, string>).toString();
    }
    const response = await fetch(`${urls[process]}/prod-api${path}`, {
      method: body === undefined && !path.startsWith('/logout') ? 'GET' : 'POST',
      headers,
      body,
    });
    return { http: response.status, ...((await response.json()) as Answer) };
  };
  const login = async (process: number, userName: string, passWord: string) => {
    const answer = await call(process, '/login', { form: { userName, passWord } });
    if (answer.status !== 200) throw new Error(`${userName}: ${answer.message}`);
    return (answer.data as { 'X-Token': string })['X-Token'];
  };
  const balance = (process: number, token: string) =>
    call(process, '/userTransactionRecord/balanceInfo', { token });

  it('refuses a deleted administrator on the other process at once, for reads and writes', async () => {
    const root = await login(0, 'support', 'support123');
    const newcomer = {
      name: 'deputy',
      phone: '+34 600 000 000',
      email: 'd@example.com',
      password: 'deputy-pass-1',
    };
    const added = await call(0, '/user/add', { token: root, json: { ...newcomer, platformType: 1 } });
    const roles = (await call(0, '/role/selectAllOrId', { token: root, form: {} })).data as {
      id: number;
      name: string;
    }[];
    const administrator = roles.find((role) => role.name === 'Administrator')?.id;
    await call(0, '/userRole/add', { token: root, json: { userId: added.data, roleIds: [administrator] } });
    const deputy = await login(1, 'deputy', 'deputy-pass-1');
    expect((await balance(1, deputy)).status).toBe(200);

    expect(await call(0, '/user/del', { token: root, json: { id: added.data } })).toMatchObject({
      status: 200,
    });

    expect((await balance(1, deputy)).http).toBe(403);
    const adjust = { currency: 'EUR', amount: 10, remark: 'after deletion', platformType: 1 };
    expect((await call(1, '/userTransactionRecord/adjust', { token: deputy, json: adjust })).http).toBe(403);
    const again = { ...newcomer, name: 'ghost' };
    expect((await call(1, '/user/add', { token: deputy, json: again })).http).toBe(403);
  });

  it('ends a signed-out session on the other process at once', async () => {
    const operator = await login(0, 'operator', 'operator123');
    expect((await balance(1, operator)).status).toBe(200);
    expect(await call(0, `/logout?token=${encodeURIComponent(operator)}`)).toMatchObject({ status: 200 });
    expect((await balance(1, operator)).http).toBe(403);
  });

  it('drops a demoted user’s codes on the other process at once', async () => {
    const root = await login(0, 'support', 'support123');
    const limited = await login(1, 'limited', 'limited123');
    expect((await call(1, '/user/page/list', { token: limited })).status).toBe(200);
    const users = (await call(0, '/user/page/list?name=limited', { token: root })).data as {
      pageData: { list: { id: number }[] };
    };
    const roles = (await call(0, '/role/selectAllOrId', { token: root, form: {} })).data as {
      id: number;
      name: string;
    }[];
    const operatorRole = roles.find((role) => role.name === 'Operator')?.id;
    const userId = users.pageData.list[0]?.id;
    expect(
      await call(0, '/userRole/edit', { token: root, json: { userId, roleIds: [operatorRole] } }),
    ).toMatchObject({
      status: 200,
    });
    expect((await call(1, '/user/page/list', { token: limited })).http).toBe(403);
  });

  it('answers at most five of 50 parallel wrong guesses for one name sent to both processes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(i % 2, '/login', { form: { userName: 'edreams', passWord: `no-${i}` } }),
      ),
    );
    const checked = answers.filter(
      (answer) => !answer.message.startsWith('Too many failed sign-in attempts'),
    );
    expect(checked).toHaveLength(5);
  });
});
