import { createAirlinesRepository } from '../../modules/airlines/airlines.repository';
import type { Database } from '../../platform/db';
import { DEMO_AIRLINES } from '../airline';
import type { DemoContext } from '../demo-context';

/** Where the demo airlines listen by default; a demo start points the records at the real ports. */
export function defaultDemoWrapperUrl(port: number): string {
  return `http://127.0.0.1:${port}`;
}

/** One online wrapper record per demo airline. */
export async function seedAirlineWrappers(ctx: DemoContext): Promise<void> {
  const wrappers = createAirlinesRepository(ctx.db);
  for (const airline of DEMO_AIRLINES) {
    const id = await wrappers.insert({
      name: airline.name,
      wrapperUrl: defaultDemoWrapperUrl(airline.port),
      status: 'online',
    });
    ctx.ids.set(`wrapper:${airline.code}`, id);
  }
}

/**
 * The demo airlines may listen on other ports on each start (DEMO_AIRLINE_PORTS=0,0,0): the demo
 * records, found by name, follow them. A record the operator deleted stays deleted, and its
 * status stays as the operator left it.
 */
export function syncDemoWrapperUrls(
  db: Database,
  running: readonly { name: string; url: string }[],
): Promise<number> {
  return db.transaction((tx) => createAirlinesRepository(tx).setUrlsByName(running));
}
