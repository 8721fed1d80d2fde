import type {
  DisruptionAddBody,
  DisruptionCompensationBody,
  DisruptionDetail,
  DisruptionPage,
  DisruptionPageQuery,
  DisruptionRow,
  DisruptionStatus,
  DisruptionTransitionBody,
} from '@ota/contract';
import { MailboxType } from '@ota/contract';
import type { Database, DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { pageOffset } from '../../platform/pagination';
import { notifyMailboxes } from '../mailboxes';
import { suggestCompensation } from './compensation';
import {
  allowedTransitions,
  assertCompensationCheck,
  assertTransition,
  fullFlightNo,
  newSchedule,
} from './disruption-rules';
import { createDisruptionsRepository, type Scope } from './disruptions.repository';

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

function recordText(
  disruption: { disruptionNo: string; flightNo: string; flightDate: string; type: string },
  what: string,
  note: string,
): string {
  const head = `Flight disruption ${disruption.disruptionNo} (${disruption.flightNo} ${disruption.flightDate}, ${disruption.type})`;
  return `${head}: ${what}${note ? ` (${note})` : ''}`;
}

/** The steps the API and the demo seeder share, inside the caller's transaction. */
export function disruptionSteps(tx: Database | DbTransaction, timeZone: string) {
  const repository = createDisruptionsRepository(tx, timeZone);
  return {
    async record(scope: Scope, body: DisruptionAddBody, operator: string, at: Date) {
      const flightNo = fullFlightNo(body.airline, body.flightNo);
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
      const { id, disruptionNo } = await repository.insert({
        type: body.type,
        airline: body.airline,
        flightNo,
        flightDate: body.flightDate,
        dep: first.dep,
        arr: first.arr,
        originalDepTime: original.depTime,
        originalArrTime: original.arrTime,
        ...newSchedule(body, original),
        reason: body.reason,
        status: 'DETECTED',
        detectedAt: at,
      });
      await repository.insertAffected(id, segments);
      await repository.insertEvent({
        disruptionId: id,
        fromStatus: null,
        toStatus: 'DETECTED',
        operator,
        note: body.reason,
        createdAt: at,
      });
      const recorded = { disruptionNo, flightNo, flightDate: body.flightDate, type: body.type };
      await repository.recordOnOrders(id, operator, recordText(recorded, 'DETECTED', body.reason), at);
      return { id, disruptionNo, flightNo, affectedOrders: segments.length };
    },

    async move(scope: Scope, id: number, to: DisruptionStatus, note: string, operator: string, at: Date) {
      const disruption = await repository.lock(scope, id);
      if (!disruption) throw notFound(id);
      assertTransition(disruption, to);
      await repository.setStatus(id, to, at);
      await repository.insertEvent({
        disruptionId: id,
        fromStatus: disruption.status,
        toStatus: to,
        operator,
        note,
        createdAt: at,
      });
      await repository.recordOnOrders(
        id,
        operator,
        recordText(disruption, `${disruption.status} → ${to}`, note),
        at,
      );
    },

    async checkCompensation(scope: Scope, body: DisruptionCompensationBody, operator: string, at: Date) {
      const disruption = await repository.lock(scope, body.id);
      if (!disruption) throw notFound(body.id);
      assertCompensationCheck(disruption);
      const suggestion = suggestCompensation(disruption);
      const amount = body.eligible
        ? (body.amount ?? (suggestion.amount > 0 ? suggestion.amount : undefined))
        : 0;
      if (amount === undefined)
        throw new BadRequestError(
          'amount is required: the distance of this flight is unknown, so there is no suggestion',
        );
      const text = body.eligible
        ? `compensation check: eligible, ${amount.toFixed(2)} EUR per passenger`
        : 'compensation check: not eligible';
      await repository.setCompensation(
        body.id,
        { eligible: body.eligible, amount: amount.toFixed(2), note: body.note },
        at,
      );
      await repository.insertEvent({
        disruptionId: body.id,
        fromStatus: disruption.status,
        toStatus: disruption.status,
        operator,
        note: body.note ? `${text}: ${body.note}` : text,
        createdAt: at,
      });
      await repository.recordOnOrders(body.id, operator, recordText(disruption, text, body.note), at);
    },
  };
}

export function createDisruptionsService(deps: { db: Database; timeZone: string }) {
  const repository = createDisruptionsRepository(deps.db, deps.timeZone);
  const inTransaction = <T>(
    work: (steps: ReturnType<typeof disruptionSteps>, tx: DbTransaction) => Promise<T>,
  ) => deps.db.transaction((tx) => work(disruptionSteps(tx, deps.timeZone), tx));

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
      const history = await repository.history(id);
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
      inTransaction(async (steps, tx) => {
        const recorded = await steps.record(scope, body, operator, new Date());
        await notifyMailboxes(tx, MailboxType.DISRUPTION, {
          subject: `Flight disruption ${recorded.disruptionNo}: ${recorded.flightNo} ${body.flightDate} ${body.type}`,
          text: `${operator} recorded ${body.type} of ${recorded.flightNo} on ${body.flightDate}${body.reason ? ` (${body.reason})` : ''}: ${recorded.affectedOrders} orders affected.`,
        });
        return { id: recorded.id, disruptionNo: recorded.disruptionNo };
      }),

    transition: (scope: Scope, body: DisruptionTransitionBody, operator: string) =>
      inTransaction((steps) => steps.move(scope, body.id, body.to, body.note, operator, new Date())),

    compensationCheck: (scope: Scope, body: DisruptionCompensationBody, operator: string) =>
      inTransaction((steps) => steps.checkCompensation(scope, body, operator, new Date())),
  };
}
