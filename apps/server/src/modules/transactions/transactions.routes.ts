import {
  Permission,
  balanceSeriesQuery,
  rateSyncQuery,
  topUpBody,
  transactionExportQuery,
  transactionPageQuery,
} from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { XLSX_TYPE, requestTexts, sendFile } from '../../platform/exports';
import { parseInput } from '../../platform/validation';
import { createExchangeRatesService } from '../exchange-rates';
import type { Actor } from './transaction-scope';
import { createTransactionsService } from './transactions.service';

function actorOf(request: FastifyRequest): Actor {
  const principal = requirePrincipal(request);
  return { platformType: principal.platformType, name: principal.user.name };
}

/** Transaction records (/html/transactionRecords, 1003-3; docs/decisions/0026-transaction-records.md). */
export async function transactionsRoutes(app: FastifyInstance): Promise<void> {
  const transactions = createTransactionsService({ db: app.db, timeZone: app.config.timeZone });
  const rates = createExchangeRatesService({ db: app.db });
  const access = { anyOf: [Permission.TRANSACTION_RECORDS] };

  app.post('/userTransactionRecord/pageList', { config: { access } }, async (request) =>
    ok(await transactions.page(actorOf(request), parseInput(transactionPageQuery, request.query))),
  );

  app.get('/userTransactionRecord/kiwiExport', { config: { access } }, async (request, reply) => {
    const query = parseInput(transactionExportQuery, request.query);
    const texts = requestTexts(request.headers['accept-language']);
    const file = await transactions.exportFile(actorOf(request), query, texts);
    return sendFile(reply, file, XLSX_TYPE);
  });

  // The spec's "update": re-sync the exchange rates of a range (a GET that writes).
  app.get('/userTransactionRecord/update', { config: { access, writes: true } }, async (request) =>
    ok(await rates.sync(parseInput(rateSyncQuery, request.query), actorOf(request).name)),
  );

  app.get('/userTransactionRecord/balanceSeries', { config: { access } }, async (request) =>
    ok(await transactions.series(actorOf(request), parseInput(balanceSeriesQuery, request.query))),
  );

  app.post('/userTransactionRecord/topUp', { config: { access } }, async (request) =>
    ok(await transactions.topUp(actorOf(request), parseInput(topUpBody, request.body))),
  );
}
