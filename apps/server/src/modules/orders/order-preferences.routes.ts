import { orderCalls } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall, withMessage } from '../../platform/declared-call';
import { createOrderPreferencesService } from './order-preferences.service';

/** The order preference page: the signed-in user's own defaults, nobody else's. */
export async function orderPreferencesRoutes(app: FastifyInstance): Promise<void> {
  const preferences = createOrderPreferencesService({ db: app.db });

  routeCall(app, orderCalls.preference, (_query, request) =>
    preferences.get(requirePrincipal(request).user.id),
  );

  routeCall(app, orderCalls.savePreference, async (input, request) =>
    withMessage(await preferences.save(requirePrincipal(request).user.id, input), 'Preferences saved'),
  );
}
