import type { WrapperStatus } from '@ota/contract';
import { and, asc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { airlineWrappers } from '../../db/schema/airlines';
import { LIST_TOTAL, pageWithTotal } from '../../platform/pagination';
import type { Database } from '../../platform/db';
import { containing } from '../../platform/sql-text';

export type WrapperRecord = typeof airlineWrappers.$inferSelect;

export interface WrapperFields {
  name: string;
  wrapperUrl: string;
  status: WrapperStatus;
}

export interface WrapperTestRecord {
  ok: boolean;
  airline: { code: string; name: string } | null;
  /** Every airline the wrapper serves, its own first; empty when it did not answer. */
  airlines: { code: string; name: string }[];
  version: string | null;
  elapsedMs: number;
  message: string;
  at: Date;
}

export interface WrapperFilter {
  id?: number;
  name?: string;
  status?: WrapperStatus;
}

const NO_TEST = {
  lastTestOk: null,
  lastTestAirline: null,
  lastTestVersion: null,
  lastTestMs: null,
  lastTestMessage: null,
  lastTestAt: null,
};

function whereOf(filter: WrapperFilter): SQL | undefined {
  return and(
    filter.id === undefined ? undefined : eq(airlineWrappers.id, filter.id),
    filter.name ? ilike(airlineWrappers.name, containing(filter.name)) : undefined,
    filter.status ? eq(airlineWrappers.status, filter.status) : undefined,
  );
}

export function createAirlinesRepository(db: Database) {
  return {
    async page(
      filter: WrapperFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: WrapperRecord[]; total: number }> {
      const where = whereOf(filter);
      return pageWithTotal(
        db
          .select()
          .from(airlineWrappers)
          .where(where)
          .orderBy(asc(sql`lower(${airlineWrappers.name})`), asc(airlineWrappers.id))
          .limit(limit)
          .offset(offset),
        db.select(LIST_TOTAL).from(airlineWrappers).where(where),
      );
    },

    async find(id: number): Promise<WrapperRecord | undefined> {
      const [row] = await db.select().from(airlineWrappers).where(eq(airlineWrappers.id, id));
      return row;
    },

    /** Another wrapper holding this name, whatever its case. */
    async nameTaken(name: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: airlineWrappers.id })
        .from(airlineWrappers)
        .where(
          and(
            eq(sql`lower(${airlineWrappers.name})`, name.toLowerCase()),
            exceptId === undefined ? undefined : ne(airlineWrappers.id, exceptId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The ids of the wrappers with these names, whatever their case. */
    async idsByName(names: readonly string[]): Promise<{ id: number; name: string }[]> {
      if (names.length === 0) return [];
      return db
        .select({ id: airlineWrappers.id, name: airlineWrappers.name })
        .from(airlineWrappers)
        .where(
          inArray(
            sql`lower(${airlineWrappers.name})`,
            names.map((name) => name.toLowerCase()),
          ),
        )
        .orderBy(asc(airlineWrappers.id));
    },

    async online(): Promise<{ name: string; url: string }[]> {
      return db
        .select({ name: airlineWrappers.name, url: airlineWrappers.wrapperUrl })
        .from(airlineWrappers)
        .where(eq(airlineWrappers.status, 'online'))
        .orderBy(asc(sql`lower(${airlineWrappers.name})`), asc(airlineWrappers.id));
    },

    /** The online wrappers in the order they were added, each with what its last test said it serves. */
    async onlineByAge() {
      return db
        .select({
          name: airlineWrappers.name,
          url: airlineWrappers.wrapperUrl,
          tested: airlineWrappers.lastTestAirline,
        })
        .from(airlineWrappers)
        .where(eq(airlineWrappers.status, 'online'))
        .orderBy(asc(airlineWrappers.id));
    },

    async insert(fields: WrapperFields): Promise<number> {
      const [row] = await db.insert(airlineWrappers).values(fields).returning({ id: airlineWrappers.id });
      if (!row) throw new Error(`wrapper ${fields.name} was not inserted`);
      return row.id;
    },

    /** False when no wrapper has that id. `forgetTest` drops the last test (it was of another URL). */
    async update(id: number, fields: Partial<WrapperFields>, forgetTest = false): Promise<boolean> {
      const rows = await db
        .update(airlineWrappers)
        .set({ ...fields, ...(forgetTest ? NO_TEST : {}), updatedTime: sql`now()` })
        .where(eq(airlineWrappers.id, id))
        .returning({ id: airlineWrappers.id });
      return rows.length > 0;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(airlineWrappers)
        .where(eq(airlineWrappers.id, id))
        .returning({ id: airlineWrappers.id });
      return rows.length > 0;
    },

    async recordTest(id: number, test: WrapperTestRecord): Promise<void> {
      await db
        .update(airlineWrappers)
        .set({
          lastTestOk: test.ok,
          lastTestAirline: test.airline && { ...test.airline, airlines: test.airlines },
          lastTestVersion: test.version,
          lastTestMs: test.elapsedMs,
          lastTestMessage: test.message,
          lastTestAt: test.at,
        })
        .where(eq(airlineWrappers.id, id));
    },

    /** Points the wrappers with these names (any case) at new URLs; how many rows changed. */
    async setUrlsByName(urls: readonly { name: string; url: string }[]): Promise<number> {
      let changed = 0;
      for (const { name, url } of urls) {
        const rows = await db
          .update(airlineWrappers)
          .set({ wrapperUrl: url, updatedTime: sql`now()` })
          .where(
            and(
              eq(sql`lower(${airlineWrappers.name})`, name.toLowerCase()),
              ne(airlineWrappers.wrapperUrl, url),
            ),
          )
          .returning({ id: airlineWrappers.id });
        changed += rows.length;
      }
      return changed;
    },
  };
}
