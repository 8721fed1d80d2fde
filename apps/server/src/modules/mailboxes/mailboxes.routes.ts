import { mailboxCalls } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall } from '../../platform/declared-call';
import { createMailboxesService } from './mailboxes.service';

/** The calls are declared in the contract (mailboxCalls, decision 0043): paths, access, input, answer. */
export async function mailboxesRoutes(app: FastifyInstance): Promise<void> {
  const mailboxes = createMailboxesService({ db: app.db, timeZone: app.config.timeZone });

  routeCall(app, mailboxCalls.page, (query, request) => mailboxes.page(requirePrincipal(request), query));
  routeCall(app, mailboxCalls.insert, (body, request) => mailboxes.insert(requirePrincipal(request), body));
  routeCall(app, mailboxCalls.update, async (body, request) => {
    await mailboxes.update(requirePrincipal(request), body);
    return null;
  });
  routeCall(app, mailboxCalls.remove, async (query, request) => {
    await mailboxes.remove(requirePrincipal(request), query.id);
    return null;
  });
  // What was written for the mailboxes and whether it went out (the log says it too).
  routeCall(app, mailboxCalls.outbox, (query, request) =>
    mailboxes.outboxPage(requirePrincipal(request), query),
  );
}
