import {
  Permission,
  PlatformType,
  refundReportExportQuery,
  refundReportQuery,
  reportFilePrefix,
} from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { CSV_TYPE, XLSX_TYPE, requestTexts, sendFile } from '../../platform/exports';
import type { Principal } from '../../platform/permissions';
import { parseInput } from '../../platform/validation';
import { createRefundReportService } from './refund-report.service';

/**
 * Whose refunds the report shows: a platform's user sees only that platform's; a user without a
 * platform sees the platform the path names (edreams) (docs/decisions, refund report).
 */
const reportScope = (principal: Principal) => principal.platformType ?? PlatformType.EDREAMS;

/** The refund report (1008-2): the screen's data and its two files. */
export async function refundReportRoutes(app: FastifyInstance): Promise<void> {
  const report = createRefundReportService({ db: app.db, timeZone: app.config.timeZone });
  const access = { anyOf: [Permission.REFUND_REPORT] };
  const filePrefix = (principal: Principal) => reportFilePrefix(app.config.brand, principal.user.domain);

  app.post('/edreams/refund/queryData', { config: { access } }, async (request) => {
    const principal = requirePrincipal(request);
    const input = parseInput(refundReportQuery, {
      ...(request.query as object),
      ...(request.body as object),
    });
    return ok(await report.query(reportScope(principal), input));
  });

  app.get('/edreams/refund/exportRefundOrderInfo', { config: { access } }, async (request, reply) => {
    const principal = requirePrincipal(request);
    const input = parseInput(refundReportExportQuery, request.query);
    const texts = requestTexts(request.headers['accept-language']);
    const file = await report.xlsx(reportScope(principal), input, filePrefix(principal), texts);
    return sendFile(reply, file, XLSX_TYPE);
  });

  app.get('/edreams/refund/exportCsv', { config: { access } }, async (request, reply) => {
    const principal = requirePrincipal(request);
    const input = parseInput(refundReportExportQuery, request.query);
    const texts = requestTexts(request.headers['accept-language']);
    const file = await report.csv(reportScope(principal), input, filePrefix(principal), texts);
    return sendFile(reply, file, CSV_TYPE);
  });
}
