import type { UserSortField, SortOrder } from '@ota/contract';
import { and, asc, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { roles, userRoles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import { LIST_TOTAL, pageWithTotal } from '../../platform/pagination';
import type { Database, DbTransaction } from '../../platform/db';
import { containing } from '../../platform/sql-text';

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

export interface UserChanges {
  name: string;
  phone: string;
  email: string;
  passwordHash?: string;
  platformType?: number | null;
  domain?: string;
}

export interface UserFilter {
  name?: string;
  phone?: string;
  id?: number;
  /** Only this platform's users (a manager bound to a platform). */
  platformType?: number;
}

export interface UserSort {
  field?: UserSortField;
  order?: SortOrder;
}

function whereOf(filter: UserFilter): SQL | undefined {
  return and(
    filter.id === undefined ? undefined : eq(users.id, filter.id),
    filter.platformType === undefined ? undefined : eq(users.platformType, filter.platformType),
    filter.name ? ilike(users.name, containing(filter.name)) : undefined,
    filter.phone ? ilike(users.phone, containing(filter.phone)) : undefined,
  );
}

function orderOf(sort: UserSort): SQL[] {
  const direction = sort.order === 'ascend' ? asc : desc;
  if (sort.field === 'name') return [direction(users.name), desc(users.id)];
  if (sort.field === 'createdTime') return [direction(users.createdTime), direction(users.id)];
  return [desc(users.id)];
}

export function createUsersRepository(db: Database | DbTransaction) {
  return {
    async page(
      filter: UserFilter,
      offset: number,
      limit: number,
      sort: UserSort = {},
    ): Promise<{ rows: UserListRow[]; total: number }> {
      const where = whereOf(filter);
      return pageWithTotal(
        db
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
          .orderBy(...orderOf(sort))
          .limit(limit)
          .offset(offset),
        db.select(LIST_TOTAL).from(users).where(where),
      );
    },

    async find(id: number): Promise<{ id: number; name: string; platformType: number | null } | undefined> {
      const [row] = await db
        .select({ id: users.id, name: users.name, platformType: users.platformType })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /** The domain the platform's users have (that of its first user), if any. */
    async domainOf(platformType: number | null): Promise<string | undefined> {
      const [row] = await db
        .select({ domain: users.domain })
        .from(users)
        .where(and(sql`${users.platformType} is not distinct from ${platformType}`, ne(users.domain, '')))
        .orderBy(asc(users.id))
        .limit(1);
      return row?.domain;
    },

    /** The union of the user's roles' codes. */
    async codesOf(userId: number): Promise<string[]> {
      const rows = await db
        .select({ codes: roles.codes })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, userId));
      return [...new Set(rows.flatMap((row) => row.codes))];
    },

    async credentialsOf(name: string): Promise<{ id: number; passwordHash: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.name, name));
      return row;
    },

    /** The users' names, in the order of their ids. */
    async namesOf(ids: readonly number[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ name: users.name })
        .from(users)
        .where(inArray(users.id, [...ids]))
        .orderBy(asc(users.id));
      return rows.map((row) => row.name);
    },

    /** Every name but that of `exceptId`, to compare what they look like. */
    async otherNames(exceptId?: number): Promise<string[]> {
      const rows = await db
        .select({ name: users.name })
        .from(users)
        .where(exceptId === undefined ? undefined : ne(users.id, exceptId));
      return rows.map((row) => row.name);
    },

    async nameTaken(name: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(${users.name}) = lower(${name})`,
            exceptId === undefined ? undefined : ne(users.id, exceptId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insert(user: NewUser): Promise<number> {
      const [row] = await db.insert(users).values(user).returning({ id: users.id });
      if (!row) throw new Error(`user ${user.name} was not inserted`);
      return row.id;
    },

    async update(id: number, changes: UserChanges): Promise<void> {
      await db
        .update(users)
        .set({ ...changes, updatedTime: sql`now()` })
        .where(eq(users.id, id));
    },

    async delete(id: number): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    /** Adds roles; ones the user already holds are left as they are. */
    async assignRoles(userId: number, roleIds: readonly number[]): Promise<void> {
      if (roleIds.length === 0) return;
      await db
        .insert(userRoles)
        .values(roleIds.map((roleId) => ({ userId, roleId })))
        .onConflictDoNothing();
    },

    async replaceRoles(userId: number, roleIds: readonly number[]): Promise<void> {
      await db.delete(userRoles).where(eq(userRoles.userId, userId));
      await this.assignRoles(userId, roleIds);
    },

    async roleIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ roleId: userRoles.roleId })
        .from(userRoles)
        .where(eq(userRoles.userId, userId));
      return rows.map((row) => row.roleId).sort((a, b) => a - b);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
