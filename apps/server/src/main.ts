import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DEMO_ACCOUNTS } from './demo/accounts';
import {
  demoAirlineUrls,
  demoAirlinesOptionsFromEnv,
  startDemoAirlines,
  type RunningDemoAirlines,
} from './demo/airline';
import { seedDemoIfEmpty } from './demo/seed';
import { syncDemoWrapperUrls } from './demo/seeders/airlines';
import { testConnections } from './modules/airlines';
import { wrapperCallsOf } from './modules/suppliers';
import { openDatabase, type Database } from './platform/db';
import { createMailSender } from './platform/mail/mail-sender';
import { warmReportFigures } from './report-warm-up';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

function printDemoAccounts(): void {
  console.log('Demo accounts:');
  console.table(
    DEMO_ACCOUNTS.map((account) => ({
      user: account.name,
      password: account.password,
      platformType: account.platformType ?? 'none',
      role: account.role,
    })),
  );
}

/**
 * Demo mode runs the demo airlines in this process, so flight search needs no outside network; with
 * DEMO_AIRLINES=separate another process runs them and the demo wrappers point where it listens.
 */
async function demoAirlinesFor(config: Config, db: Database): Promise<RunningDemoAirlines> {
  const options = demoAirlinesOptionsFromEnv(process.env);
  if (config.demoAirlines === 'separate') {
    const expected = demoAirlineUrls(options);
    await syncDemoWrapperUrls(db, expected);
    return { wrappers: expected, close: async () => undefined };
  }
  const running = await startDemoAirlines(options);
  await syncDemoWrapperUrls(db, running.wrappers);
  return running;
}

/** Demo mode lets wrappers point at the demo airlines' own address and ports (docs/decisions/0022). */
function allowingDemoAirlines(config: Config, demoAirlines: RunningDemoAirlines | null): Config {
  if (!demoAirlines) return config;
  const hosts = demoAirlines.wrappers.map((airline) => new URL(airline.url).host.toLowerCase());
  return { ...config, wrapperAllowedHosts: [...config.wrapperAllowedHosts, ...hosts] };
}

/**
 * Tests the demo wrappers' connections over HTTP, as an operator would after pointing them somewhere,
 * so their records know every airline each serves (orders find their airline's wrapper by it and show
 * its name). A failure is logged: the console starts anyway, and the wrapper list shows the outcome.
 */
async function testDemoWrappers(
  config: Config,
  db: Database,
  demoAirlines: RunningDemoAirlines,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const tests = await testConnections(
      { db, timeZone: config.timeZone, wrapperCalls: wrapperCallsOf(config) },
      demoAirlines.wrappers.map((wrapper) => wrapper.name),
    );
    for (const { name, result } of tests)
      if (!result.ok) log.warn({ wrapper: name }, `demo wrapper test failed: ${result.message}`);
  } catch (error) {
    log.error({ err: error }, 'demo wrapper tests failed');
  }
}

async function start(): Promise<void> {
  const settings = readConfig();
  const database = await openDatabase(settings);
  await database.migrate();
  const seeded = settings.demo ? await seedDemoIfEmpty(database.db) : false;
  const demoAirlines = settings.demo ? await demoAirlinesFor(settings, database.db) : null;
  const config = allowingDemoAirlines(settings, demoAirlines);

  const app = buildApp({ config, database });
  if (demoAirlines) await testDemoWrappers(config, database.db, demoAirlines, app.log);
  const mailSender = createMailSender({ db: database.db, smtpUrl: config.smtpUrl, log: app.log });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await mailSender.stop();
      await demoAirlines?.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed', error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  mailSender.start();
  warmReportFigures(database.db, config.timeZone, app.log);
  const anyAddress = config.host === '0.0.0.0' || config.host === '::';
  const shownHost = anyAddress ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pgdata`;
  console.log(`\nOTA console at http://${shownHost}:${config.port}/  (database: ${where})`);
  if (config.demo) {
    if (seeded) console.log('Demo data created.');
    const where = config.demoAirlines === 'separate' ? 'expected at (npm run demo:airlines)' : 'at';
    for (const airline of demoAirlines?.wrappers ?? [])
      console.log(`Demo airline ${airline.name} ${where} ${airline.url}`);
    printDemoAccounts();
  }
}

start().catch((error: unknown) => {
  console.error('Cannot start:', error);
  process.exit(1);
});
