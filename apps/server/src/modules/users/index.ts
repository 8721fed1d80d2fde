import type { Database, DbTransaction } from '../../platform/db';
import { createUsersRepository } from './users.repository';

/**
 * The users module's public face. Roles sits below users (users give roles), so what roles asks of
 * users is handed to it by the app (app.ts) rather than imported.
 */
export const userNames = (tx: DbTransaction, ids: readonly number[]) =>
  createUsersRepository(tx).namesOf(ids);

/** The id and password hash of the user of this name, for sign-in. */
export const credentialsOf = (db: Database, name: string) => createUsersRepository(db).credentialsOf(name);
