import { transactionCalls } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall, routeFile } from '../../platform/declared-call';
import { requestTexts } from '../../platform/exports';
import { createExchangeRatesService } from '../exchange-rates';
import type { Actor } from './transaction-scope';
import { createTransactionsService } from './transactions.service';

function actorOf(request: FastifyRequest): Actor {
  const principal = requirePrincipal(request);
  return { platformType: principal.platformType, name: principal.user.name };
}

/**
 * Transaction records (/html/transactionRecords, 1003-3; docs/decisions/0026-transaction-records.md).
 * The calls are declared in the contract (transactionCalls, decision 0043).
 */
export async function transactionsRoutes(app: FastifyInstance): Promise<void> {
  const transactions = createTransactionsService({ db: app.db, timeZone: app.config.timeZone });
  const rates = createExchangeRatesService({ db: app.db });

  routeCall(app, transactionCalls.page, (query, request) => transactions.page(actorOf(request), query));
  routeFile(app, transactionCalls.exportFile, (query, request) =>
    transactions.exportFile(actorOf(request), query, requestTexts(request.headers['accept-language'])),
  );
  // The spec's "update": re-sync the exchange rates of a range (a GET that writes).
  routeCall(app, transactionCalls.syncRates, (query, request) => rates.sync(query, actorOf(request).name));
  routeCall(app, transactionCalls.balanceSeries, (query, request) =>
    transactions.series(actorOf(request), query),
  );
  routeCall(app, transactionCalls.topUp, (body, request) => transactions.topUp(actorOf(request), body));
}
