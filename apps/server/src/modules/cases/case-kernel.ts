import { isOpen, mayMove, type CaseKind, type CaseKindDescriptor, type CaseRecordRow } from '@ota/contract';
import type { Database, DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { freeTextRecord, recordEvent, type RecordEvent } from '../../platform/messages';
import { pageOffset, type PageQuery } from '../../platform/pagination';
import { checkColumnAmount } from '../../platform/money';
import { formatDateTime } from '../../platform/time';
import { postEntries, postEntry, type LedgerEntryInput, type PostedEntry } from '../balance';
import { notifyMailboxes, notifyMailboxesOfAll } from '../mailboxes';
import { appendOrderRecord, appendOrderRecordList, type OrderSummary } from '../orders';
import {
  checkTicketsHeld,
  exchangeTicketLines,
  holdTickets,
  payBackTickets,
  releaseHolds,
  type LineOutcome,
} from '../ticket-money';
import { caseHistory } from './case-history';
import { postToPayer, type PayerPosting } from './case-money';
import { casePage, type CaseFilter } from './case-page';
import { createCasesRepository, type CaseChanges, type CaseRecord } from './cases.repository';
import { openCasesIn } from './ticket-holds';

/** Moves the cases of a kind whose deadline passed, as the kind declares; answers how many. */
export async function expireDue<S extends string>(
  db: Database | DbTransaction,
  kind: CaseKind<S>,
): Promise<number> {
  if (!kind.expires) return 0;
  const repository = createCasesRepository(db);
  let moved = 0;
  for (const from of kind.expires.from) moved += await repository.expireDue(kind.kind, from, kind.expires.to);
  return moved;
}

/** A case's figures fit their columns before they are written (a quote plus a fee may not). */
function checkFigures(figures: Pick<CaseChanges, 'applicationAmount' | 'confirmedAmount' | 'serviceCharge'>) {
  checkColumnAmount('applicationAmount', figures.applicationAmount);
  checkColumnAmount('confirmedAmount', figures.confirmedAmount);
  checkColumnAmount('serviceCharge', figures.serviceCharge);
}

export interface CaseOpening {
  order: OrderSummary;
  subType: string;
  passengerIds: number[];
  passengerNames: string;
  segmentIds: number[];
  segmentSummary: string;
  currency: string;
  /** The amount asked when the case opens with one (a compensation claim). */
  applicationAmount?: string;
  /** The agency's charge when the case opens priced (a seat). */
  serviceCharge?: string;
  /** Known when the case opens: a void's window end, a priced seat's hold. */
  deadline?: Date;
  remark?: string;
  details?: Record<string, unknown>;
  operator: string;
}

export interface CaseMove<S extends string> {
  to: S;
  operator: string;
  changes?: CaseChanges;
  /**
   * What the record says beyond "from → to" (amounts, the airline's reason ...): a sentence of the
   * catalog (`messageText`), or several joined by '. ', so the reader's language renders it too.
   */
  note?: string;
}

/**
 * The machinery every after-sales kind shares (docs/decisions/0023-case-kernel.md): numbers, declared
 * moves, versions, records on the case and on its order, mail, and money effects that happen once.
 * A kind's service calls these inside its own transaction, so a move and its effects commit together.
 */
export function createCaseKernel<S extends string>(kind: CaseKindDescriptor<S>, deps: { timeZone: string }) {
  const { label } = kind;
  const at = (date: Date) => formatDateTime(date, deps.timeZone);

  /** A move's sentence: its note (a sentence of the catalog itself) after the move, when there is one. */
  const moveEvent = (record: CaseRecord, to: S, note: string | undefined) => {
    const moved = { label, caseNo: record.caseNo, from: record.status, to };
    return note ? recordEvent('caseMovedNote', { ...moved, note }) : recordEvent('caseMoved', moved);
  };

  async function tell(tx: DbTransaction, record: CaseRecord, event: RecordEvent, operator: string) {
    await appendOrderRecord(tx, record.orderId, operator, event);
    const subject = event.content;
    await notifyMailboxes(tx, kind.mailbox, {
      subject,
      text: `${subject}\nOrder ${record.orderNo} (PNR ${record.pnr}), by ${operator} at ${at(new Date())}.`,
      platformType: record.platformType,
    });
  }
  /** As tell, for many events in one statement per table (a batch). */
  async function tellAll(
    tx: DbTransaction,
    events: readonly { record: CaseRecord; event: RecordEvent }[],
    operator: string,
  ) {
    await appendOrderRecordList(
      tx,
      events.map(({ record, event }) => ({ orderId: record.orderId, operator, ...event })),
    );
    const when = at(new Date());
    await notifyMailboxesOfAll(
      tx,
      kind.mailbox,
      events.map(({ record, event }) => ({
        subject: event.content,
        text: `${event.content}\nOrder ${record.orderNo} (PNR ${record.pnr}), by ${operator} at ${when}.`,
        platformType: record.platformType,
      })),
    );
  }

  return {
    kind,
    label,

    async open(tx: DbTransaction, opening: CaseOpening): Promise<CaseRecord> {
      const { order, operator } = opening;
      checkFigures(opening);
      const repository = createCasesRepository(tx);
      const record = await repository.insert(kind.prefix, {
        kind: kind.kind,
        orderId: order.id,
        platformType: order.platformType,
        orderNo: order.orderNo,
        pnr: order.pnr,
        airline: order.airline,
        passengerNames: opening.passengerNames,
        segmentSummary: opening.segmentSummary,
        subType: opening.subType,
        status: kind.initial,
        passengerIds: opening.passengerIds,
        segmentIds: opening.segmentIds,
        currency: opening.currency,
        applicationAmount: opening.applicationAmount ?? null,
        serviceCharge: opening.serviceCharge ?? '0',
        deadline: opening.deadline ?? null,
        remark: opening.remark ?? '',
        details: opening.details ?? {},
        createdBy: operator,
        updatedBy: operator,
      });
      const event = recordEvent('caseOpened', {
        label,
        caseNo: record.caseNo,
        kind: opening.subType,
        passengers: opening.passengerNames,
        segments: opening.segmentSummary,
      });
      await repository.record({
        caseId: record.id,
        operator,
        action: 'OPEN',
        toStatus: kind.initial,
        ...event,
      });
      await tell(tx, record, event, operator);
      return record;
    },

    /** The case, locked, in the caller's platform scope (null: all); another platform's does not exist. */
    async lock(tx: DbTransaction, id: number, scope: number | null): Promise<CaseRecord> {
      const record = await createCasesRepository(tx).lock(kind.kind, id);
      if (!record || (scope !== null && record.platformType !== scope))
        throw new BadRequestError(`${label} ${id} does not exist`);
      return record;
    },

    /**
     * The cases of these ids, locked in id order, in the caller's platform scope; `missing` names the
     * ids that do not exist for the caller (another platform's included).
     */
    async lockMany(
      tx: DbTransaction,
      ids: readonly number[],
      scope: number | null,
    ): Promise<{ records: CaseRecord[]; missing: number[] }> {
      const found = await createCasesRepository(tx).lockMany(kind.kind, ids);
      const records = found.filter((record) => scope === null || record.platformType === scope);
      const seen = new Set(records.map((record) => record.id));
      return { records, missing: ids.filter((id) => !seen.has(id)) };
    },

    /** The case with this number, locked, in the caller's platform scope (kinds addressed by number). */
    async lockNumber(tx: DbTransaction, caseNo: string, scope: number | null): Promise<CaseRecord> {
      const record = await createCasesRepository(tx).lockNumber(kind.kind, caseNo);
      if (!record || (scope !== null && record.platformType !== scope))
        throw new BadRequestError(`${label} ${caseNo} does not exist`);
      return record;
    },

    async find(db: Database, id: number, scope: number | null): Promise<CaseRecord> {
      const record = await createCasesRepository(db).find(kind.kind, id);
      if (!record || (scope !== null && record.platformType !== scope))
        throw new BadRequestError(`${label} ${id} does not exist`);
      return record;
    },

    /** The order's latest case of this kind, or undefined when it has none. */
    latestOfOrder: (db: Database | DbTransaction, orderId: number) =>
      createCasesRepository(db).latestOfOrder(kind.kind, orderId),

    /** The order's cases of this kind, newest first. */
    ofOrder: (db: Database | DbTransaction, orderId: number) =>
      createCasesRepository(db).ofOrder(kind.kind, orderId),

    /**
     * The kind's cases that still hold something named in `details[field]` (a seat on a flight): those
     * in none of the `released` states.
     */
    holding: (
      db: Database | DbTransaction,
      field: string,
      values: readonly string[],
      released: readonly S[],
    ) => createCasesRepository(db).holding(kind.kind, field, values, released),

    /** Transactions that claim one key (a seat on a flight) wait for each other until they end. */
    lockKey: (tx: DbTransaction, key: string) => createCasesRepository(tx).lockKey(`${kind.kind}:${key}`),

    /** A change made on an older version than the one stored is refused, naming who changed it. */
    checkVersion(record: CaseRecord, version: number): void {
      if (record.version !== version)
        throw new BadRequestError(
          `This case was changed by ${record.updatedBy} at ${at(record.updatedAt)}; reload it`,
        );
    },

    /** Whether the case can still move (an open case badges its order). */
    isOpen: (record: CaseRecord) => isOpen(kind, record.status as S),

    /** Why the case cannot move to `to`, or null when it can. */
    refusal(record: CaseRecord, to: S): string | null {
      if (mayMove(kind, record.status as S, to)) return null;
      return `${label} ${record.caseNo} is ${record.status}: it cannot move to ${to}`;
    },

    /** Moves a locked case (the declared moves only), with one record on the case and on its order. */
    async move(tx: DbTransaction, record: CaseRecord, move: CaseMove<S>): Promise<CaseRecord> {
      const refused = this.refusal(record, move.to);
      if (refused) throw new BadRequestError(refused);
      checkFigures(move.changes ?? {});
      const repository = createCasesRepository(tx);
      const moved = await repository.update(record.id, move.to, move.operator, move.changes ?? {});
      if (!isOpen(kind, move.to)) await releaseHolds(tx, record.id);
      const event = moveEvent(record, move.to, move.note);
      await repository.record({
        caseId: record.id,
        operator: move.operator,
        action: 'MOVE',
        fromStatus: record.status,
        toStatus: move.to,
        ...event,
      });
      await tell(tx, record, event, move.operator);
      return move.note ? { ...moved, moveNote: move.note } : moved;
    },

    /**
     * Moves many locked cases to one state (a batch) with what `move` writes for each: one statement
     * per table instead of one per case. Refused as a whole when any case cannot make the move.
     */
    async moveMany(
      tx: DbTransaction,
      moves: readonly { record: CaseRecord; note?: string }[],
      to: S,
      operator: string,
    ): Promise<CaseRecord[]> {
      for (const { record } of moves) {
        const refused = this.refusal(record, to);
        if (refused) throw new BadRequestError(refused);
      }
      const repository = createCasesRepository(tx);
      const moved = await repository.updateMany(
        moves.map(({ record }) => record.id),
        to,
        operator,
      );
      if (!isOpen(kind, to)) for (const { record } of moves) await releaseHolds(tx, record.id);
      const events = moves.map(({ record, note }) => ({ record, event: moveEvent(record, to, note) }));
      await repository.recordMany(
        events.map(({ record, event }) => ({
          caseId: record.id,
          operator,
          action: 'MOVE',
          fromStatus: record.status,
          toStatus: to,
          ...event,
        })),
      );
      await tellAll(tx, events, operator);
      return moved;
    },

    /**
     * Posts one ledger entry per case for an effect (a batch of refunds) and claims each effect, all or
     * none: a case whose effect was posted before refuses the whole batch.
     */
    async postEach(
      tx: DbTransaction,
      effect: string,
      items: readonly { record: CaseRecord; entry: LedgerEntryInput }[],
    ): Promise<PostedEntry[]> {
      const posted = await postEntries(
        tx,
        items.map((item) => item.entry),
      );
      const claimedBefore = await createCasesRepository(tx).claimMoneyEffects(
        items.map((item, n) => ({ caseId: item.record.id, effect, ledgerEntryId: posted[n]?.id ?? null })),
      );
      if (claimedBefore.length > 0) {
        const numbers = items
          .filter((item) => claimedBefore.includes(item.record.id))
          .map((item) => item.record.caseNo);
        throw new BadRequestError(`${effect} was already posted for ${numbers.join(', ')}`);
      }
      return posted;
    },

    /**
     * Changes a locked case's figures without a move (an edited claim): a new version, one record on
     * the case and on its order.
     */
    async amend(
      tx: DbTransaction,
      record: CaseRecord,
      operator: string,
      changes: CaseChanges,
      what: string,
    ): Promise<CaseRecord> {
      checkFigures(changes);
      const repository = createCasesRepository(tx);
      const amended = await repository.update(record.id, record.status, operator, changes);
      const event = recordEvent('caseEdited', { label, caseNo: record.caseNo, note: what });
      await repository.record({ caseId: record.id, operator, action: 'EDIT', ...event });
      await tell(tx, record, event, operator);
      return amended;
    },

    /** A note an operator typed on the case's history, no move: free text, shown as typed. */
    async note(tx: DbTransaction, record: CaseRecord, operator: string, text: string): Promise<void> {
      await createCasesRepository(tx).record({
        caseId: record.id,
        operator,
        action: 'NOTE',
        ...freeTextRecord(text),
      });
    },

    /**
     * Posts a ledger entry for an effect of the case (REFUND_CREDIT ...) unless that effect was posted
     * before: two requests that would credit one refund credit it once.
     */
    async postOnce(
      tx: DbTransaction,
      record: CaseRecord,
      effect: string,
      entry: LedgerEntryInput,
    ): Promise<PostedEntry | null> {
      const repository = createCasesRepository(tx);
      if (await repository.hasMoneyEffect(record.id, effect)) return null;
      const posted = await postEntry(tx, entry);
      if (!(await repository.claimMoneyEffect(record.id, effect, posted.id)))
        throw new BadRequestError(`${label} ${record.caseNo}: ${effect} was already posted`);
      return posted;
    },

    /**
     * Charges or credits the account that paid (the order's, or the one the case keeps) once per
     * effect, with the note the move that follows writes: the one way a kind's money reaches the ledger.
     */
    postToPayer(tx: DbTransaction, record: CaseRecord, posting: PayerPosting) {
      return postToPayer(tx, record, posting, (...args) => this.postOnce(...args));
    },

    /**
     * Claims an effect that money outside the ledger carries (a card charge the customer pays), so
     * it happens once like a ledger effect does: false when it was claimed before.
     */
    async claimOnce(tx: DbTransaction, record: CaseRecord, effect: string): Promise<boolean> {
      return createCasesRepository(tx).claimMoneyEffect(record.id, effect, null);
    },

    /**
     * The case takes hold of its passengers' tickets (it will pay them back or change them): refused,
     * naming the other case, while another open case holds one (docs/decisions/0040).
     */
    holdTickets: (tx: DbTransaction, record: CaseRecord) =>
      holdTickets(tx, record, record.orderId, record.passengerIds, openCasesIn(tx)),

    /** Before a money move that pays nothing back (a change paid): the tickets are still the case's. */
    checkTicketsHeld: (tx: DbTransaction, record: CaseRecord) =>
      checkTicketsHeld(tx, record, record.orderId, record.passengerIds, openCasesIn(tx)),

    /** Pays back on the case's tickets; refused when more than is left, or a ticket closed meanwhile. */
    payBackTickets: (tx: DbTransaction, record: CaseRecord, amount: string, outcome: LineOutcome) =>
      payBackTickets(
        tx,
        record,
        record.orderId,
        record.passengerIds,
        { amount, currency: record.currency, outcome },
        openCasesIn(tx),
      ),

    /** A reissue: the old tickets' money moves to the new ones, with what the change added. */
    exchangeTickets: (
      tx: DbTransaction,
      record: CaseRecord,
      tickets: readonly { passengerId: number; newTicketNo: string }[],
      added: string,
    ) => exchangeTicketLines(tx, record, record.orderId, tickets, added, openCasesIn(tx)),

    /** Cases whose deadline passed move as the kind declares (read paths call this first). */
    expireDue: (db: Database | DbTransaction) => expireDue(db, kind),

    /** A page of the kind's cases with the shared filters, expired quotes moved first. */
    async page(db: Database, filter: CaseFilter, page: PageQuery) {
      await expireDue(db, kind);
      return casePage(
        db,
        kind.kind,
        filter,
        { offset: pageOffset(page), limit: page.pageSize },
        deps.timeZone,
      );
    },

    /** One case in the caller's scope with its history, expired quotes moved first. */
    async detail(db: Database, id: number, scope: number | null) {
      await expireDue(db, kind);
      const record = await this.find(db, id, scope);
      return { record, records: await this.records(db, record.id) };
    },

    async records(db: Database | DbTransaction, caseId: number): Promise<CaseRecordRow[]> {
      return caseHistory(await createCasesRepository(db).records(caseId), deps.timeZone);
    },
  };
}

export type CaseKernel<S extends string> = ReturnType<typeof createCaseKernel<S>>;
