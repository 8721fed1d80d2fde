import type { Database, DbTransaction } from '../../platform/db';
import { createAirlinesRepository } from './airlines.repository';

/** The airlines module's public face: the wrappers other modules may ask (flight search, rebooks ...). */
export function onlineWrappers(db: Database | DbTransaction): Promise<{ name: string; url: string }[]> {
  return createAirlinesRepository(db).online();
}
