import { thresholdCalls } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall } from '../../platform/declared-call';
import { createBalanceAdjustmentService } from './balance-adjustment.service';
import type { Actor } from './platform-scope';
import { createThresholdsService } from './thresholds.service';

function actorOf(request: FastifyRequest): Actor {
  const principal = requirePrincipal(request);
  return { platformType: principal.platformType, name: principal.user.name };
}

/** The calls are declared in the contract (thresholdCalls, decision 0043): paths, access, input, answer. */
export async function thresholdsRoutes(app: FastifyInstance): Promise<void> {
  const thresholds = createThresholdsService({ db: app.db, timeZone: app.config.timeZone });
  const adjustments = createBalanceAdjustmentService({ db: app.db });

  routeCall(app, thresholdCalls.page, (query, request) => thresholds.page(actorOf(request), query));
  routeCall(app, thresholdCalls.accounts, (_query, request) => thresholds.accounts(actorOf(request)));
  routeCall(app, thresholdCalls.add, (body, request) => thresholds.add(actorOf(request), body));
  routeCall(app, thresholdCalls.update, async (body, request) => {
    await thresholds.update(actorOf(request), body);
    return null;
  });
  routeCall(app, thresholdCalls.remove, async (query, request) => {
    await thresholds.remove(actorOf(request), query.id);
    return null;
  });
  routeCall(app, thresholdCalls.adjust, (body, request) => adjustments.adjust(actorOf(request), body));
}
