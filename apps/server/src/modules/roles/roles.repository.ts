import type { RoleRow } from '@ota/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { roles, userRoles } from '../../db/schema/roles';
import type { Database, DbTransaction } from '../../platform/db';

const ROLE_ROW = { id: roles.id, name: roles.name, codes: roles.codes, platformType: roles.platformType };

export function createRolesRepository(db: Database | DbTransaction) {
  return {
    /** Every role, or the one with `id`; with `platformType`, only that platform's (a caller's wall). */
    list(id?: number, platformType?: number): Promise<RoleRow[]> {
      return db
        .select(ROLE_ROW)
        .from(roles)
        .where(
          and(
            id === undefined ? undefined : eq(roles.id, id),
            platformType === undefined ? undefined : eq(roles.platformType, platformType),
          ),
        )
        .orderBy(asc(roles.id));
    },

    findMany(ids: readonly number[]): Promise<RoleRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(ROLE_ROW)
        .from(roles)
        .where(inArray(roles.id, [...ids]))
        .orderBy(asc(roles.id));
    },

    /** Every name but that of `exceptId`, to compare what they look like. */
    async otherNames(exceptId?: number): Promise<string[]> {
      const rows = await db
        .select({ name: roles.name })
        .from(roles)
        .where(exceptId === undefined ? undefined : ne(roles.id, exceptId));
      return rows.map((row) => row.name);
    },

    async nameTaken(name: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: roles.id })
        .from(roles)
        .where(
          and(
            sql`lower(${roles.name}) = lower(${name})`,
            exceptId === undefined ? undefined : ne(roles.id, exceptId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insert(role: {
      name: string;
      codes: readonly string[];
      platformType?: number | null;
    }): Promise<number> {
      const [row] = await db
        .insert(roles)
        .values({ name: role.name, codes: [...role.codes], platformType: role.platformType ?? null })
        .returning({ id: roles.id });
      if (!row) throw new Error(`role ${role.name} was not inserted`);
      return row.id;
    },

    async update(
      id: number,
      role: { name: string; codes: readonly string[]; platformType: number | null },
    ): Promise<void> {
      await db
        .update(roles)
        .set({ name: role.name, codes: [...role.codes], platformType: role.platformType })
        .where(eq(roles.id, id));
    },

    async delete(id: number): Promise<void> {
      await db.delete(roles).where(eq(roles.id, id));
    },

    /** Ids of the users holding the role. */
    async holders(roleId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.roleId, roleId));
      return rows.map((row) => row.userId);
    },
  };
}
