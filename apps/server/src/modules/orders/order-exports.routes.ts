import { edreamsOrderCalls, orderCallsOf } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeFile } from '../../platform/declared-call';
import { requestTexts } from '../../platform/exports';
import { createOrderExportService } from './order-export.service';
import { ORDER_PREFIXES, orderScope, withinPrefix } from './order-scope';

/** The list's .xlsx under each prefix and edreams' CSV (spec section 9), declared in the contract. */
export async function orderExportsRoutes(app: FastifyInstance): Promise<void> {
  const exports = createOrderExportService({ db: app.db, timeZone: app.config.timeZone });

  for (const prefix of ORDER_PREFIXES) {
    await withinPrefix(app, prefix, (scoped) =>
      routeFile(scoped, orderCallsOf[prefix].exportXlsx, (query, request) => {
        const scope = orderScope(prefix, requirePrincipal(request));
        return exports.xlsx(scope, query, requestTexts(request.headers['accept-language']));
      }),
    );
  }

  await withinPrefix(app, '/edreams', (scoped) =>
    routeFile(scoped, edreamsOrderCalls.exportCsv, (query, request) => {
      const scope = orderScope('/edreams', requirePrincipal(request));
      return exports.csv(scope, query, requestTexts(request.headers['accept-language']));
    }),
  );
}
