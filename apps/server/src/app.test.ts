import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { DatabaseHandle } from './platform/db';
import { BadRequestError } from './platform/errors';
import { testConfig, useTestApp } from './test/app';
import { createTestDatabase, testEngines } from './test/databases';

describe.each(testEngines())('HTTP contract (%s)', (engine) => {
  const t = useTestApp(engine, {
    prepare(app) {
      app.get('/prod-api/test/crash', { config: { access: 'public' } }, async () => {
        throw new Error('database exploded at /srv/secret/path.ts:42');
      });
      app.get('/prod-api/test/refuse', { config: { access: 'public' } }, async () => {
        throw new BadRequestError('departTime must be a date YYYY-MM-DD');
      });
    },
  });

  it('answers an unknown API path, or a wrong method, with the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/prod-api/nothing/here'],
      ['POST', '/prod-api/nothing'],
      ['GET', '/prod-api/login'],
      ['DELETE', '/prod-api/user/page/list'],
    ] as const) {
      const response = await t.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: `Not found: ${method} ${url}`, data: null });
    }
  });

  it('answers a refusal with HTTP 200 and status 400', async () => {
    const response = await t.inject({ method: 'GET', url: '/prod-api/test/refuse' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 400,
      message: 'departTime must be a date YYYY-MM-DD',
      data: null,
    });
  });

  it('answers a fault with the request id and no stack, and logs the stack under that id', async () => {
    const response = await t.inject({ method: 'GET', url: '/prod-api/test/crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ status: number; message: string; data: null }>();
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^req-[0-9a-f]{14}$/);
    expect(body).toEqual({
      status: 500,
      message: `Unexpected error, request id ${String(requestId)}`,
      data: null,
    });
    expect(response.body).not.toContain('exploded');
    const logged = t.logs.find((line) => line.reqId === requestId && line.level === 50);
    expect(JSON.stringify(logged)).toContain('database exploded');
    expect(JSON.stringify(logged)).toContain('app.test.ts');
  });

  it('answers malformed bodies with a 400 envelope', async () => {
    const json = await t.inject({
      method: 'POST',
      url: '/prod-api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(json.json()).toEqual({ status: 400, message: 'Request body is not valid JSON', data: null });
    const big = await t.inject({
      method: 'POST',
      url: '/prod-api/clientErrors',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x', stack: 'y'.repeat(20_000) }),
    });
    expect(big.json()).toEqual({ status: 400, message: 'Request body is too large', data: null });
  });

  it('never logs passwords or tokens', async () => {
    await t.login('admin');
    const logText = JSON.stringify(t.logs);
    expect(logText).not.toContain('admin123');
  });

  it('reports database health publicly', async () => {
    const response = await t.inject({ method: 'GET', url: '/prod-api/health' });
    expect(response.json()).toEqual({ status: 200, message: 'Success', data: { database: 'up', engine } });
  });

  it('logs client errors with the request id and the user, at warn level', async () => {
    const token = await t.login('operator');
    const report = {
      message: 'TypeError: x is undefined',
      stack: 'at Page (page.tsx:3)',
      url: '/html/refund',
    };
    const response = await t.inject({
      method: 'POST',
      url: '/prod-api/clientErrors',
      headers: { 'x-token': token },
      payload: report,
    });
    expect(response.json()).toEqual({ status: 200, message: 'Success', data: null });
    const logged = t.logs.find(
      (line) => line.reqId === response.headers['x-request-id'] && line.level === 40,
    );
    expect(logged).toMatchObject({ msg: 'client error', clientError: report, userId: expect.any(Number) });

    const anonymous = await t.inject({
      method: 'POST',
      url: '/prod-api/clientErrors',
      payload: { message: 'boom' },
    });
    expect(anonymous.json()).toMatchObject({ status: 200 });
    const invalid = await t.inject({
      method: 'POST',
      url: '/prod-api/clientErrors',
      payload: { stack: 'x' },
    });
    expect(invalid.json()).toEqual({ status: 400, message: 'message is required', data: null });
  });
});

describe('access declarations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  it('every API route declares its access', async () => {
    const app = buildApp({ config: testConfig(), database });
    const routes: { url: string; access: unknown }[] = [];
    app.addHook('onRoute', (route) => void routes.push({ url: route.url, access: route.config?.access }));
    await app.ready();
    const api = routes.filter((route) => route.url.startsWith('/prod-api'));
    expect(api.length).toBeGreaterThanOrEqual(7);
    expect(api.filter((route) => route.access === undefined)).toEqual([]);
    await app.close();
  });

  it('refuses to start with an API route that declares none', async () => {
    const app = buildApp({ config: testConfig(), database });
    app.register(async (api) => {
      api.get('/prod-api/forgotten', async () => 'open');
    });
    await expect(app.ready()).rejects.toThrow('GET /prod-api/forgotten declares no access');
    await app.close();
  });

  it('refuses an anyOf without valid codes', async () => {
    const app = buildApp({ config: testConfig(), database });
    app.register(async (api) => {
      api.get('/prod-api/typo', { config: { access: { anyOf: [] } } }, async () => 'open');
    });
    await expect(app.ready()).rejects.toThrow(
      'GET /prod-api/typo declares access.anyOf without valid permission codes',
    );
    await app.close();
  });

  it('answers HTTP 503 when the database does not answer', async () => {
    const app = buildApp({ config: testConfig(), database: { ...database, ping: async () => false } });
    const response = await app.inject({ method: 'GET', url: '/prod-api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 503,
      message: 'The database does not answer',
      data: { database: 'down', engine: 'pglite' },
    });
    await app.close();
  });

  describe('the web app', () => {
    let webDist: string;
    beforeAll(async () => {
      webDist = await mkdtemp(path.join(tmpdir(), 'ota-web-'));
      await mkdir(path.join(webDist, 'assets'));
      await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>OTA</title>');
      await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
      await writeFile(path.join(webDist, 'favicon.ico'), 'icon');
    });
    afterAll(async () => {
      await rm(webDist, { recursive: true, force: true });
    });

    it('serves files, hashed assets cached for long, and index.html on every other page path', async () => {
      const app = buildApp({ config: testConfig({ webDist }), database });
      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/', '/login', '/html/orderList/details?orderNo=1', '/404', '/no/such/page']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<title>OTA</title>');
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.headers['content-type']).toContain('text/html');
      }
      const missingAsset = await app.inject({ method: 'GET', url: '/prod-api/assets/none.js' });
      expect(missingAsset.statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/favicon.ico' })).body).toBe('icon');
      await app.close();
    });

    it('says to build the web app when it is missing', async () => {
      const app = buildApp({ config: testConfig({ webDist: path.join(webDist, 'none') }), database });
      const page = await app.inject({ method: 'GET', url: '/login' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      await app.close();
    });
  });
});
