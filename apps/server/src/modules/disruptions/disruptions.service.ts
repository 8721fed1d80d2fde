import { sql } from 'drizzle-orm';
import type {
  DisruptionAddBody,
  DisruptionCompensationBody,
  DisruptionDetail,
  DisruptionHistoryEntry,
  DisruptionPage,
  DisruptionPageQuery,
  DisruptionRow,
  DisruptionStatus,
  DisruptionTransitionBody,
  MessageEvent,
} from '@ota/contract';
import { DISRUPTION_CASE } from '@ota/contract';
import type { Database, DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { messageText, recordEvent, type RecordEvent } from '../../platform/messages';
import { pageOffset } from '../../platform/pagination';
import { createFlightCaseKernel, registerFlightCaseScope, type FlightCaseRecord } from '../cases';
import { suggestCompensation } from './compensation';
import {
  allowedTransitions,
  assertCompensationCheck,
  assertTransition,
  departureInstant,
  fullFlightNo,
  newSchedule,
} from './disruption-rules';
import { createDisruptionsRepository, visible, type Scope } from './disruptions.repository';

// The queue of every kind shows a platform the disruptions that list its orders (decision 0017).
registerFlightCaseScope(DISRUPTION_CASE.kind, (platform, caseId) => visible(platform, caseId));

type Repository = ReturnType<typeof createDisruptionsRepository>;
type Record = NonNullable<Awaited<ReturnType<Repository['row']>>>;

function toRow(record: Record): DisruptionRow {
  return {
    ...record,
    originalDepTime: record.originalDepTime ?? '',
    originalArrTime: record.originalArrTime ?? '',
    newDepTime: record.newDepTime ?? '',
    newArrTime: record.newArrTime ?? '',
    compensationAmount: record.compensationAmount === null ? null : Number(record.compensationAmount),
    detectedAt: record.detectedAt ?? '',
    updatedAt: record.updatedAt ?? '',
  };
}

const notFound = (id: number) => new BadRequestError(`Flight disruption ${id} does not exist`);

type DisruptionEvent =
  'disruptionDetected' | 'disruptionRecord' | 'disruptionEligible' | 'disruptionNotEligible';

/** A step's record: the disruption named, what happened (`code`, `params`), the operator's note if any. */
function recordOf(
  disruption: { disruptionNo: string; flightNo: string; flightDate: string; type: string },
  code: DisruptionEvent,
  params: { [name: string]: string },
  note: string,
): RecordEvent {
  const { disruptionNo, flightNo, flightDate } = disruption;
  const named = { disruptionNo, flightNo, flightDate, kind: disruption.type, ...params };
  return note ? recordEvent(`${code}Note`, { ...named, note }) : recordEvent(code, named);
}

/**
 * A compensation check's own sentence in the history ('compensation check: eligible, 250.00 EUR per
 * passenger', then the operator's note as typed): catalogued, so the drawer shows it in the reader's
 * language (decision 0033).
 */
function compensationCheckNote(eligible: boolean, amount: string, reason: string): MessageEvent {
  const [code, params] = eligible
    ? ['disruptionCheckEligible', { amount }]
    : ['disruptionCheckNotEligible', {}];
  return reason ? { code: `${code}Reason`, params: { ...params, reason } } : { code, params };
}

const CHECK_EVENTS = ['disruptionEligible', 'disruptionNotEligible'];

/** A check's note follows from its record's event (its amount and the operator's note): none stored. */
function checkNoteOf(entry: { action: string; code?: string; params?: { [name: string]: string } }) {
  const event = CHECK_EVENTS.find((code) => entry.code === code || entry.code === `${code}Note`);
  if (entry.action !== 'CHECK' || !event) return {};
  const { amount = '', note = '' } = entry.params ?? {};
  const check = compensationCheckNote(event === 'disruptionEligible', amount, note);
  return { noteCode: check.code, noteParams: check.params };
}

/** States in which a disruption still waits for its decision: due by the flight's departure. */
const UNDECIDED: readonly DisruptionStatus[] = ['DETECTED', 'NOTIFIED', 'AWAITING_DECISION'];

/**
 * The steps the API and the demo seeder share, inside the caller's transaction: a disruption is a case
 * of a flight in the kernel (kind DISRUPTION_CASE), its flight in the module's side table.
 */
export function disruptionSteps(tx: DbTransaction, timeZone: string) {
  const repository = createDisruptionsRepository(tx, timeZone);
  const kernel = createFlightCaseKernel(DISRUPTION_CASE, { timeZone });

  async function locked(scope: Scope, id: number): Promise<FlightCaseRecord> {
    const record = await kernel.lock(tx, id, scope);
    if (!record) throw notFound(id);
    return record;
  }

  return {
    /** `mail`: whether the DISRUPTION mailboxes hear of it (the API's recording does, the seeder not). */
    async record(scope: Scope, body: DisruptionAddBody, operator: string, at: Date, mail = false) {
      const flightNo = fullFlightNo(body.airline, body.flightNo);
      // Two recordings of one flight and day wait for each other, so the open check below holds.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`DISRUPTION:${flightNo}:${body.flightDate}`}))`,
      );
      const open = await repository.openOnFlight(flightNo, body.flightDate);
      if (open)
        throw new BadRequestError(
          `Flight ${flightNo} on ${body.flightDate} already has an open disruption ${open.disruptionNo} (${open.status})`,
        );
      const segments = await repository.flightSegments(body.airline, flightNo, body.flightDate);
      const first = segments[0];
      if (!first) throw new BadRequestError(`flightNo: no order flies ${flightNo} on ${body.flightDate}`);
      if (scope !== null && !segments.some((segment) => segment.platformType === scope))
        throw new BadRequestError(
          `flightNo: no order of your platform flies ${flightNo} on ${body.flightDate}`,
        );
      const original = { depTime: first.depTime ?? '', arrTime: first.arrTime ?? '' };
      const schedule = newSchedule(body, original);
      const record = await kernel.open(
        tx,
        {
          subType: body.type,
          airline: body.airline,
          flightSummary: `${flightNo} ${first.dep}-${first.arr} ${original.depTime.slice(0, 16)}`,
          deadline: departureInstant(first.dep, original.depTime),
          operator,
          at,
          note: body.reason,
        },
        (opened) => {
          const recorded = {
            disruptionNo: opened.caseNo,
            flightNo,
            flightDate: body.flightDate,
            type: body.type,
          };
          return {
            event: recordOf(recorded, 'disruptionDetected', { status: 'DETECTED' }, body.reason),
            orders: repository.affectedOrderIds(opened.id),
            mail: mail
              ? {
                  subject: `Flight disruption ${opened.caseNo}: ${flightNo} ${body.flightDate} ${body.type}`,
                  text: `${operator} recorded ${body.type} of ${flightNo} on ${body.flightDate}${body.reason ? ` (${body.reason})` : ''}: ${segments.length} orders affected.`,
                }
              : undefined,
          };
        },
        async (opened) => {
          await repository.insert({
            caseId: opened.id,
            type: body.type,
            airline: body.airline,
            flightNo,
            flightDate: body.flightDate,
            dep: first.dep,
            arr: first.arr,
            originalDepTime: original.depTime,
            originalArrTime: original.arrTime,
            ...schedule,
            reason: body.reason,
          });
          await repository.insertAffected(opened.id, segments);
        },
      );
      return { id: record.id, disruptionNo: record.caseNo, flightNo, affectedOrders: segments.length };
    },

    async move(scope: Scope, id: number, to: DisruptionStatus, note: string, operator: string, at: Date) {
      const record = await locked(scope, id);
      const flight = await repository.flight(record.id);
      const disruption = {
        ...flight,
        disruptionNo: record.caseNo,
        status: record.status as DisruptionStatus,
      };
      assertTransition(disruption, to);
      await kernel.step(tx, record, {
        to,
        operator,
        note,
        at,
        event: recordOf(disruption, 'disruptionRecord', { from: disruption.status, to }, note),
        orders: repository.affectedOrderIds(record.id),
        // Decided: nothing is due any more (closing waits for the compensation check, not a clock).
        changes: UNDECIDED.includes(to) ? undefined : { deadline: null },
      });
    },

    async checkCompensation(scope: Scope, body: DisruptionCompensationBody, operator: string, at: Date) {
      const record = await locked(scope, body.id);
      const flight = await repository.flight(record.id);
      const disruption = {
        ...flight,
        disruptionNo: record.caseNo,
        status: record.status as DisruptionStatus,
      };
      assertCompensationCheck(disruption);
      const suggestion = suggestCompensation(disruption);
      const amount = body.eligible
        ? (body.amount ?? (suggestion.amount > 0 ? suggestion.amount : undefined))
        : 0;
      if (amount === undefined)
        throw new BadRequestError(
          'amount is required: the distance of this flight is unknown, so there is no suggestion',
        );
      const money = `${amount.toFixed(2)} EUR`;
      const check = compensationCheckNote(body.eligible, money, body.note);
      await repository.setCompensation(record.id, {
        eligible: body.eligible,
        amount: amount.toFixed(2),
        note: body.note,
      });
      await kernel.step(tx, record, {
        operator,
        note: messageText(check.code, check.params),
        at,
        event: body.eligible
          ? recordOf(disruption, 'disruptionEligible', { amount: money }, body.note)
          : recordOf(disruption, 'disruptionNotEligible', {}, body.note),
        orders: repository.affectedOrderIds(record.id),
      });
    },
  };
}

