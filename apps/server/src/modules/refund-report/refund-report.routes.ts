import { PlatformType, refundReportCalls, reportFilePrefix } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall, routeFile } from '../../platform/declared-call';
import { requestTexts } from '../../platform/exports';
import type { Principal } from '../../platform/permissions';
import { createRefundReportService } from './refund-report.service';

/**
 * Whose refunds the report shows: a platform's user sees only that platform's; a user without a
 * platform sees the platform the path names (edreams) (docs/decisions, refund report).
 */
const reportScope = (principal: Principal) => principal.platformType ?? PlatformType.EDREAMS;

/**
 * The refund report (1008-2): the screen's data and its two files. The calls are declared in the
 * contract (refundReportCalls, decision 0043).
 */
export async function refundReportRoutes(app: FastifyInstance): Promise<void> {
  const report = createRefundReportService({ db: app.db, timeZone: app.config.timeZone });
  const filePrefix = (principal: Principal) => reportFilePrefix(app.config.brand, principal.user.domain);
  const textsOf = (request: FastifyRequest) => requestTexts(request.headers['accept-language']);

  routeCall(app, refundReportCalls.query, (input, request) =>
    report.query(reportScope(requirePrincipal(request)), input),
  );
  routeFile(app, refundReportCalls.exportXlsx, (input, request) => {
    const principal = requirePrincipal(request);
    return report.xlsx(reportScope(principal), input, filePrefix(principal), textsOf(request));
  });
  routeFile(app, refundReportCalls.exportCsv, (input, request) => {
    const principal = requirePrincipal(request);
    return report.csv(reportScope(principal), input, filePrefix(principal), textsOf(request));
  });
}
