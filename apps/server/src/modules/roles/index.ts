import type { Database, DbTransaction } from '../../platform/db';
import { createRolesRepository } from './roles.repository';

export { administratorIds, keepingAnAdministrator } from './administrators';

/** The roles module's public face: what user management asks of roles when it gives them. */
export function roleDirectory(db: Database | DbTransaction) {
  const roles = createRolesRepository(db);
  return { findMany: roles.findMany, nameTaken: roles.nameTaken, insert: roles.insert };
}
