import { mayMove, type CaseKindDescriptor, type CaseRecordRow } from '@ota/contract';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { afterSalesCases } from '../../db/schema/cases';
import type { Database, DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import type { RecordEvent } from '../../platform/messages';
import { formatDateTime } from '../../platform/time';
import { notifyMailboxes } from '../mailboxes';
import { appendOrderRecords } from '../orders';
import type { CaseChanges, FlightCaseRecord } from './cases.repository';
import { createCasesRepository } from './cases.repository';
import { caseHistory } from './case-history';

/**
 * Cases of a flight, not of an order (a disruption: docs/decisions/0023-case-kernel.md). The case has no
 * order and no platform: it concerns every order on the flight, of every platform, and the kind says
 * which (`orders`, SQL over its own link table). Each step writes one record on the case and one
 * operation record on every affected order, in the caller's transaction.
 */
export interface FlightCaseOpening {
  subType: string;
  airline: string;
  /** 'IB3166 MAD-BCN 2025-06-01 08:15': what the case lists show of the flight. */
  flightSummary: string;
  /** When the case is due (a disruption awaiting a decision: the flight's departure). */
  deadline: Date | null;
  operator: string;
  /** When it happened, if not now (the demo seeder writes past history). */
  at?: Date;
  /** The record's note: what the operator wrote (a disruption's reason). */
  note?: string;
}

export interface FlightCaseStep<S extends string> {
  operator: string;
  /** The sentence on the case and on every affected order, from `recordEvent`. */
  event: RecordEvent;
  note?: string;
  at?: Date;
  /** The orders the step is recorded on: SQL selecting order ids. */
  orders: SQL;
  /** A mail to the kind's mailboxes, sent only if the transaction commits. */
  mail?: { subject: string; text: string };
  changes?: CaseChanges;
  /** For a move: the state it goes to. */
  to?: S;
  /** For a move made on a version the caller read: refused when the case changed since. */
  version?: number;
}

const c = afterSalesCases;

export function createFlightCaseKernel<S extends string>(
  kind: CaseKindDescriptor<S>,
  deps: { timeZone: string },
) {
  const { label } = kind;
  const at = (date: Date) => formatDateTime(date, deps.timeZone);

  async function tell(tx: DbTransaction, step: FlightCaseStep<S>, when: Date) {
    await appendOrderRecords(tx, step.orders, { operator: step.operator, event: step.event, at: when });
    if (step.mail) await notifyMailboxes(tx, kind.mailbox, step.mail);
  }

  return {
    kind,
    label,

    /** Opens the case in the kind's first state, with its first record (on it and on every order). */
    async open(
      tx: DbTransaction,
      opening: FlightCaseOpening,
      step: (record: FlightCaseRecord) => Omit<FlightCaseStep<S>, 'operator' | 'at' | 'note'>,
      /** Writes the kind's own rows of the new case (its flight, its orders) before the records. */
      beside?: (record: FlightCaseRecord) => Promise<void>,
    ): Promise<FlightCaseRecord> {
      const when = opening.at ?? new Date();
      const repository = createCasesRepository(tx);
      const record = (await repository.insert(kind.prefix, {
        kind: kind.kind,
        orderId: null,
        platformType: null,
        orderNo: '',
        pnr: '',
        airline: opening.airline,
        passengerNames: '',
        segmentSummary: opening.flightSummary,
        subType: opening.subType,
        status: kind.initial,
        passengerIds: [],
        segmentIds: [],
        currency: 'EUR',
        deadline: opening.deadline,
        createdBy: opening.operator,
        createdAt: when,
        updatedBy: opening.operator,
        updatedAt: when,
      })) as unknown as FlightCaseRecord;
      if (beside) await beside(record);
      const first = { ...step(record), operator: opening.operator, at: when, note: opening.note };
      await repository.record({
        caseId: record.id,
        operator: opening.operator,
        action: 'OPEN',
        toStatus: kind.initial,
        ...first.event,
        note: opening.note ?? '',
        createTime: when,
      });
      await tell(tx, first, when);
      return record;
    },

    /** The case, locked, when the caller's platform (null: every one) may see it by the kind's rule. */
    async lock(
      tx: DbTransaction,
      id: number,
      platform: number | null,
    ): Promise<FlightCaseRecord | undefined> {
      const [found] = await tx
        .select()
        .from(c)
        .where(and(eq(c.kind, kind.kind), eq(c.id, id), kindInPlatformScope(kind.kind, platform)))
        .for('update');
      return found as FlightCaseRecord | undefined;
    },

    /** Why the case cannot move to `to`, or null when it can. */
    refusal(record: FlightCaseRecord, to: S): string | null {
      if (mayMove(kind, record.status as S, to)) return null;
      return `${label} ${record.caseNo} is ${record.status}: cannot move to ${to}`;
    },

    checkVersion(record: FlightCaseRecord, version: number | undefined): void {
      if (version !== undefined && record.version !== version)
        throw new BadRequestError(
          `This case was changed by ${record.updatedBy} at ${at(record.updatedAt)}; reload it`,
        );
    },

    /**
     * Moves a locked case along the declared moves (or, without `to`, records a step that keeps its
     * state: a check), version + 1, one record on the case and one on every affected order.
     */
    async step(
      tx: DbTransaction,
      record: FlightCaseRecord,
      step: FlightCaseStep<S>,
    ): Promise<FlightCaseRecord> {
      this.checkVersion(record, step.version);
      const to = step.to ?? (record.status as S);
      if (step.to !== undefined) {
        const refused = this.refusal(record, step.to);
        if (refused) throw new BadRequestError(refused);
      }
      const when = step.at ?? new Date();
      const [moved] = await tx
        .update(c)
        .set({
          ...step.changes,
          status: to,
          updatedBy: step.operator,
          updatedAt: when,
          version: sql`${c.version} + 1`,
        })
        .where(eq(c.id, record.id))
        .returning();
      if (!moved) throw new Error(`case ${record.id} vanished while locked`);
      await createCasesRepository(tx).record({
        caseId: record.id,
        operator: step.operator,
        action: step.to === undefined ? 'CHECK' : 'MOVE',
        fromStatus: record.status,
        toStatus: to,
        ...step.event,
        note: step.note ?? '',
        createTime: when,
      });
      await tell(tx, step, when);
      return moved as FlightCaseRecord;
    },

    async records(
      db: Database | DbTransaction,
      caseId: number,
    ): Promise<(CaseRecordRow & { note: string })[]> {
      return caseHistory(await createCasesRepository(db).recordsByTime(caseId), deps.timeZone, true);
    },
  };
}

export type FlightCaseKernel<S extends string> = ReturnType<typeof createFlightCaseKernel<S>>;

/**
 * Who sees a kind's flight cases is the kind's rule (a disruption: a platform sees it when it lists one
 * of its orders); the kind registers it, so lists across kinds (the queue) apply it without reading the
 * kind's tables themselves.
 */
const platformRules = new Map<string, (platform: number, caseId: SQL | typeof c.id) => SQL | undefined>();

export function registerFlightCaseScope(
  kind: string,
  rule: (platform: number, caseId: SQL | typeof c.id) => SQL | undefined,
): void {
  platformRules.set(kind, rule);
}

/** A case of a flight (no platform of its own): whose it is follows from its kind's scope rule. */
export function isFlightCaseKind(kind: string): boolean {
  return platformRules.has(kind);
}

/** SQL over after_sales_cases of one kind: the case is in the platform's scope (null: every platform's). */
export function kindInPlatformScope(kind: string, platform: number | null): SQL | undefined {
  if (platform === null) return undefined;
  const rule = platformRules.get(kind);
  return rule ? and(isNull(c.platformType), rule(platform, c.id)) : eq(c.platformType, platform);
}
