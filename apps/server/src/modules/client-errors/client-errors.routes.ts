import { platformCalls } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { routeCall } from '../../platform/declared-call';
import { createReportBudget } from './report-budget';

/** A stack trace is longer than other fields (the input guard's limit) and the whole report is small. */
const REPORT_LIMITS = { config: { maxTextLength: 8000 }, bodyLimit: 16 * 1024 };

export async function clientErrorsRoutes(app: FastifyInstance): Promise<void> {
  const budget = createReportBudget({ perMinute: 30 });

  // Public: the sign-in page fails before there is a session. The user is logged when a token comes.
  routeCall(
    app,
    platformCalls.clientErrors,
    async (report, request) => {
      if (budget.take(request.ip)) {
        request.log.warn({ clientError: report, userId: request.principal?.user.id }, 'client error');
      }
      return null;
    },
    REPORT_LIMITS,
  );
}
