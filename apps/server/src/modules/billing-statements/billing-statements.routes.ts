import { MAX_STATEMENT_BYTES, billingStatementCalls } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall, routeUpload } from '../../platform/declared-call';
import { createBillingStatementsService, type Importer } from './billing-statements.service';

function importerOf(request: FastifyRequest): Importer {
  const principal = requirePrincipal(request);
  return { platformType: principal.platformType, name: principal.user.name };
}

/** The settlement plan's billing statements (issue 23, decision 0044). */
export async function billingStatementsRoutes(app: FastifyInstance): Promise<void> {
  const statements = createBillingStatementsService({ db: app.db, timeZone: app.config.timeZone });

  routeUpload(
    app,
    billingStatementCalls.import,
    (query, file, request) => statements.importFile(importerOf(request), query, file),
    { bodyLimit: MAX_STATEMENT_BYTES },
  );
  routeCall(app, billingStatementCalls.page, (query, request) => statements.page(importerOf(request), query));
}
