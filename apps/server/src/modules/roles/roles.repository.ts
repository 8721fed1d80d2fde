import type { RoleRow } from '@ota/contract';
import { asc, eq } from 'drizzle-orm';
import { roles } from '../../db/schema';
import type { Database } from '../../platform/db';

export function createRolesRepository(db: Database) {
  return {
    list(id?: number): Promise<RoleRow[]> {
      return db
        .select({ id: roles.id, name: roles.name, codes: roles.codes })
        .from(roles)
        .where(id === undefined ? undefined : eq(roles.id, id))
        .orderBy(asc(roles.id));
    },

    async insert(role: { name: string; codes: readonly string[] }): Promise<number> {
      const [row] = await db
        .insert(roles)
        .values({ name: role.name, codes: [...role.codes] })
        .returning({ id: roles.id });
      if (!row) throw new Error(`role ${role.name} was not inserted`);
      return row.id;
    },
  };
}
