// Runs inside the bench's server (bench/orders-server.ts): the after-sales services' own calls, straight on
// the server's database handle, timed there: what an API call does without HTTP, the session and the
// envelope. Each answer carries the process's CPU per call.
import {
  passengerChangePageQuery,
  refundPageQuery,
  ticketChangePageQuery,
  type RefundStatus,
} from '@ota/contract';
import { createPassengerChangesService } from '../../apps/server/src/modules/passenger-changes/passenger-changes.service';
import { createRefundsService } from '../../apps/server/src/modules/refunds/refunds.service';
import { wrapperCallsOf } from '../../apps/server/src/modules/suppliers';
import { createTicketChangesService } from '../../apps/server/src/modules/ticket-changes/ticket-changes.service';
import type { Config } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/platform/db';
import { answer } from './ipc';
import { measured } from './orders-sql';

/** The admin's platform: the bench calls the API as admin. */
const SCOPE = 1;
const OPERATOR = 'admin';

export type CaseList = 'refunds' | 'ticketChanges' | 'passengerChanges';

export interface CasePageAsk {
  list: CaseList;
  params: Record<string, string>;
  calls: number;
}
export interface RefundMoveAsk {
  moves: { id: number; version: number }[];
  status: RefundStatus;
}
export interface RefundBatchAsk {
  batches: number[][];
  status: RefundStatus;
}

export function answerCaseAsks(
  db: Database,
  config: Pick<Config, 'timeZone' | 'wrapperTimeoutMs' | 'wrapperAllowedHosts'>,
) {
  const deps = { db, timeZone: config.timeZone, wrapperCalls: wrapperCallsOf(config) };
  const refunds = createRefundsService(deps);
  const ticketChanges = createTicketChangesService(deps);
  const passengerChanges = createPassengerChangesService(deps);
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
  };
  answer('casePage', (body) => {
    const ask = body as CasePageAsk;
    const run = pages[ask.list](ask.params);
    return measured(Array.from({ length: ask.calls }, () => run));
  });
  answer('refundMove', (body) => {
    const ask = body as RefundMoveAsk;
    return measured(
      ask.moves.map((move) => () => refunds.update(SCOPE, { ...move, status: ask.status }, OPERATOR)),
    );
  });
  answer('refundBatch', (body) => {
    const ask = body as RefundBatchAsk;
    return measured(
      ask.batches.map((ids) => () => refunds.batch(SCOPE, { ids, status: ask.status }, OPERATOR)),
    );
  });
}
