import { UPDATE_PASSENGERS_SUCCESS, passengerChangeCalls } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall, withMessage } from '../../platform/declared-call';
import { messageText } from '../../platform/messages';
import { createPassengerChangesService } from './passenger-changes.service';

/**
 * Passenger information changes (1005-4). The spec lists the add under ticket change, so the ticket
 * change desk (1005-2) may open one too (calls.md: 1005-2 or 1005-4); the list and moves stay 1005-4.
 * The calls are declared in the contract (passengerChangeCalls, decision 0043).
 */
export async function passengerChangesRoutes(app: FastifyInstance): Promise<void> {
  const changes = createPassengerChangesService({ db: app.db, timeZone: app.config.timeZone });

  routeCall(app, passengerChangeCalls.add, (body, request) => {
    const { platformType, user } = requirePrincipal(request);
    return changes.add(platformType, body, user.name);
  });
  routeCall(app, passengerChangeCalls.page, (query, request) =>
    changes.page(requirePrincipal(request).platformType, query),
  );
  routeCall(app, passengerChangeCalls.detail, (query, request) =>
    changes.detail(requirePrincipal(request).platformType, query.id),
  );
  routeCall(app, passengerChangeCalls.update, async (body, request) => {
    const { platformType, user } = requirePrincipal(request);
    const moved = await changes.update(platformType, body, user.name);
    return withMessage(moved, movedMessage(moved.changeNo, body.status, body.reason));
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
