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
    app.decorate(
      'sessions',
      createSessionStore(database.db, {
        idleMinutes: config.sessionIdleMinutes,
        cacheSeconds: config.sessionCacheSeconds,
      }),
    );
  },
  { name: 'context' },
);
