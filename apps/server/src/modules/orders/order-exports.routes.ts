import { Permission, orderCsvExportQuery, orderExportQuery } from '@ota/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { parseInput } from '../../platform/validation';
import { ORDER_PREFIXES, orderScope } from './order-scope';
import {
  CSV_TYPE,
  XLSX_TYPE,
  attachment,
  createOrderExportService,
  type ExportFile,
} from './order-export.service';

/** Streams the file; no order in the range answers HTTP 200 with an empty body (DESIGN section 3). */
function sendFile(reply: FastifyReply, file: ExportFile, type: string) {
  reply
    .type(type)
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'no-store');
  return reply.send(file.stream ?? '');
}

export async function orderExportsRoutes(app: FastifyInstance): Promise<void> {
  const exports = createOrderExportService({ db: app.db, timeZone: app.config.timeZone });
  const access = { anyOf: [Permission.ORDER_LIST] };

  for (const prefix of ORDER_PREFIXES) {
    app.get(`${prefix}/order/export`, { config: { access } }, async (request, reply) => {
      const scope = orderScope(prefix, requirePrincipal(request));
      const file = await exports.xlsx(scope, parseInput(orderExportQuery, request.query));
      return sendFile(reply, file, XLSX_TYPE);
    });
  }

  app.get('/edreams/order/exportCsv', { config: { access } }, async (request, reply) => {
    const scope = orderScope('/edreams', requirePrincipal(request));
    const file = await exports.csv(scope, parseInput(orderCsvExportQuery, request.query));
    return sendFile(reply, file, CSV_TYPE);
  });
}
