import { WRAPPER_PROTOCOL_VERSION, type WrapperPage, type WrapperTestResult } from '@ota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoAirline, type DemoAirline } from '../../demo/airline';
import { useTestApp } from '../../test/app';
import { testEngines } from '../../test/databases';

interface Answer<T = unknown> {
  status: number;
  message: string;
  data: T;
}

const TIMEOUT_MS = 600;

describe.each(testEngines())('wrapper test connection (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: TIMEOUT_MS } });
  const started: DemoAirline[] = [];
  let live: DemoAirline;
  let consolidator: DemoAirline;
  let slow: DemoAirline;
  let closedUrl: string;

  beforeAll(async () => {
    live = await startDemoAirline({ code: 'TC', name: 'Test Carrier', seed: 'tc' });
    consolidator = await startDemoAirline({
      code: 'CN',
      name: 'Consolidair',
      seed: 'cn',
      consolidates: [
        { code: 'IB', name: 'Iberia', seed: 'ib' },
        { code: 'BA', name: 'British Airways', seed: 'ba' },
      ],
    });
    slow = await startDemoAirline({ code: 'SL', name: 'Sleepy Air', seed: 'sl', latencyMs: 3000 });
    const gone = await startDemoAirline({ code: 'GN', name: 'Gone Air', seed: 'gn' });
    closedUrl = gone.url;
    await gone.close();
    started.push(live, consolidator, slow);
  });
  afterAll(async () => {
    await Promise.all(started.map((airline) => airline.close()));
  });

  const post = async <T>(token: string, path: string, fields: Record<string, string>, language?: string) =>
    (
      await t.inject({
        method: 'POST',
        url: `/prod-api${path}?${new URLSearchParams(fields).toString()}`,
        headers: { 'x-token': token, ...(language ? { 'accept-language': language } : {}) },
      })
    ).json<Answer<T>>();
  const addWrapper = async (token: string, name: string, wrapperurl: string) =>
    String(
      (await post<{ id: number }>(token, '/wrapper/add', { name, wrapperurl, status: 'offline' })).data.id,
    );
  const lastTestOf = async (token: string, id: string) =>
    (await post<WrapperPage>(token, '/wrapper/selectAllOrId', { id })).data.list[0]?.lastTest;

  it('asks the wrapper’s health over HTTP and shows the airline that answered and the time taken', async () => {
    const token = await t.login('admin');
    const id = await addWrapper(token, 'Live Wrapper', live.url);
    const answer = await post<WrapperTestResult>(token, '/wrapper/testConnection', { id });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      ok: true,
      airline: { code: 'TC', name: 'Test Carrier' },
      airlines: [{ code: 'TC', name: 'Test Carrier' }],
      version: WRAPPER_PROTOCOL_VERSION,
      elapsedMs: expect.any(Number),
      message: expect.stringMatching(/^Test Carrier \(TC\) answered in \d+ ms$/),
      testedTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(answer.data.elapsedMs).toBeLessThan(TIMEOUT_MS);
    expect(await lastTestOf(token, id)).toEqual(answer.data);
  });

  it('records every airline a consolidator serves, its own first', async () => {
    const token = await t.login('admin');
    const id = await addWrapper(token, 'Consolidator Wrapper', consolidator.url);
    const answer = await post<WrapperTestResult>(token, '/wrapper/testConnection', { id });
    expect(answer.data).toMatchObject({
      ok: true,
      airline: { code: 'CN', name: 'Consolidair' },
      airlines: [
        { code: 'CN', name: 'Consolidair' },
        { code: 'IB', name: 'Iberia' },
        { code: 'BA', name: 'British Airways' },
      ],
    });
    expect(answer.data.message).toMatch(
      /^Consolidair \(CN\) answered in \d+ ms; it also serves Iberia \(IB\), British Airways \(BA\)$/,
    );
    expect(await lastTestOf(token, id)).toEqual(answer.data);
  });

  it('reports a closed port with the supplier error message, and keeps it as the last test', async () => {
    const token = await t.login('admin');
    const id = await addWrapper(token, 'Closed Wrapper', closedUrl);
    const answer = await post<WrapperTestResult>(token, '/wrapper/testConnection', { id });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: false, airline: null, airlines: [], version: null });
    expect(answer.data.message).toBe(`Closed Wrapper could not be reached at ${closedUrl} (ECONNREFUSED)`);
    expect(await lastTestOf(token, id)).toEqual(answer.data);

    // A new URL forgets the test of the old one; the next test is kept.
    await t.inject({
      method: 'POST',
      url: '/prod-api/wrapper/edit',
      headers: { 'x-token': token },
      payload: { id: Number(id), name: 'Closed Wrapper', wrapperurl: live.url, status: 'offline' },
    });
    expect(await lastTestOf(token, id)).toBeNull();
    expect((await post<WrapperTestResult>(token, '/wrapper/testConnection', { id })).data.ok).toBe(true);
    expect((await lastTestOf(token, id))?.airline).toEqual({ code: 'TC', name: 'Test Carrier' });
  });

  it('says why a test failed in the reader’s language, in the answer and in the list', async () => {
    const token = await t.login('admin');
    const id = await addWrapper(token, 'Gone Wrapper', closedUrl);
    const answer = await post<WrapperTestResult>(token, '/wrapper/testConnection', { id }, 'zh');
    expect(answer.data.message).toBe(`无法连接 Gone Wrapper（${closedUrl}，ECONNREFUSED）`);
    const list = await post<WrapperPage>(token, '/wrapper/selectAllOrId', { id }, 'ja');
    expect(list.data.list[0]?.lastTest?.message).toBe(
      `Gone Wrapper に ${closedUrl} で接続できませんでした（ECONNREFUSED）`,
    );
    expect((await lastTestOf(token, id))?.message).toBe(
      `Gone Wrapper could not be reached at ${closedUrl} (ECONNREFUSED)`,
    );
  });

  it('gives up on a wrapper slower than WRAPPER_TIMEOUT_MS', async () => {
    const token = await t.login('admin');
    const id = await addWrapper(token, 'Sleepy Wrapper', slow.url);
    const answer = await post<WrapperTestResult>(token, '/wrapper/testConnection', { id });
    expect(answer.data).toMatchObject({
      ok: false,
      message: `Sleepy Wrapper did not answer within ${TIMEOUT_MS} ms`,
    });
    expect(answer.data.elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('refuses an unknown wrapper', async () => {
    const token = await t.login('admin');
    expect(await post(token, '/wrapper/testConnection', { id: '99999' })).toEqual({
      status: 400,
      message: 'Wrapper 99999 does not exist',
      data: null,
    });
  });
});
