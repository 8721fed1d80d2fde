import formbody from '@fastify/formbody';
import { API_BASE } from '@ota/contract';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import { airlinePolicyRoutes } from './modules/airline-policy/airline-policy';
import { airlinesRoutes } from './modules/airlines/airlines.routes';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes';
import { observeLedger } from './modules/balance';
import { authRoutes } from './modules/auth/auth.routes';
import { balanceRoutes } from './modules/balance/balance.routes';
import { caseQueueRoutes } from './modules/cases/case-queue';
import { orderCasesRoutes } from './modules/cases/order-cases';
import { compensationsRoutes } from './modules/compensations/compensations.routes';
import { clientErrorsRoutes } from './modules/client-errors/client-errors.routes';
import { disruptionsRoutes } from './modules/disruptions/disruptions.routes';
import { financialReportRoutes } from './modules/financial-reports/financial.routes';
import { flightSearchRoutes } from './modules/flight-search/flight-search.routes';
import { baggageRoutes } from './modules/baggage/baggage.routes';
import { billingStatementsRoutes } from './modules/billing-statements/billing-statements.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mailboxesRoutes } from './modules/mailboxes/mailboxes.routes';
import { orderExportsRoutes } from './modules/orders/order-exports.routes';
import { orderOperationsRoutes } from './modules/orders/order-operations.routes';
import { orderPreferencesRoutes } from './modules/orders/order-preferences.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { passengerChangesRoutes } from './modules/passenger-changes/passenger-changes.routes';
import { rebooksRoutes } from './modules/rebooks/rebooks.routes';
import { refundReportRoutes } from './modules/refund-report/refund-report.routes';
import { refundsRoutes } from './modules/refunds/refunds.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { checkThresholdCrossing } from './modules/thresholds/threshold-crossing';
import { seatsRoutes } from './modules/seats/seats.routes';
import { ticketChangesRoutes } from './modules/ticket-changes/ticket-changes.routes';
import { thresholdsRoutes } from './modules/thresholds/thresholds.routes';
import { exchangeRatesRoutes } from './modules/exchange-rates';
import { transactionsRoutes } from './modules/transactions/transactions.routes';
import { userNames } from './modules/users';
import { usersRoutes } from './modules/users/users.routes';
import { voidTicketsRoutes } from './modules/void-tickets/void-tickets.routes';
import { accessControl } from './platform/auth';
import { contextPlugin } from './platform/context';
import type { DatabaseHandle } from './platform/db';
import { errorHandling } from './platform/error-handler';
import { inputGuard } from './platform/input-guard';
import { genReqId, loggerOptions, requestLogging, type LogStream } from './platform/logging';
import { securityHeaders } from './platform/security-headers';
import { webApp } from './platform/web';

/** The API, one plugin per domain, all under /prod-api; each route declares its access. */
export const API_MODULES: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  (app) => rolesRoutes(app, { userNames }),
  balanceRoutes,
  clientErrorsRoutes,
  airlinesRoutes,
  flightSearchRoutes,
  mailboxesRoutes,
  thresholdsRoutes,
  apiDocsRoutes,
  ordersRoutes,
  orderOperationsRoutes,
  orderExportsRoutes,
  orderPreferencesRoutes,
  disruptionsRoutes,
  rebooksRoutes,
  refundsRoutes,
  passengerChangesRoutes,
  ticketChangesRoutes,
  voidTicketsRoutes,
  seatsRoutes,
  baggageRoutes,
  airlinePolicyRoutes,
  orderCasesRoutes,
  compensationsRoutes,
  caseQueueRoutes,
  financialReportRoutes,
  refundReportRoutes,
  transactionsRoutes,
  exchangeRatesRoutes,
  billingStatementsRoutes,
];

export interface BuildAppOptions {
  config: Config;
  /** Opened and migrated by the caller, who also closes it after the app. */
  database: DatabaseHandle;
  /** Log lines go here instead of stdout. */
  logStream?: LogStream;
}

/** The whole server, not listening: main.ts listens, tests and benchmarks call app.inject. */
export function buildApp({ config, database, logStream }: BuildAppOptions): FastifyInstance {
  // Every ledger entry is followed by the balance-warning check (docs/domain.md "Money").
  observeLedger(checkThresholdCrossing);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    genReqId,
    // requestLogging writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  // External plugins; the security headers first, so every answer carries them.
  app.register(securityHeaders);
  app.register(formbody);

  // Platform: context first, everything after may use it.
  app.register(contextPlugin, { config, database });
  app.register(requestLogging);
  app.register(errorHandling);
  app.register(inputGuard);
  app.register(accessControl);
  app.register(webApp, { webDist: config.webDist });

  // Modules.
  app.register(
    async (api) => {
      for (const module of API_MODULES) await api.register(module);
    },
    { prefix: API_BASE },
  );

  return app;
}
