import {
  Permission,
  PlatformType,
  addFinancialDataBody,
  financialQuery,
  financialRangeQuery,
} from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { CSV_TYPE, XLSX_TYPE, requestTexts, sendFile } from '../../platform/exports';
import { parseInput } from '../../platform/validation';
import { createFinancialService, type ReportCaller } from './financial.service';

/** POST queryData sends its params in the query string (spec section 7); a form body is read too. */
const paramsOf = (request: FastifyRequest) => ({
  ...(request.query as object),
  ...(typeof request.body === 'object' && request.body !== null ? request.body : {}),
});

/**
 * The financial report (1003-1) of the caller's platform (every platform for a user without one),
 * and the second platform's financial report list (1008-1), which only edreams' figures reach
 * (docs/decisions/0029-financial-reports.md).
 */
export async function financialReportRoutes(app: FastifyInstance): Promise<void> {
  const reports = createFinancialService({
    db: app.db,
    timeZone: app.config.timeZone,
    brand: app.config.brand,
  });

  // A platform's user sees only its own platform, here too: the second platform's list shows a user
  // of the first its own figures rather than refusing it (a 403 would sign it out of the console).
  const callerOf = (request: FastifyRequest, edreams: boolean): ReportCaller => {
    const { platformType, user } = requirePrincipal(request);
    return {
      scope: edreams ? (platformType ?? PlatformType.EDREAMS) : platformType,
      domain: user.domain,
      userName: user.name,
    };
  };

  for (const [prefix, code] of [
    ['', Permission.FINANCIAL_REPORT],
    ['/edreams', Permission.FINANCIAL_REPORT_LIST],
  ] as const) {
    const access = { anyOf: [code] };
    const edreams = prefix === '/edreams';

    app.post(`${prefix}/financial/queryData`, { config: { access } }, async (request) => {
      const caller = callerOf(request, edreams);
      return ok(await reports.query(caller.scope, parseInput(financialQuery, paramsOf(request))));
    });

    app.get(`${prefix}/financial/export`, { config: { access } }, async (request, reply) => {
      const caller = callerOf(request, edreams);
      const query = parseInput(financialRangeQuery, request.query);
      const file = await reports.export(
        caller,
        query,
        'xlsx',
        requestTexts(request.headers['accept-language']),
      );
      return sendFile(reply, file, XLSX_TYPE);
    });

    app.get(`${prefix}/financial/exportCsv`, { config: { access } }, async (request, reply) => {
      const caller = callerOf(request, edreams);
      const query = parseInput(financialRangeQuery, request.query);
      const file = await reports.export(
        caller,
        query,
        'csv',
        requestTexts(request.headers['accept-language']),
      );
      return sendFile(reply, file, CSV_TYPE);
    });
  }

  app.post(
    '/edreams/financial/addFinancialData',
    { config: { access: { anyOf: [Permission.FINANCIAL_REPORT_LIST] } } },
    async (request) => {
      const { platformType, user } = requirePrincipal(request);
      await reports.add(
        { platformType, userName: user.name },
        parseInput(addFinancialDataBody, paramsOf(request)),
      );
      return ok(null, 'Submitted successfully');
    },
  );
}
