import {
  Permission,
  refundAddInput,
  refundBatchInput,
  refundLogInput,
  refundLogQuery,
  refundPageQuery,
  refundUpdateInput,
  wholeNumber,
} from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { wrapperCallsOf } from '../suppliers';
import { createRefundsService } from './refunds.service';

const refundIdQuery = z.object({ id: wholeNumber('id') });

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

/** Refunds (1005-1; a refund may also be opened from ticket changes and order details). */
export async function refundsRoutes(app: FastifyInstance): Promise<void> {
  const refunds = createRefundsService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });
  const access = { anyOf: [Permission.REFUNDS] };
  const opening = { anyOf: [Permission.REFUNDS, Permission.TICKET_CHANGES, Permission.ORDER_LIST] };

  app.post('/orderRefund/addRefundOrderInfo', { config: { access: opening } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    return ok(await refunds.add(platformType, parseInput(refundAddInput, request.body), user.name));
  });

  app.get('/orderRefund/pageList', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await refunds.page(platformType, parseInput(refundPageQuery, request.query)));
  });

  app.get('/orderRefund/detail', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await refunds.detail(platformType, parseInput(refundIdQuery, request.query).id));
  });

  app.post('/orderRefund/update', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    return ok(await refunds.update(platformType, parseInput(refundUpdateInput, request.body), user.name));
  });

  app.post('/orderRefund/batchModStatus', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    return ok(await refunds.batch(platformType, parseInput(refundBatchInput, request.body), user.name));
  });

  app.post('/orderRefund/refreshAirline', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    return ok(
      await refunds.refreshFromAirline(platformType, parseInput(refundIdQuery, request.body).id, user.name),
    );
  });

  pollAirlines(app, () => refunds.pollAirlines());

  app.get('/refundChangeLog/pageList', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await refunds.log(platformType, parseInput(refundLogQuery, request.query)));
  });

  app.post('/refundChangeLog/insert', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    await refunds.addNote(platformType, parseInput(refundLogInput, request.body), user.name);
    return ok(null);
  });
}
