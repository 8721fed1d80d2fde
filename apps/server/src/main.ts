import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DEMO_ACCOUNTS } from './demo/accounts';
import { demoAirlinesOptionsFromEnv, startDemoAirlines } from './demo/airline';
import { seedDemoIfEmpty } from './demo/seed';
import { syncDemoWrapperUrls } from './demo/seeders/airlines';
import { openDatabase } from './platform/db';
import { createMailSender } from './platform/mail/mail-sender';

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

async function start(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const seeded = config.demo ? await seedDemoIfEmpty(database.db) : false;
  // Demo mode runs the demo airlines in this process, so flight search needs no outside network.
  const demoAirlines = config.demo ? await startDemoAirlines(demoAirlinesOptionsFromEnv(process.env)) : null;
  if (demoAirlines) await syncDemoWrapperUrls(database.db, demoAirlines.wrappers);

  const app = buildApp({ config, database });
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
  const anyAddress = config.host === '0.0.0.0' || config.host === '::';
  const shownHost = anyAddress ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pgdata`;
  console.log(`\nOTA console at http://${shownHost}:${config.port}/  (database: ${where})`);
  if (config.demo) {
    if (seeded) console.log('Demo data created.');
    for (const airline of demoAirlines?.wrappers ?? [])
      console.log(`Demo airline ${airline.name}: ${airline.url}`);
    printDemoAccounts();
  }
}

start().catch((error: unknown) => {
  console.error('Cannot start:', error);
  process.exit(1);
});
