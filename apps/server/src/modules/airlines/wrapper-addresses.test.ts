import { sql } from 'drizzle-orm';
import type { WrapperTestResult } from '@ota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoAirline, type DemoAirline } from '../../demo/airline';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

interface Answer<T = unknown> {
  status: number;
  message: string;
  data: T;
}

describe.each(testEngines())('wrappers at internal addresses (%s)', (engine) => {
  let airline: DemoAirline;
  beforeAll(async () => {
    airline = await startDemoAirline({ code: 'TC', name: 'Test Carrier', seed: 'tc' });
  });
  afterAll(() => airline.close());

  // Outside demo mode, with nothing allowed: the seeded demo wrappers (on loopback) stay as they were saved.
  const t = useTestApp(engine, { config: { wrapperAllowedHosts: [] } });

  const call = async <T>(path: string, payload: Record<string, unknown>) =>
    (
      await t.inject({
        method: 'POST',
        url: `/prod-api${path}`,
        headers: { 'x-token': await t.login('admin') },
        payload,
      })
    ).json<Answer<T>>();
  const wrappers = () =>
    queryRows<{ name: string; url: string }>(
      t.database.db,
      sql`select name, wrapper_url as url from airline_wrappers order by id`,
    );

  it.each([
    ['http://127.0.0.1:8080', '127.0.0.1 is loopback'],
    ['http://0x7f.1:8080', '127.0.0.1 is loopback'],
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254 is link-local'],
    ['http://[::1]:22', '[::1] is loopback'],
    ['http://localhost:5432', 'localhost is loopback'],
    ['http://10.0.0.7', '10.0.0.7 is private'],
  ])('refuses to add a wrapper at %s and writes nothing', async (wrapperurl, why) => {
    const before = await wrappers();
    expect(await call('/wrapper/add', { name: 'Probe', wrapperurl, status: 'online' })).toEqual({
      status: 400,
      message: `wrapperurl must not point to an internal address (${why})`,
      data: null,
    });
    expect(await wrappers()).toEqual(before);
  });

  it('refuses to move a wrapper to an internal address', async () => {
    const before = await wrappers();
    const [first] = await queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`select id, name from airline_wrappers order by id limit 1`,
    );
    const answer = await call('/wrapper/edit', {
      id: first?.id,
      name: first?.name,
      wrapperurl: 'http://192.168.0.1:80',
      status: 'online',
    });
    expect(answer.message).toBe('wrapperurl must not point to an internal address (192.168.0.1 is private)');
    expect(await wrappers()).toEqual(before);
  });

  it('does not call a wrapper saved at an internal address, and says why in the test result', async () => {
    const [first] = await queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`select id, name from airline_wrappers where wrapper_url like 'http://127.0.0.1:%' order by id limit 1`,
    );
    const answer = await call<WrapperTestResult>('/wrapper/testConnection', { id: first?.id });
    expect(answer.data).toMatchObject({ ok: false, airline: null });
    expect(answer.data.message).toMatch(
      new RegExp(
        `^${first?.name} was not called: wrapperurl must not point to an internal address \\(127\\.0\\.0\\.1 is loopback\\)$`,
      ),
    );
  });

  it('keeps public addresses as before', async () => {
    const answer = await call<{ id: number }>('/wrapper/add', {
      name: 'Public Wrapper',
      wrapperurl: 'https://wrapper.example.com/api',
      status: 'offline',
    });
    expect(answer.status).toBe(200);
    expect((await wrappers()).map((wrapper) => wrapper.name)).toContain('Public Wrapper');
  });
});

describe.each(testEngines())('wrappers the setting allows (%s)', (engine) => {
  let airline: DemoAirline;
  beforeAll(async () => {
    airline = await startDemoAirline({ code: 'TC', name: 'Test Carrier', seed: 'tc' });
  });
  afterAll(() => airline.close());
  const t = useTestApp(engine, { config: { wrapperAllowedHosts: [] } });

  it('lets WRAPPER_ALLOWED_HOSTS name one host and port, and only that one', async () => {
    const app = await t.rebuild({ wrapperAllowedHosts: [new URL(airline.url).host] });
    const token = await t.login('admin');
    const call = async <T>(path: string, payload: Record<string, unknown>) =>
      (
        await app.inject({ method: 'POST', url: `/prod-api${path}`, headers: { 'x-token': token }, payload })
      ).json<Answer<T>>();
    const added = await call<{ id: number }>('/wrapper/add', {
      name: 'Allowed Wrapper',
      wrapperurl: airline.url,
      status: 'online',
    });
    expect(added.status).toBe(200);
    const test = await call<WrapperTestResult>('/wrapper/testConnection', { id: added.data.id });
    expect(test.data).toMatchObject({ ok: true, airline: { code: 'TC', name: 'Test Carrier' } });

    const otherPort = await call('/wrapper/add', {
      name: 'Other Port',
      wrapperurl: `http://127.0.0.1:${airline.port + 1}`,
      status: 'online',
    });
    expect(otherPort.message).toBe(
      'wrapperurl must not point to an internal address (127.0.0.1 is loopback)',
    );
  });
});
