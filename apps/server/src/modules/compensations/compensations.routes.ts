import {
  Permission,
  compensationAddInput,
  compensationCancelInput,
  compensationEditInput,
  compensationIdInput,
  compensationInnerInput,
  compensationPageQuery,
} from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { createCompensationsService } from './compensations.service';

/** Order compensation (1005-7): every call is a JSON POST (spec section 7). */
export async function compensationsRoutes(app: FastifyInstance): Promise<void> {
  const compensations = createCompensationsService({ db: app.db, timeZone: app.config.timeZone });
  const access = { anyOf: [Permission.COMPENSATION] };

  app.post('/order/compensation/page/list', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await compensations.page(platformType, parseInput(compensationPageQuery, request.body ?? {})));
  });

  app.post('/order/compensation/details', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await compensations.detail(platformType, parseInput(compensationIdInput, request.body).id));
  });

  app.post('/order/compensation/add', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    const input = parseInput(compensationAddInput, request.body);
    return ok(await compensations.add(platformType, input, user.name));
  });

  app.post('/order/compensation/cancel', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    const input = parseInput(compensationCancelInput, request.body);
    return ok(await compensations.cancel(platformType, input, user.name));
  });

  app.post('/order/compensation/edit', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    const input = parseInput(compensationEditInput, request.body);
    return ok(await compensations.edit(platformType, input, user.name));
  });

  app.post('/order/compensation/inner/update', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    const input = parseInput(compensationInnerInput, request.body);
    return ok(await compensations.innerUpdate(platformType, input, user.name));
  });
}
