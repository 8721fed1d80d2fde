import {
  airlineCalls,
  type CallDeclaration,
  type JsonCall,
  type WrapperPage,
  type WrapperTestResult,
} from '@ota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoAirline, type DemoAirline } from '../../demo/airline';
import { form, useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('airlines calls as declared (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: 600 } });
  const calls = callTester(t);
  let token = '';
  let live: DemoAirline;

  beforeAll(async () => {
    token = await t.login('support');
    live = await startDemoAirline({ code: 'CT', name: 'Calls Air', seed: 'ct' });
  });
  afterAll(async () => {
    await live.close();
  });

  const answered = (call: JsonCall, input: Record<string, unknown>) => calls.answered(call, input, token);
  const add = async (name: string, wrapperurl: string) =>
    ((await answered(airlineCalls.add, { name, wrapperurl, status: 'offline' })) as { id: number }).id;

  it('answers every declared call as its answer schema says, tested and untested wrappers included', async () => {
    const liveId = await add('Calls Live', live.url);
    const goneId = await add('Calls Gone', 'http://127.0.0.1:9');
    expect(await answered(airlineCalls.page, { id: liveId })).toMatchObject({ list: [{ lastTest: null }] });

    const answeredTest = (await answered(airlineCalls.testConnection, { id: liveId })) as WrapperTestResult;
    expect(answeredTest).toMatchObject({ ok: true, airline: { code: 'CT' } });
    const failedTest = (await answered(airlineCalls.testConnection, { id: goneId })) as WrapperTestResult;
    expect(failedTest).toMatchObject({ ok: false, airline: null, airlines: [], version: null });
    const page = (await answered(airlineCalls.page, { name: 'Calls' })) as WrapperPage;
    expect(page.list.map((row) => row.lastTest?.ok)).toEqual([false, true]);
    expect(await answered(airlineCalls.page, { name: 'no wrapper has this name' })).toEqual({
      list: [],
      totalRecords: 0,
    });

    await answered(airlineCalls.edit, {
      id: goneId,
      name: 'Calls Gone',
      wrapperurl: live.url,
      status: 'online',
    });
    await answered(airlineCalls.setStatus, { id: goneId, status: 'offline' });
    await answered(airlineCalls.remove, { id: goneId });
    await answered(airlineCalls.remove, { id: liveId });
  });

  it("reads a field from the query string or the body, and the body's value wins", async () => {
    const query = new URLSearchParams({ name: 'Calls Query', wrapperurl: live.url, status: 'online' });
    const response = await t.inject({
      method: 'POST',
      url: `/prod-api${airlineCalls.add.path}?${query.toString()}`,
      headers: { 'x-token': token, ...form({ name: 'Calls Body' }).headers },
      payload: form({ name: 'Calls Body' }).payload,
    });
    const { id } = response.json<{ data: { id: number } }>().data;
    expect(await answered(airlineCalls.page, { id })).toMatchObject({
      list: [{ name: 'Calls Body', wrapperurl: live.url, status: 'online' }],
    });
    await answered(airlineCalls.remove, { id });
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [airlineCalls.page, { pageSize: 'many' }],
      [airlineCalls.page, { status: 'paused' }],
      [airlineCalls.add, { name: 'Calls Bad', wrapperurl: 'ftp://files.example.com', status: 'online' }],
      [airlineCalls.edit, { id: 'x', name: '', wrapperurl: 'http://127.0.0.1:9', status: 'online' }],
      [airlineCalls.setStatus, { id: 1, status: 'sleeping' }],
      [airlineCalls.remove, {}],
      [airlineCalls.testConnection, { id: '0' }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, token);
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(airlineCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
