import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DEMO_ACCOUNTS } from './demo/accounts';
import { seedDemoIfEmpty } from './demo/seed';
import { openDatabase } from './platform/db';

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

  const app = buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
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
  const anyAddress = config.host === '0.0.0.0' || config.host === '::';
  const shownHost = anyAddress ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pgdata`;
  console.log(`\nOTA console at http://${shownHost}:${config.port}/  (database: ${where})`);
  if (config.demo) {
    if (seeded) console.log('Demo data created.');
    printDemoAccounts();
  }
}

start().catch((error: unknown) => {
  console.error('Cannot start:', error);
  process.exit(1);
});
