import { and, asc, desc, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { afterSalesCases, caseMoneyEffects, caseRecords } from '../../db/schema/cases';
import type { Database, DbTransaction } from '../../platform/db';
import { recordEvent, type RecordEvent } from '../../platform/messages';
import { rowsOf } from '../../platform/sql-rows';

type CaseRow = typeof afterSalesCases.$inferSelect;
/** A case of an order (every kind but disruptions): its order and platform are always there. */
export type CaseRecord = CaseRow & {
  orderId: number;
  platformType: number;
  /** Set on the record a move answers: the move's note (decision 0033's English sentence). */
  moveNote?: string;
};
/** A case of a flight (a disruption): no order and no platform of its own (docs/decisions/0023). */
export type FlightCaseRecord = CaseRow & { orderId: null; platformType: null };

/** The columns of a case, read as a case of an order: the order kinds never meet a flight case. */
export const orderCase = {
  ...getTableColumns(afterSalesCases),
  orderId: sql<number>`${afterSalesCases.orderId}`.mapWith(afterSalesCases.orderId),
  platformType: sql<number>`${afterSalesCases.platformType}`.mapWith(afterSalesCases.platformType),
};
export type NewCase = Omit<typeof afterSalesCases.$inferInsert, 'id' | 'caseNo' | 'version'>;
export type CaseChanges = Partial<
  Pick<
    CaseRecord,
    'applicationAmount' | 'confirmedAmount' | 'serviceCharge' | 'currency' | 'deadline' | 'details' | 'remark'
  >
>;

/** A line of a case's history: its sentence as `recordEvent` makes it (content, code, params). */
export interface CaseRecordInput extends RecordEvent {
  caseId: number;
  operator: string;
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  /** What the operator wrote, beside the sentence. */
  note?: string;
  /** When it happened, if not now (the demo seeder writes past history). */
  createTime?: Date;
}

export function createCasesRepository(db: Database | DbTransaction) {
  return {
    /** The case number needs the id first: the kind's prefix and the id, eight digits at least. */
    async insert(prefix: string, values: NewCase): Promise<CaseRecord> {
      const [next] = await rowsOf<{ id: string }>(
        db,
        sql`select nextval(pg_get_serial_sequence('after_sales_cases', 'id'))::text as id`,
      );
      const id = Number(next?.id);
      const [inserted] = await db
        .insert(afterSalesCases)
        .values({ ...values, id, caseNo: `${prefix}${String(id).padStart(8, '0')}` })
        .returning(orderCase);
      if (!inserted) throw new Error('the case was not written');
      return inserted;
    },

    async lock(kind: string, id: number): Promise<CaseRecord | undefined> {
      const [found] = await db
        .select(orderCase)
        .from(afterSalesCases)
        .where(and(eq(afterSalesCases.kind, kind), eq(afterSalesCases.id, id)))
        .for('update');
      return found;
    },

    /** The cases of these ids, locked in id order (two batches over the same cases never wait crosswise). */
    lockMany(kind: string, ids: readonly number[]): Promise<CaseRecord[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(orderCase)
        .from(afterSalesCases)
        .where(and(eq(afterSalesCases.kind, kind), inArray(afterSalesCases.id, [...ids])))
        .orderBy(asc(afterSalesCases.id))
        .for('update');
    },

    async lockNumber(kind: string, caseNo: string): Promise<CaseRecord | undefined> {
      const [found] = await db
        .select(orderCase)
        .from(afterSalesCases)
        .where(and(eq(afterSalesCases.kind, kind), eq(afterSalesCases.caseNo, caseNo)))
        .for('update');
      return found;
    },

    /** The order's latest case of the kind (an order has at most one open rebook, then its past ones). */
    async latestOfOrder(kind: string, orderId: number): Promise<CaseRecord | undefined> {
      const [found] = await db
        .select(orderCase)
        .from(afterSalesCases)
        .where(and(eq(afterSalesCases.kind, kind), eq(afterSalesCases.orderId, orderId)))
        .orderBy(desc(afterSalesCases.createdAt), desc(afterSalesCases.id))
        .limit(1);
      return found;
    },

    /** The order's cases of the kind, newest first (an order holds a handful). */
    ofOrder(kind: string, orderId: number): Promise<CaseRecord[]> {
      return db
        .select(orderCase)
        .from(afterSalesCases)
        .where(and(eq(afterSalesCases.kind, kind), eq(afterSalesCases.orderId, orderId)))
        .orderBy(desc(afterSalesCases.createdAt), desc(afterSalesCases.id));
    },

    /** Cases of the kind whose `details[field]` is one of `values`, in none of the `released` states. */
    holding(
      kind: string,
      field: string,
      values: readonly string[],
      released: readonly string[],
    ): Promise<CaseRecord[]> {
      if (values.length === 0) return Promise.resolve([]);
      return db
        .select(orderCase)
        .from(afterSalesCases)
        .where(
          and(
            eq(afterSalesCases.kind, kind),
            inArray(sql<string>`${afterSalesCases.details} ->> ${field}`, [...values]),
            released.length > 0 ? notInArray(afterSalesCases.status, [...released]) : undefined,
          ),
        )
        .orderBy(asc(afterSalesCases.id));
    },

    /** A transaction-scoped advisory lock on the key: released when the transaction ends. */
    async lockKey(key: string): Promise<void> {
      await rowsOf(db, sql`select pg_advisory_xact_lock(hashtext(${key})) is null as locked`);
    },

    async find(kind: string, id: number): Promise<CaseRecord | undefined> {
      const [found] = await db
        .select(orderCase)
        .from(afterSalesCases)
        .where(and(eq(afterSalesCases.kind, kind), eq(afterSalesCases.id, id)));
      return found;
    },

    /** Number, kind, state and deadline of these cases, whatever their kind (who holds a ticket). */
    heads(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: afterSalesCases.id,
          kind: afterSalesCases.kind,
          caseNo: afterSalesCases.caseNo,
          status: afterSalesCases.status,
          deadline: afterSalesCases.deadline,
        })
        .from(afterSalesCases)
        .where(inArray(afterSalesCases.id, [...ids]));
    },

    /** Moves a locked case to `status` with its changes; the version goes up by one. */
    async update(id: number, status: string, operator: string, changes: CaseChanges): Promise<CaseRecord> {
      const [updated] = await db
        .update(afterSalesCases)
        .set({
          ...changes,
          status,
          updatedBy: operator,
          updatedAt: sql`now()`,
          version: sql`${afterSalesCases.version} + 1`,
        })
        .where(eq(afterSalesCases.id, id))
        .returning(orderCase);
      if (!updated) throw new Error(`case ${id} vanished while locked`);
      return updated;
    },

    /** Moves locked cases to `status` in one statement; each version goes up by one. */
    async updateMany(ids: readonly number[], status: string, operator: string): Promise<CaseRecord[]> {
      const updated = await db
        .update(afterSalesCases)
        .set({
          status,
          updatedBy: operator,
          updatedAt: sql`now()`,
          version: sql`${afterSalesCases.version} + 1`,
        })
        .where(inArray(afterSalesCases.id, [...ids]))
        .returning(orderCase);
      if (updated.length !== ids.length) throw new Error('cases vanished while locked');
      return updated.sort((a, b) => a.id - b.id);
    },

    async recordMany(inputs: readonly CaseRecordInput[]): Promise<void> {
      if (inputs.length > 0) await db.insert(caseRecords).values([...inputs]);
    },

    /** Claims many money effects at once; answers the case ids whose effect was claimed before. */
    async claimMoneyEffects(
      claims: readonly { caseId: number; effect: string; ledgerEntryId: number | null }[],
    ): Promise<number[]> {
      if (claims.length === 0) return [];
      const claimed = await db
        .insert(caseMoneyEffects)
        .values([...claims])
        .onConflictDoNothing()
        .returning({ caseId: caseMoneyEffects.caseId });
      const fresh = new Set(claimed.map((row) => row.caseId));
      return claims.map((claim) => claim.caseId).filter((id) => !fresh.has(id));
    },

    async record(input: CaseRecordInput): Promise<void> {
      await db.insert(caseRecords).values(input);
    },

    records(caseId: number) {
      return db.select().from(caseRecords).where(eq(caseRecords.caseId, caseId)).orderBy(asc(caseRecords.id));
    },

    /** A flight case's records in the order they happened (the demo seeder writes past history). */
    recordsByTime(caseId: number) {
      return db
        .select()
        .from(caseRecords)
        .where(eq(caseRecords.caseId, caseId))
        .orderBy(asc(caseRecords.createTime), asc(caseRecords.id));
    },

    /** Claims a money effect of a case; false when it was claimed before (then nothing is posted). */
    async claimMoneyEffect(caseId: number, effect: string, ledgerEntryId: number | null): Promise<boolean> {
      const claimed = await db
        .insert(caseMoneyEffects)
        .values({ caseId, effect, ledgerEntryId })
        .onConflictDoNothing()
        .returning({ caseId: caseMoneyEffects.caseId });
      return claimed.length > 0;
    },

    async hasMoneyEffect(caseId: number, effect: string): Promise<boolean> {
      const [found] = await db
        .select({ caseId: caseMoneyEffects.caseId })
        .from(caseMoneyEffects)
        .where(and(eq(caseMoneyEffects.caseId, caseId), eq(caseMoneyEffects.effect, effect)));
      return found !== undefined;
    },

    /**
     * Cases of the kind in `from` whose deadline has passed move to `to`, each with a record, in one
     * statement: read paths call it first, so an expired quote never shows as open.
     */
    async expireDue(
      kind: string,
      from: string,
      to: string,
      where: SQL | undefined = undefined,
    ): Promise<number> {
      const expired = recordEvent('caseQuoteExpired');
      const moved = await rowsOf<{ id: number }>(
        db,
        sql`
        with due as (
          update ${afterSalesCases} set status = ${to}, version = version + 1,
            updated_by = 'system', updated_at = now()
          where kind = ${kind} and status = ${from} and deadline <= now() ${where ? sql`and ${where}` : sql``}
          returning id
        )
        insert into ${caseRecords} (case_id, operator, action, from_status, to_status, content, event_code, event_params)
        select id, 'system', 'EXPIRE', ${from}, ${to}, ${expired.content}, ${expired.eventCode}, '{}'::jsonb from due
        returning case_id as id`,
      );
      return moved.length;
    },
  };
}

export type CasesRepository = ReturnType<typeof createCasesRepository>;
