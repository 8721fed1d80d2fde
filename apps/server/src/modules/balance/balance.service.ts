import type { BalanceInfo } from '@ota/contract';
import type { Database } from '../../platform/db';
import { toJsonAmount } from '../../platform/money';
import { createBalanceRepository } from './balance.repository';
import { ledgerWriteCount } from './ledger.service';

interface Cached {
  until: number;
  writes: number;
  data: BalanceInfo[];
}

/**
 * The top bar polls the balance every 10 s per open console; answers are kept for at most
 * `cacheMs` and dropped as soon as this process writes a ledger entry (docs/decisions/0003-balance-cache.md).
 */
export function createBalanceService(deps: { db: Database; cacheMs?: number }) {
  const repository = createBalanceRepository(deps.db);
  const cacheMs = deps.cacheMs ?? 1000;
  const cache = new Map<string, Cached>();

  return {
    async balanceInfo(platformType: number | null): Promise<BalanceInfo[]> {
      const key = String(platformType);
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && hit.until > now && hit.writes === ledgerWriteCount()) return hit.data;
      const writes = ledgerWriteCount();
      const rows =
        platformType === null ? await repository.ofAllPlatforms() : await repository.ofPlatform(platformType);
      const data = rows.map((row) => ({
        price: toJsonAmount(row.balance),
        currency: row.currency,
        ...(row.platformType === undefined ? {} : { platformType: row.platformType }),
      }));
      if (cacheMs > 0) cache.set(key, { until: now + cacheMs, writes, data });
      return data;
    },
  };
}
