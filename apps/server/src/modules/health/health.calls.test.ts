import { healthData, platformCalls } from '@ota/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig, useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';

/** The declared call (decision 0043): its real answers parse with the answer schema, the 503 one too. */
describe.each(testEngines())('health call as declared (%s)', (engine) => {
  const t = useTestApp(engine, { demo: false });
  const calls = callTester(t);

  it('answers without a session as its answer schema says', async () => {
    expect(await calls.answered(platformCalls.health, {}, '')).toEqual({ database: 'up', engine });
  });

  it('answers HTTP 503 with data of the same schema when the database does not answer', async () => {
    const app = buildApp({ config: testConfig(), database: { ...t.database, ping: async () => false } });
    try {
      const response = await app.inject({ method: 'GET', url: `/prod-api${platformCalls.health.path}` });
      expect(response.statusCode).toBe(503);
      const { data } = response.json<{ data: unknown }>();
      expect(healthData.parse(data)).toEqual({ database: 'down', engine });
    } finally {
      await app.close();
    }
  });
});
