import type { HealthData } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { failure, ok } from '../../platform/envelope';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // For load balancers and monitors: public, and HTTP 503 so they need not parse the body.
  app.get('/health', { config: { access: 'public' } }, async (_request, reply) => {
    const engine = app.database.engine;
    if (await app.database.ping()) return ok<HealthData>({ database: 'up', engine });
    const data: HealthData = { database: 'down', engine };
    return reply.code(503).send({ ...failure(503, 'The database does not answer'), data });
  });
}
