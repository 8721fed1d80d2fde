import { authCalls, type LoginData } from '@ota/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';
import { DEMO_ACCOUNTS } from '../../demo/accounts';

const passwordOf = (name: string) => DEMO_ACCOUNTS.find((account) => account.name === name)?.password ?? '';

/** The declared calls (decision 0043): the login's answer (token inside `data`) and the logout's. */
describe.each(testEngines())('auth calls as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  const calls = callTester(t);
  const login = (name: string) =>
    calls.answered(authCalls.login, { userName: name, passWord: passwordOf(name) }, '') as Promise<LoginData>;

  it('answers the login of users of a platform, of another, and of none as its answer schema says', async () => {
    const admin = await login('admin');
    expect(admin['X-Token']).toMatch(/^[\w-]{43}$/);
    expect((await login('edreams')).user.platformType).toBe(2);
    const support = await login('support');
    expect(support.user.platformType).toBeNull();
    expect(support.jsonData.menus.some((group) => group.children?.length)).toBe(true);
  });

  it('ends the session of the token', async () => {
    const { 'X-Token': token } = await login('operator');
    expect(await calls.answered(authCalls.logout, {}, token)).toBeNull();
    expect((await calls.send(authCalls.logout, {}, token)).http).toBe(403);
  });

  it('refuses bad sign-in fields in the words parseInput has always used, as the 400 envelope', async () => {
    const cases = [{ passWord: 'x' }, { userName: 'x'.repeat(65), passWord: 'x' }, { userName: 'admin' }];
    for (const input of cases) await calls.refusedAsParseInput(authCalls.login, input, '');
  });

  it('refuses the logout without a session before reading the input', async () => {
    const { http, body } = await calls.send(authCalls.logout, { token: 'not-a-session' }, '');
    expect(http).toBe(403);
    expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
  });
});
