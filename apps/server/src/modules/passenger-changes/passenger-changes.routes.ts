import {
  Permission,
  UPDATE_PASSENGERS_SUCCESS,
  passengerChangeAddInput,
  passengerChangePageQuery,
  passengerChangeUpdateInput,
  wholeNumber,
} from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { messageText } from '../../platform/messages';
import { parseInput } from '../../platform/validation';
import { createPassengerChangesService } from './passenger-changes.service';

const idQuery = z.object({ id: wholeNumber('id') });

/**
 * Passenger information changes (1005-4). The spec lists the add under ticket change, so the ticket
 * change desk (1005-2) may open one too (calls.md: 1005-2 or 1005-4); the list and moves stay 1005-4.
 */
export async function passengerChangesRoutes(app: FastifyInstance): Promise<void> {
  const changes = createPassengerChangesService({ db: app.db, timeZone: app.config.timeZone });
  const access = { anyOf: [Permission.PASSENGERS] };
  const adding = { anyOf: [Permission.TICKET_CHANGES, Permission.PASSENGERS] };

  app.post('/passengerInfoChanging/add', { config: { access: adding } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    return ok(await changes.add(platformType, parseInput(passengerChangeAddInput, request.body), user.name));
  });

  app.get('/passengerInfoChanging/pageList', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await changes.page(platformType, parseInput(passengerChangePageQuery, request.query)));
  });

  app.get('/passengerInfoChanging/detail', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await changes.detail(platformType, parseInput(idQuery, request.query).id));
  });

  app.post('/passengerInfoChanging/update', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    const input = parseInput(passengerChangeUpdateInput, request.body);
    const moved = await changes.update(platformType, input, user.name);
    return ok(moved, movedMessage(moved.changeNo, input.status, input.reason));
  });
}

/**
 * What a move did: only DONE updates the order's passengers (the spec's 'Successfully updated
 * passengers'); submitting, rejecting and cancelling say so and nothing more.
 */
function movedMessage(changeNo: string, status: string, reason: string | undefined): string {
  if (status === 'DONE') return UPDATE_PASSENGERS_SUCCESS;
  if (status === 'SUBMITTED') return messageText('passengerChangeSubmitted', { changeNo });
  if (status === 'REJECTED')
    return messageText('passengerChangeRejected', { changeNo, reason: reason ?? '' });
  return messageText('passengerChangeCancelled', { changeNo });
}
