// Runs inside the bench's server (bench/orders-server.ts): the after-sales services' own calls, straight on
// the server's database handle, timed there: what an API call does without HTTP, the session and the
// envelope. Each answer carries the process's CPU per call.
import {
  ALL_PERMISSION_CODES,
  baggagePageQuery,
  compensationPageQuery,
  passengerChangePageQuery,
  refundPageQuery,
  seatPageQuery,
  ticketChangePageQuery,
  voidTicketPageQuery,
  type BaggageStatus,
  type RefundStatus,
} from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { createBaggageService } from '../../apps/server/src/modules/baggage/baggage.service';
import { caseQueueRoutes } from '../../apps/server/src/modules/cases/case-queue';
import { createCompensationsService } from '../../apps/server/src/modules/compensations/compensations.service';
import { createPassengerChangesService } from '../../apps/server/src/modules/passenger-changes/passenger-changes.service';
import { createRefundsService } from '../../apps/server/src/modules/refunds/refunds.service';
import { createSeatsService } from '../../apps/server/src/modules/seats/seats.service';
import { wrapperCallsOf } from '../../apps/server/src/modules/suppliers';
import { createTicketChangesService } from '../../apps/server/src/modules/ticket-changes/ticket-changes.service';
import { createVoidTicketsService } from '../../apps/server/src/modules/void-tickets/void-tickets.service';
import type { Config } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/platform/db';
import type { Principal } from '../../apps/server/src/platform/permissions';
import { answer } from './ipc';
import { measured } from './orders-sql';

/** The admin's platform: the bench calls the API as admin. */
const SCOPE = 1;
const OPERATOR = 'admin';

export type CaseList =
  | 'refunds'
  | 'ticketChanges'
  | 'passengerChanges'
  | 'baggage'
  | 'seats'
  | 'voidTickets'
  | 'compensations'
  | 'queue'
  | 'queueCount';
/** The moves measured one by one: a refund credited, a bag paid. */
export type CaseMoveKind = 'refund' | 'baggage';

export interface CasePageAsk {
  list: CaseList;
  params: Record<string, string>;
  calls: number;
}
export interface CaseMoveAsk {
  move: CaseMoveKind;
  to: string;
  moves: { id: number; version: number }[];
}
export interface RefundBatchAsk {
  batches: number[][];
  status: RefundStatus;
}

type Handler = (request: FastifyRequest) => Promise<unknown>;

/** What routeCall gives Fastify: the route's query schema and its handler. */
interface DeclaredRoute {
  url: string;
  schema: { querystring: z.ZodType };
  handler: (request: FastifyRequest, reply: unknown) => Promise<unknown>;
}

/** A reply that hands back the envelope instead of sending it. */
const keptReply = {
  header: () => keptReply,
  serializer: () => keptReply,
  send: (envelope: unknown) => envelope,
};

/**
 * The queue's own handlers (case-queue.ts keeps its queries to its routes): registered through
 * routeCall on a stand-in for the app that keeps them, then called with the query parsed as Fastify
 * would and the admin's principal, who holds every code.
 */
async function queueHandlers(db: Database, timeZone: string): Promise<Map<string, Handler>> {
  const handlers = new Map<string, Handler>();
  const route = ({ url, schema, handler }: DeclaredRoute) =>
    handlers.set(url, (request) =>
      handler({ ...request, query: schema.querystring.parse(request.query) } as FastifyRequest, keptReply),
    );
  const app = { db, config: { timeZone }, withTypeProvider: () => ({ route }) };
  await caseQueueRoutes(app as unknown as FastifyInstance);
  return handlers;
}

const adminRequest = (query: Record<string, string>) =>
  ({
    query,
    principal: {
      codes: new Set(ALL_PERMISSION_CODES),
      platformType: SCOPE,
      sessionId: 0,
      user: { name: OPERATOR },
    } as unknown as Principal,
  }) as unknown as FastifyRequest;

export function answerCaseAsks(
  db: Database,
  config: Pick<Config, 'timeZone' | 'voidWindowHours' | 'wrapperTimeoutMs' | 'wrapperAllowedHosts'>,
) {
  const deps = { db, timeZone: config.timeZone, wrapperCalls: wrapperCallsOf(config) };
  const refunds = createRefundsService(deps);
  const ticketChanges = createTicketChangesService(deps);
  const passengerChanges = createPassengerChangesService(deps);
  const baggage = createBaggageService(deps);
  const seats = createSeatsService(deps);
  const voidTickets = createVoidTicketsService({ ...deps, voidWindowHours: config.voidWindowHours });
  const compensations = createCompensationsService(deps);
  const queue = queueHandlers(db, config.timeZone);
  const route = (path: string) => (params: Record<string, string>) => async () => {
    const handler = (await queue).get(path);
    if (!handler) throw new Error(`the queue has no route ${path}`);
    return handler(adminRequest(params));
  };
  const pages: Record<CaseList, (params: Record<string, string>) => () => Promise<unknown>> = {
    refunds: (params) => {
      const query = refundPageQuery.parse(params);
      return () => refunds.page(SCOPE, query);
    },
    ticketChanges: (params) => {
      const query = ticketChangePageQuery.parse(params);
      return () => ticketChanges.page(SCOPE, query);
    },
    passengerChanges: (params) => {
      const query = passengerChangePageQuery.parse(params);
      return () => passengerChanges.page(SCOPE, query);
    },
    baggage: (params) => {
      const query = baggagePageQuery.parse(params);
      return () => baggage.page(SCOPE, query);
    },
    seats: (params) => {
      const query = seatPageQuery.parse(params);
      return () => seats.page(SCOPE, query);
    },
    voidTickets: (params) => {
      const query = voidTicketPageQuery.parse(params);
      return () => voidTickets.page(SCOPE, query);
    },
    compensations: (params) => {
      const query = compensationPageQuery.parse(params);
      return () => compensations.page(SCOPE, query);
    },
    queue: route('/afterSales/queue'),
    queueCount: route('/afterSales/queue/count'),
  };
  const moves: Record<CaseMoveKind, (move: CaseMoveAsk['moves'][number], to: string) => Promise<unknown>> = {
    refund: (move, to) => refunds.update(SCOPE, { ...move, status: to as RefundStatus }, OPERATOR),
    baggage: (move, to) => baggage.editState(SCOPE, { ...move, state: to as BaggageStatus }, OPERATOR),
  };
  answer('casePage', (body) => {
    const ask = body as CasePageAsk;
    const run = pages[ask.list](ask.params);
    return measured(Array.from({ length: ask.calls }, () => run));
  });
  answer('caseMove', (body) => {
    const ask = body as CaseMoveAsk;
    return measured(ask.moves.map((move) => () => moves[ask.move](move, ask.to)));
  });
  answer('refundBatch', (body) => {
    const ask = body as RefundBatchAsk;
    return measured(
      ask.batches.map((ids) => () => refunds.batch(SCOPE, { ids, status: ask.status }, OPERATOR)),
    );
  });
}
