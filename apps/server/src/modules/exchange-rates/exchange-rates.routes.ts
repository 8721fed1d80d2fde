import { Permission, exchangeRateBody, exchangeRateImportBody, exchangeRatePageQuery } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { ForbiddenError } from '../../platform/errors';
import { parseInput } from '../../platform/validation';
import { createExchangeRatesService } from './exchange-rates.service';

const access = { anyOf: [Permission.TRANSACTION_RECORDS] };

/**
 * Rates are shared by both platforms: any holder of 1003-3 reads them, only one without a platform (the
 * agency's own staff) writes them, so one platform's user never changes the other's figures
 * (docs/decisions/0030-transaction-records.md).
 */
function writer(request: FastifyRequest): string {
  const principal = requirePrincipal(request);
  if (principal.platformType !== null) throw new ForbiddenError();
  return principal.user.name;
}

export async function exchangeRatesRoutes(app: FastifyInstance): Promise<void> {
  const rates = createExchangeRatesService({ db: app.db });

  app.get('/exchangeRate/pageList', { config: { access } }, async (request) =>
    ok(await rates.page(parseInput(exchangeRatePageQuery, request.query))),
  );

  app.post('/exchangeRate/add', { config: { access } }, async (request) => {
    const by = writer(request);
    await rates.add(parseInput(exchangeRateBody, request.body), by);
    return ok(null);
  });

  app.post('/exchangeRate/import', { config: { access } }, async (request) => {
    const by = writer(request);
    return ok(await rates.importCsv(parseInput(exchangeRateImportBody, request.body).lines, by));
  });
}
