import { clientErrorReport } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { createReportBudget } from './report-budget';

export async function clientErrorsRoutes(app: FastifyInstance): Promise<void> {
  const budget = createReportBudget({ perMinute: 30 });

  // Public: the sign-in page fails before there is a session. The user is logged when a token comes.
  app.post(
    '/clientErrors',
    { config: { access: 'public', maxTextLength: 8000 }, bodyLimit: 16 * 1024 },
    async (request) => {
      const report = parseInput(clientErrorReport, request.body);
      if (budget.take(request.ip)) {
        request.log.warn({ clientError: report, userId: request.principal?.user.id }, 'client error');
      }
      return ok(null);
    },
  );
}
