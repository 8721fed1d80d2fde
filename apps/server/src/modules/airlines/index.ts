import type { WrapperTestResult } from '@ota/contract';
import type { Database, DbTransaction } from '../../platform/db';
import { createAirlinesRepository } from './airlines.repository';
import { createAirlinesService, type AirlinesDeps } from './airlines.service';

export type { AirlinesDeps } from './airlines.service';
export { airlineNameOf } from './airline-names';

/** The airlines module's public face: the wrappers other modules may ask (flight search, rebooks ...). */
export function onlineWrappers(db: Database | DbTransaction): Promise<{ name: string; url: string }[]> {
  return createAirlinesRepository(db).online();
}

/** The online wrappers, oldest first, each with the airlines its last test said it serves (null: untested). */
export function onlineWrappersByAge(db: Database | DbTransaction) {
  return createAirlinesRepository(db).onlineByAge();
}

/**
 * Runs "Test connection" on the wrappers with these names (any case), each over HTTP as an operator's
 * click does, and keeps each outcome as the record's last test (what airlines it serves, among others).
 */
export async function testConnections(
  deps: AirlinesDeps,
  names: readonly string[],
): Promise<{ name: string; result: WrapperTestResult }[]> {
  const service = createAirlinesService(deps);
  const wrappers = await createAirlinesRepository(deps.db).idsByName(names);
  return Promise.all(
    wrappers.map(async ({ id, name }) => ({ name, result: await service.testConnection(id) })),
  );
}
