import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { createBalanceService } from './balance.service';

export async function balanceRoutes(app: FastifyInstance): Promise<void> {
  const balance = createBalanceService({ db: app.db });

  // Every signed-in user, edreams included: its console hides the figure, the answer is still its own.
  app.get('/userTransactionRecord/balanceInfo', { config: { access: 'signedIn' } }, async (request) => {
    return ok(await balance.balanceInfo(requirePrincipal(request).platformType));
  });
}
