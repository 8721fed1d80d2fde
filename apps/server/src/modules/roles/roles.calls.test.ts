import { roleCalls, type CallDeclaration, type JsonCall, type RoleRow } from '@ota/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('roles calls as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  const calls = callTester(t);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['admin', 'support']) tokens[name] = await t.login(name);
  });

  const answered = (call: JsonCall, input: Record<string, unknown>, user = 'admin') =>
    calls.answered(call, input, tokens[user] ?? '');

  it('answers every declared call as its answer schema says, roles of no platform and empty lists included', async () => {
    const id = (await answered(roleCalls.add, { name: 'Calls role', codes: ['1001-1'] })) as number;
    const ofNone = (await answered(
      roleCalls.add,
      { name: 'Calls role of none', codes: ['1001-1'], platformType: null },
      'support',
    )) as number;

    const every = (await answered(roleCalls.list, {}, 'support')) as RoleRow[];
    expect(every.find((role) => role.id === ofNone)?.platformType).toBeNull();
    expect(await answered(roleCalls.list, { id })).toEqual([
      { id, name: 'Calls role', codes: ['1001-1'], platformType: 1 },
    ]);
    expect(await answered(roleCalls.list, { id: ofNone })).toEqual([]);

    await answered(roleCalls.edit, { id, name: 'Calls role renamed', codes: ['1001-1', '1001-2'] });
    await answered(roleCalls.remove, { id });
    await answered(roleCalls.remove, { id: ofNone }, 'support');
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [roleCalls.list, { id: 'x' }],
      [roleCalls.add, { codes: ['1001-1'] }],
      [roleCalls.add, { name: 'Calls bad', codes: ['9999-9'] }],
      [roleCalls.edit, { id: 'x', name: 'Calls bad', codes: [] }],
      [roleCalls.remove, {}],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(roleCalls)) {
      const { http, body } = await calls.send(call, { id: 'x' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
