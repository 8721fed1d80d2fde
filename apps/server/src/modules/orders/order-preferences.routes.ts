import { Permission, orderPreferenceInput } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { createOrderPreferencesService } from './order-preferences.service';

/** The order preference page: the signed-in user's own defaults, nobody else's. */
export async function orderPreferencesRoutes(app: FastifyInstance): Promise<void> {
  const preferences = createOrderPreferencesService({ db: app.db });
  const access = { anyOf: [Permission.ORDER_LIST] };

  app.get('/orderPreference/detail', { config: { access } }, async (request) => {
    return ok(await preferences.get(requirePrincipal(request).user.id));
  });

  app.post('/orderPreference/save', { config: { access } }, async (request) => {
    const userId = requirePrincipal(request).user.id;
    return ok(
      await preferences.save(userId, parseInput(orderPreferenceInput, request.body)),
      'Preferences saved',
    );
  });
}
