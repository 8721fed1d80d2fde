import { Permission, userPageQuery } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { createUsersService } from './users.service';

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const users = createUsersService({ db: app.db, timeZone: app.config.timeZone });
  const manageUsers = { anyOf: [Permission.USERS, Permission.LIMITED_USERS] };

  app.get('/user/page/list', { config: { access: manageUsers } }, async (request) => {
    return ok(await users.page(parseInput(userPageQuery, request.query)));
  });
}
