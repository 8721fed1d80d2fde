import { exchangeRateCalls } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall } from '../../platform/declared-call';
import { ForbiddenError } from '../../platform/errors';
import { createExchangeRatesService } from './exchange-rates.service';

/**
 * Rates are shared by both platforms: any holder of 1003-3 reads them, only one without a platform (the
 * agency's own staff) writes them, so one platform's user never changes the other's figures
 * (docs/decisions/0030-transaction-records.md).
 */
async function refuseAPlatformsUser(request: FastifyRequest): Promise<void> {
  if (requirePrincipal(request).platformType !== null) throw new ForbiddenError();
}

const writerName = (request: FastifyRequest) => requirePrincipal(request).user.name;

/** The calls are declared in the contract (exchangeRateCalls, decision 0043). */
export async function exchangeRatesRoutes(app: FastifyInstance): Promise<void> {
  const rates = createExchangeRatesService({ db: app.db });

  routeCall(app, exchangeRateCalls.page, (query) => rates.page(query));

  await app.register(async (writes) => {
    // Before the input is validated: a platform's user is refused whatever it sends.
    writes.addHook('preValidation', refuseAPlatformsUser);
    routeCall(writes, exchangeRateCalls.add, async (body, request) => {
      await rates.add(body, writerName(request));
      return null;
    });
    routeCall(writes, exchangeRateCalls.import, (body, request) =>
      rates.importCsv(body.lines, writerName(request)),
    );
  });
}
