import { Permission, orderCsvExportQuery, orderExportQuery } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { CSV_TYPE, XLSX_TYPE, requestTexts, sendFile } from '../../platform/exports';
import { parseInput } from '../../platform/validation';
import { createOrderExportService } from './order-export.service';
import { ORDER_PREFIXES, orderScope } from './order-scope';

export async function orderExportsRoutes(app: FastifyInstance): Promise<void> {
  const exports = createOrderExportService({ db: app.db, timeZone: app.config.timeZone });
  const access = { anyOf: [Permission.ORDER_LIST] };

  for (const prefix of ORDER_PREFIXES) {
    app.get(`${prefix}/order/export`, { config: { access } }, async (request, reply) => {
      const scope = orderScope(prefix, requirePrincipal(request));
      const texts = requestTexts(request.headers['accept-language']);
      const file = await exports.xlsx(scope, parseInput(orderExportQuery, request.query), texts);
      return sendFile(reply, file, XLSX_TYPE);
    });
  }

  app.get('/edreams/order/exportCsv', { config: { access } }, async (request, reply) => {
    const scope = orderScope('/edreams', requirePrincipal(request));
    const texts = requestTexts(request.headers['accept-language']);
    const file = await exports.csv(scope, parseInput(orderCsvExportQuery, request.query), texts);
    return sendFile(reply, file, CSV_TYPE);
  });
}
