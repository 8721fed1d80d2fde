import { balanceCalls } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall } from '../../platform/declared-call';
import { createBalanceService } from './balance.service';

export async function balanceRoutes(app: FastifyInstance): Promise<void> {
  const balance = createBalanceService({ db: app.db });

  // Every signed-in user, edreams included: its console hides the figure, the answer is still its own.
  routeCall(app, balanceCalls.info, (_query, request) =>
    balance.balanceInfo(requirePrincipal(request).platformType),
  );
}
