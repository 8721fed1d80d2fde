import {
  Permission,
  seatInsertInput,
  seatPageQuery,
  seatSelectionQuery,
  seatUpdateInput,
  wholeNumber,
} from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { wrapperCallsOf } from '../suppliers';
import { createSeatsService } from './seats.service';

const idQuery = z.object({ id: wholeNumber('id') });

/** Seats (1005-6; a seat may also be chosen from the order details, 1001-1). */
export async function seatsRoutes(app: FastifyInstance): Promise<void> {
  const seats = createSeatsService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });
  const access = { anyOf: [Permission.SEATS] };
  const choosing = { anyOf: [Permission.SEATS, Permission.ORDER_LIST] };

  app.get('/seatSelectInfo/getSeatSelectionInfo', { config: { access: choosing } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await seats.selection(platformType, parseInput(seatSelectionQuery, request.query)));
  });

  // Spec section 8: the success text is `data`.
  app.post('/seatSelectInfo/insert', { config: { access: choosing } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    return ok(await seats.insert(platformType, parseInput(seatInsertInput, request.body), user.name));
  });

  app.get('/seatSelectInfo/pageList', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await seats.page(platformType, parseInput(seatPageQuery, request.query)));
  });

  app.get('/seatSelectInfo/detail', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await seats.detail(platformType, parseInput(idQuery, request.query).id));
  });

  app.post('/seatSelectInfo/update', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    const { row, message } = await seats.update(
      platformType,
      parseInput(seatUpdateInput, request.body),
      user.name,
    );
    return ok(row, message);
  });
}
