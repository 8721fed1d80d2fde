// The console server of the orders, case and report figures: the app main.ts serves (without demo data
// and mail), which also runs the API's statements straight on its own database handle when the bench
// asks. Both sides of every figure thus share the database, its connections and the process (PGlite's
// files admit one).
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/platform/db';
import { answerCaseAsks } from './lib/cases-sql';
import { answerSqlAsks } from './lib/orders-sql';
import { answerReportAsks } from './lib/reports-sql';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const app = buildApp({ config, database });
answerSqlAsks(database.db, config.timeZone);
answerCaseAsks(database.db, config);
answerReportAsks(database.db, config);
await app.listen({ port: config.port, host: config.host });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
