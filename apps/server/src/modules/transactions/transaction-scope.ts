import { showsBalance } from '@ota/contract';
import type { Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { ledgerAccounts, type LedgerAccount } from '../balance';

/** Who asks: their platform (null: every platform) and name. */
export interface Actor {
  platformType: number | null;
  name: string;
}

/**
 * The accounts a caller may read: its own platform's, or for a user without a platform every one (or
 * those of the platform it names). Naming another platform than one's own is refused, not ignored.
 */
export async function scopedAccounts(
  db: Database,
  actor: Actor,
  filter: { platformType?: number; currency?: string },
): Promise<LedgerAccount[]> {
  if (
    actor.platformType !== null &&
    filter.platformType !== undefined &&
    filter.platformType !== actor.platformType
  )
    throw new BadRequestError(`platformType must be your own platform (${actor.platformType})`);
  return ledgerAccounts(db, {
    platformType: actor.platformType ?? filter.platformType ?? null,
    currency: filter.currency,
  });
}

/** Whether the caller sees balances (edreams does not: spec section 6, docs/decisions/0011). */
export const seesBalance = (actor: Actor) => showsBalance(actor.platformType);
