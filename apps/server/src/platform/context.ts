import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from './db';
import { createSessionStore, type SessionStore } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** The Drizzle handle repositories take. */
    db: Database;
    sessions: SessionStore;
  }
}

export interface ContextOptions {
  config: Config;
  database: DatabaseHandle;
}

/** What every module reaches through the app: settings, database and sessions. */
export const contextPlugin = fp<ContextOptions>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    const sessions = createSessionStore(database, {
      idleMinutes: config.sessionIdleMinutes,
      cacheSeconds: config.sessionCacheSeconds,
    });
    await sessions.start();
    app.decorate('sessions', sessions);
    app.addHook('onClose', () => sessions.stop());
  },
  { name: 'context' },
);
