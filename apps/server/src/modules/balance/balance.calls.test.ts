import { balanceCalls, type BalanceInfo } from '@ota/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';

/** The declared balance call (decision 0043): its real answer parses with its answer schema. */
describe.each(testEngines())('balance call as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['admin', 'edreams', 'support', 'limited']) tokens[name] = await t.login(name);
  });

  const calls = callTester(t);
  const balances = async (user: string) =>
    (await calls.answered(balanceCalls.info, {}, tokens[user] ?? '')) as BalanceInfo[];

  it('answers each platform’s own accounts, and every platform’s apart to a user without one', async () => {
    expect((await balances('admin')).every((entry) => entry.platformType === undefined)).toBe(true);
    // edreams' console hides the figure; the answer is its own all the same.
    expect(await balances('edreams')).not.toEqual([]);
    await balances('limited');
    const everyPlatform = await balances('support');
    expect(new Set(everyPlatform.map((entry) => entry.platformType))).toEqual(new Set([1, 2]));
  });

  it('refuses without a session', async () => {
    const { http, body } = await calls.send(balanceCalls.info, {}, '');
    expect(http).toBe(403);
    expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
  });
});
