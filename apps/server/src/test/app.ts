import type { LoginData } from '@ota/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { DEMO_ACCOUNTS } from '../demo/accounts';
import type { DatabaseHandle, Engine } from '../platform/db';
import { createTestDatabase } from './databases';

/** A form-encoded body, as the console's client sends POSTs (spec section 7). */
export function form(fields: Record<string, string>): Pick<InjectOptions, 'payload' | 'headers'> {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** The test airlines listen on loopback, at any port: the tests allow it, as demo mode does. */
export const TEST_AIRLINE_HOSTS = ['127.0.0.1'];

/** Defaults of a real start, quiet, with throttling relaxed unless a test tightens it. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist' });
  return {
    ...base,
    login: { ...base.login, slowdownStepMs: 0, lockAfter: 1000, addressLockAfter: 1000 },
    wrapperAllowedHosts: TEST_AIRLINE_HOSTS,
    // A test asks the airline itself when it wants the answer.
    airlinePollSeconds: 0,
    ...overrides,
  };
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly config: Config;
  /** Log lines written so far, parsed. */
  readonly logs: Record<string, unknown>[];
  /** Signs a demo account in and returns its token. */
  login(name: string, password?: string): Promise<string>;
  loginData(name: string, password?: string): Promise<LoginData>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A new app on the same database, as after a restart. */
  rebuild(overrides?: Partial<Config>): Promise<FastifyInstance>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Seed the demo data (default true). */
  demo?: boolean;
  /** Runs on the built app before it is ready, e.g. to add a test route. */
  prepare?: (app: FastifyInstance) => void;
}

/** A demo-seeded app on a fresh database for the enclosing describe block. */
export function useTestApp(engine: Engine, options: TestAppOptions = {}): TestApp {
  let app: FastifyInstance | undefined;
  let database: DatabaseHandle | undefined;
  const extraApps: FastifyInstance[] = [];
  const logs: Record<string, unknown>[] = [];
  const config = testConfig(options.config);
  const logStream = { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) };

  beforeAll(async () => {
    database = await createTestDatabase(engine, { demo: options.demo ?? true });
    app = buildApp({ config: { ...config, logLevel: 'info' }, database, logStream });
    options.prepare?.(app);
    await app.ready();
  });
  afterAll(async () => {
    for (const extra of extraApps) await extra.close();
    await app?.close();
    await database?.close();
  });

  const ready = () => {
    if (!app || !database) throw new Error('the test app is only ready inside tests');
    return { app, database };
  };

  const loginData = async (name: string, password?: string): Promise<LoginData> => {
    const pass = password ?? DEMO_ACCOUNTS.find((account) => account.name === name)?.password ?? '';
    const response = await ready().app.inject({
      method: 'POST',
      url: '/prod-api/login',
      ...form({ userName: name, passWord: pass }),
    });
    const body = response.json<{ status: number; message: string; data: LoginData }>();
    if (body.status !== 200) throw new Error(`login ${name} failed: ${body.message}`);
    return body.data;
  };

  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    config,
    logs,
    loginData,
    login: async (name, password) => (await loginData(name, password))['X-Token'],
    inject: (injectOptions) => ready().app.inject(injectOptions),
    async rebuild(overrides = {}) {
      const extra = buildApp({ config: { ...config, ...overrides }, database: ready().database });
      extraApps.push(extra);
      await extra.ready();
      return extra;
    },
  };
}
