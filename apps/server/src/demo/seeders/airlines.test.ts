import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { airlineWrappers } from '../../db/schema/airlines';
import { createAirlinesRepository } from '../../modules/airlines/airlines.repository';
import { testEngines, useTestDatabase } from '../../test/databases';
import { DEMO_AIRLINES } from '../airline';
import { syncDemoWrapperUrls } from './airlines';

describe.each(testEngines())('demo airline wrappers (%s)', (engine) => {
  // A copy of the run's demo template, which seedDemoData made (test/database-templates.ts).
  const t = useTestDatabase(engine, { demo: true });
  const wrappers = () =>
    t.handle.db
      .select({ name: airlineWrappers.name, url: airlineWrappers.wrapperUrl, status: airlineWrappers.status })
      .from(airlineWrappers)
      .orderBy(asc(airlineWrappers.id));

  it('seeds one online wrapper per demo airline at its default port', async () => {
    expect(await wrappers()).toEqual(
      DEMO_AIRLINES.map((airline) => ({
        name: airline.name,
        url: `http://127.0.0.1:${airline.port}`,
        status: 'online',
      })),
    );
  });

  it('points the demo wrappers at the ports of this start, by name, leaving the rest as the operator left it', async () => {
    const repo = createAirlinesRepository(t.handle.db);
    const [demoAir, euroZephyr, orientLark] = (await repo.page({}, 0, 10)).rows;
    if (!demoAir || !euroZephyr || !orientLark) throw new Error('the demo wrappers are missing');
    await repo.update(demoAir.id, { name: 'DEMO AIR', status: 'offline' });
    await repo.remove(orientLark.id);
    await repo.insert({ name: 'Own Wrapper', wrapperUrl: 'https://own.example.com', status: 'online' });

    const running = [
      { code: 'DA', name: 'Demo Air', url: 'http://127.0.0.1:40001' },
      { code: 'EZ', name: 'Euro Zephyr', url: 'http://127.0.0.1:40002' },
      { code: 'OL', name: 'Orient Lark', url: 'http://127.0.0.1:40003' },
    ];
    expect(await syncDemoWrapperUrls(t.handle.db, running)).toBe(2);
    expect(await wrappers()).toEqual([
      { name: 'DEMO AIR', url: 'http://127.0.0.1:40001', status: 'offline' },
      { name: 'Euro Zephyr', url: 'http://127.0.0.1:40002', status: 'online' },
      { name: 'Own Wrapper', url: 'https://own.example.com', status: 'online' },
    ]);
    // Same ports on the next start: nothing to change.
    expect(await syncDemoWrapperUrls(t.handle.db, running)).toBe(0);
  });
});
