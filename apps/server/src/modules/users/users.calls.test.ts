import { roleCalls, userCalls, type CallDeclaration, type JsonCall, type UserPage } from '@ota/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';

const person = (name: string) => ({ name, phone: '+34 600 000 000', email: `${name}@example.com` });

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('users calls as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  const calls = callTester(t);
  const tokens: Record<string, string> = {};
  let roleId = 0;

  beforeAll(async () => {
    for (const name of ['admin', 'support']) tokens[name] = await t.login(name);
    // A role of the admin's platform with a code the admin holds, made through the call itself.
    const added = await calls.send(
      roleCalls.add,
      { name: 'Calls desk', codes: ['1001-1'] },
      tokens.admin ?? '',
    );
    roleId = added.body.data as number;
  });

  const answered = (call: JsonCall, input: Record<string, unknown>, user = 'admin') =>
    calls.answered(call, input, tokens[user] ?? '');

  it('answers every declared call as its answer schema says, users of no platform and empty pages included', async () => {
    const id = (await answered(userCalls.add, {
      ...person('calls.ana'),
      password: 'calls-pass-1',
    })) as number;
    await answered(userCalls.addRoles, { userId: id, roleIds: [roleId] });
    const everyPlatform = (await answered(
      userCalls.add,
      { ...person('calls.bea'), password: 'calls-pass-1', platformType: null },
      'support',
    )) as number;

    const page = (await answered(
      userCalls.page,
      { name: 'calls.', sortField: 'name', sortOrder: 'ascend' },
      'support',
    )) as UserPage;
    expect(page.pageData.list.map((user) => [user.name, user.platformType, user.roleIds])).toEqual([
      ['calls.ana', 1, [roleId]],
      ['calls.bea', null, []],
    ]);
    expect(await answered(userCalls.page, { name: 'nobody-has-this-name' })).toEqual({
      pageData: { list: [], total: 0 },
    });
    expect(((await answered(userCalls.details, { id })) as UserPage).pageData.total).toBe(1);
    expect(await answered(userCalls.details, { id: everyPlatform })).toEqual({
      pageData: { list: [], total: 0 },
    });

    await answered(userCalls.modify, { id, ...person('calls.ana'), password: '' });
    await answered(userCalls.editRoles, { userId: id, roleIds: [roleId] });
    await answered(userCalls.remove, { id });
    await answered(userCalls.remove, { id: everyPlatform }, 'support');
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [userCalls.page, { pageSize: 'many' }],
      [userCalls.page, { pageNum: '0', sortField: 'colour' }],
      [userCalls.details, {}],
      [userCalls.add, { ...person('x y'), password: 'calls-pass-1' }],
      [userCalls.add, { ...person('calls.cid'), password: 'short' }],
      [userCalls.modify, { id: 'x', ...person('calls.cid') }],
      [userCalls.remove, {}],
      [userCalls.addRoles, { userId: 1 }],
      [userCalls.editRoles, { userId: 1, roleIds: [] }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(userCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
