import { PlatformType, financialReportCalls, financialReportsByBase } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall, routeFile, withMessage } from '../../platform/declared-call';
import { requestTexts } from '../../platform/exports';
import { createFinancialService, type ReportCaller } from './financial.service';

/**
 * The financial report (1003-1) of the caller's platform (every platform for a user without one),
 * and the second platform's financial report list (1008-1), which only edreams' figures reach
 * (docs/decisions/0029-financial-reports.md). The calls are declared in the contract
 * (financialReportCalls, decision 0043).
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
  const textsOf = (request: FastifyRequest) => requestTexts(request.headers['accept-language']);

  for (const [base, calls] of Object.entries(financialReportsByBase)) {
    const edreams = base === '/edreams';
    routeCall(app, calls.query, (query, request) => reports.query(callerOf(request, edreams).scope, query));
    routeFile(app, calls.exportXlsx, (query, request) =>
      reports.export(callerOf(request, edreams), query, 'xlsx', textsOf(request)),
    );
    routeFile(app, calls.exportCsv, (query, request) =>
      reports.export(callerOf(request, edreams), query, 'csv', textsOf(request)),
    );
  }

  routeCall(app, financialReportCalls.addLine, async (body, request) => {
    const { platformType, user } = requirePrincipal(request);
    await reports.add({ platformType, userName: user.name }, body);
    return withMessage(null, 'Submitted successfully');
  });
}
