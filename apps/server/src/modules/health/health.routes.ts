import { platformCalls, type HealthData } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { routeOptionsOf } from '../../platform/declared-call';
import { failure, ok } from '../../platform/envelope';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // For load balancers and monitors: HTTP 503 so they need not parse the body, hence a handler of its
  // own rather than routeCall (which always answers HTTP 200). It takes no input.
  app.route({
    ...routeOptionsOf(platformCalls.health),
    handler: async (_request, reply) => {
      const engine = app.database.engine;
      if (await app.database.ping()) return ok<HealthData>({ database: 'up', engine });
      const data: HealthData = { database: 'down', engine };
      return reply.code(503).send({ ...failure(503, 'The database does not answer'), data });
    },
  });
}
