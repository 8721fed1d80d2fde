import {
  Permission,
  mailboxDeleteQuery,
  mailboxInsertBody,
  mailboxPageQuery,
  mailboxUpdateBody,
  outboxPageQuery,
} from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { createMailboxesService } from './mailboxes.service';

export async function mailboxesRoutes(app: FastifyInstance): Promise<void> {
  const mailboxes = createMailboxesService({ db: app.db, timeZone: app.config.timeZone });
  const access = { anyOf: [Permission.MAILBOXES] };

  app.get('/mailbox/pageList', { config: { access } }, async (request) => {
    return ok(await mailboxes.page(requirePrincipal(request), parseInput(mailboxPageQuery, request.query)));
  });

  app.post('/mailbox/insert', { config: { access } }, async (request) => {
    return ok(await mailboxes.insert(requirePrincipal(request), parseInput(mailboxInsertBody, request.body)));
  });

  app.post('/mailbox/update', { config: { access } }, async (request) => {
    await mailboxes.update(requirePrincipal(request), parseInput(mailboxUpdateBody, request.body));
    return ok(null);
  });

  app.get('/mailbox/delete', { config: { access, writes: true } }, async (request) => {
    await mailboxes.remove(requirePrincipal(request), parseInput(mailboxDeleteQuery, request.query).id);
    return ok(null);
  });

  // What was written for the mailboxes and whether it went out (the log says it too).
  app.get('/mailbox/outbox/pageList', { config: { access } }, async (request) => {
    return ok(
      await mailboxes.outboxPage(requirePrincipal(request), parseInput(outboxPageQuery, request.query)),
    );
  });
}
