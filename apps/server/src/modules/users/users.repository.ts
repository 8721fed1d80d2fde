import { desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema';
import type { Database } from '../../platform/db';

export interface UserListRow {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  platformType: number | null;
  createdTime: Date;
  roleName: string;
  roleIds: number[];
}

export interface NewUser {
  name: string;
  passwordHash: string;
  email?: string | null;
  phone?: string | null;
  platformType: number | null;
  domain: string;
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function createUsersRepository(db: Database) {
  return {
    async page(
      filter: { name?: string },
      offset: number,
      limit: number,
    ): Promise<{ rows: UserListRow[]; total: number }> {
      const where: SQL | undefined = filter.name ? ilike(users.name, containing(filter.name)) : undefined;
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          phone: users.phone,
          email: users.email,
          platformType: users.platformType,
          createdTime: users.createdTime,
          roleName: sql<string>`coalesce(string_agg(${roles.name}, ', ' order by ${roles.name}), '')`,
          roleIds: sql<number[]>`coalesce(array_agg(${roles.id} order by ${roles.name})
            filter (where ${roles.id} is not null), '{}')`,
        })
        .from(users)
        .leftJoin(userRoles, eq(userRoles.userId, users.id))
        .leftJoin(roles, eq(roles.id, userRoles.roleId))
        .where(where)
        .groupBy(users.id)
        .orderBy(desc(users.id))
        .limit(limit)
        .offset(offset);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      return { rows, total: count?.total ?? 0 };
    },

    async insert(user: NewUser): Promise<number> {
      const [row] = await db.insert(users).values(user).returning({ id: users.id });
      if (!row) throw new Error(`user ${user.name} was not inserted`);
      return row.id;
    },

    async assignRoles(userId: number, roleIds: number[]): Promise<void> {
      if (roleIds.length === 0) return;
      await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
    },
  };
}