export function createDisruptionsService(deps: { db: Database; timeZone: string }) {
  const repository = createDisruptionsRepository(deps.db, deps.timeZone);
  const kernel = createFlightCaseKernel(DISRUPTION_CASE, { timeZone: deps.timeZone });
  const inTransaction = <T>(work: (steps: ReturnType<typeof disruptionSteps>) => Promise<T>) =>
    deps.db.transaction((tx) => work(disruptionSteps(tx, deps.timeZone)));

  return {
    async page(scope: Scope, query: DisruptionPageQuery): Promise<DisruptionPage> {
      const { rows, total } = await repository.page(
        scope,
        query,
        { field: query.sortField, order: query.sortOrder },
        pageOffset(query),
        query.pageSize,
      );
      return { pageList: rows.map(toRow), totalCount: total };
    },

    async detail(scope: Scope, id: number): Promise<DisruptionDetail> {
      const record = await repository.row(scope, id);
      if (!record) throw notFound(id);
      const affected = await repository.affectedOrders(scope, id);
      const passengers = await repository.passengersOf(affected.map((order) => order.orderId));
      const history = (await kernel.records(deps.db, id)).map((entry): DisruptionHistoryEntry => ({
        createTime: entry.createTime,
        operator: entry.operator,
        fromStatus: entry.fromStatus as DisruptionStatus | null,
        toStatus: entry.toStatus as DisruptionStatus,
        note: entry.note,
        ...checkNoteOf(entry),
      }));
      return {
        disruption: toRow(record),
        orders: affected.map((order) => ({
          ...order,
          passengers: passengers
            .filter((passenger) => passenger.orderId === order.orderId)
            .map(({ orderId: _orderId, ...passenger }) => passenger),
        })),
        history,
        allowedTransitions: allowedTransitions(record.status),
        suggestion: suggestCompensation(record),
      };
    },

    // Operations hear of a new disruption by mail (the DISRUPTION mailboxes), sent only if it commits.
    add: (scope: Scope, body: DisruptionAddBody, operator: string) =>
      inTransaction(async (steps) => {
        const recorded = await steps.record(scope, body, operator, new Date(), true);
        return { id: recorded.id, disruptionNo: recorded.disruptionNo };
      }),

    transition: (scope: Scope, body: DisruptionTransitionBody, operator: string) =>
      inTransaction((steps) => steps.move(scope, body.id, body.to, body.note, operator, new Date())),

    compensationCheck: (scope: Scope, body: DisruptionCompensationBody, operator: string) =>
      inTransaction((steps) => steps.checkCompensation(scope, body, operator, new Date())),
  };
}
