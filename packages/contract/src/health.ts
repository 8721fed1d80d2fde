import { z } from 'zod';

/** `GET /health` data; HTTP 503 with database 'down' when the database does not answer. */
export const healthData = z.object({
  database: z.enum(['up', 'down']),
  engine: z.enum(['pglite', 'postgres']),
});
export type HealthData = z.output<typeof healthData>;
