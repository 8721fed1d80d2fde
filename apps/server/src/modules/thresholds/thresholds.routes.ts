import {
  Permission,
  balanceAdjustBody,
  thresholdAddBody,
  thresholdDeleteQuery,
  thresholdPageQuery,
  thresholdUpdateBody,
} from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { createBalanceAdjustmentService } from './balance-adjustment.service';
import type { Actor } from './platform-scope';
import { createThresholdsService } from './thresholds.service';

function actorOf(request: FastifyRequest): Actor {
  const principal = requirePrincipal(request);
  return { platformType: principal.platformType, name: principal.user.name };
}

export async function thresholdsRoutes(app: FastifyInstance): Promise<void> {
  const thresholds = createThresholdsService({ db: app.db, timeZone: app.config.timeZone });
  const adjustments = createBalanceAdjustmentService({ db: app.db });
  const access = { anyOf: [Permission.THRESHOLDS] };

  app.get('/threshold/pageList', { config: { access } }, async (request) => {
    return ok(await thresholds.page(actorOf(request), parseInput(thresholdPageQuery, request.query)));
  });

  // The threshold form and the adjustment form list the accounts they can act on.
  app.get(
    '/threshold/accounts',
    { config: { access: { anyOf: [Permission.THRESHOLDS, Permission.TRANSACTION_RECORDS] } } },
    async (request) => ok(await thresholds.accounts(actorOf(request))),
  );

  app.post('/threshold/add', { config: { access } }, async (request) => {
    return ok(await thresholds.add(actorOf(request), parseInput(thresholdAddBody, request.body)));
  });

  app.post('/threshold/update', { config: { access } }, async (request) => {
    await thresholds.update(actorOf(request), parseInput(thresholdUpdateBody, request.body));
    return ok(null);
  });

  app.get('/threshold/delete', { config: { access, writes: true } }, async (request) => {
    await thresholds.remove(actorOf(request), parseInput(thresholdDeleteQuery, request.query).id);
    return ok(null);
  });

  // Lives here until the transaction-records screen exists: the threshold screen offers it.
  app.post(
    '/userTransactionRecord/adjust',
    { config: { access: { anyOf: [Permission.TRANSACTION_RECORDS] } } },
    async (request) => {
      return ok(await adjustments.adjust(actorOf(request), parseInput(balanceAdjustBody, request.body)));
    },
  );
}
