import { refundCalls } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall } from '../../platform/declared-call';
import { wrapperCallsOf } from '../suppliers';
import { createRefundsService } from './refunds.service';

/** Refunds waiting for their airline ask for its answer every AIRLINE_POLL_SECONDS, in every process. */
function pollAirlines(app: FastifyInstance, poll: () => Promise<number>): void {
  const seconds = app.config.airlinePollSeconds;
  if (seconds === 0) return;
  const timer = setInterval(() => {
    poll().catch((error: unknown) =>
      app.log.warn({ err: error }, 'asking the airlines for refund answers failed'),
    );
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * Refunds (1005-1; a refund may also be opened from ticket changes and order details). The calls are
 * declared in the contract (refundCalls, decision 0043): paths, access, input, answer.
 */
export async function refundsRoutes(app: FastifyInstance): Promise<void> {
  const refunds = createRefundsService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });

  routeCall(app, refundCalls.add, (body, request) => {
    const { platformType, user } = requirePrincipal(request);
    return refunds.add(platformType, body, user.name);
  });
  routeCall(app, refundCalls.page, (query, request) =>
    refunds.page(requirePrincipal(request).platformType, query),
  );
  routeCall(app, refundCalls.detail, (query, request) =>
    refunds.detail(requirePrincipal(request).platformType, query.id),
  );
  routeCall(app, refundCalls.update, (body, request) => {
    const { platformType, user } = requirePrincipal(request);
    return refunds.update(platformType, body, user.name);
  });
  routeCall(app, refundCalls.batch, (body, request) => {
    const { platformType, user } = requirePrincipal(request);
    return refunds.batch(platformType, body, user.name);
  });
  routeCall(app, refundCalls.refreshAirline, (body, request) => {
    const { platformType, user } = requirePrincipal(request);
    return refunds.refreshFromAirline(platformType, body.id, user.name);
  });

  pollAirlines(app, () => refunds.pollAirlines());

  routeCall(app, refundCalls.log, (query, request) =>
    refunds.log(requirePrincipal(request).platformType, query),
  );
  routeCall(app, refundCalls.addNote, async (body, request) => {
    const { platformType, user } = requirePrincipal(request);
    await refunds.addNote(platformType, body, user.name);
    return null;
  });
}
