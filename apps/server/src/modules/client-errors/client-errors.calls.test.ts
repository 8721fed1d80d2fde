import { platformCalls } from '@ota/contract';
import { describe, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';

/** The declared call (decision 0043): public, its answer parses, bad reports refused as parseInput does. */
describe.each(testEngines())('client error call as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  const calls = callTester(t);
  const report = platformCalls.clientErrors;

  it('answers with and without a session as its answer schema says', async () => {
    await calls.answered(report, { message: 'TypeError: x is undefined' }, '');
    const token = await t.login('operator');
    await calls.answered(
      report,
      { message: 'boom', stack: 'at Page', url: '/html/refund', time: 'now' },
      token,
    );
  });

  it('refuses a bad report in the words parseInput has always used, as the 400 envelope', async () => {
    for (const input of [{ stack: 'x' }, { message: '' }, { message: 'x', time: 'y'.repeat(41) }]) {
      await calls.refusedAsParseInput(report, input, '');
    }
  });
});
