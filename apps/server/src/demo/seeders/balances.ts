import { PlatformType } from '@ota/contract';
import { createLedgerRepository } from '../../modules/balance/ledger.repository';
import type { DemoContext } from '../demo-context';

/**
 * An EUR account per platform with a 5,000.00 credit limit. Its ledger is written with the orders
 * it paid for (seeders/order-payments.ts), so the entries run in time order.
 */
export async function seedBalances(ctx: DemoContext): Promise<void> {
  const ledger = createLedgerRepository(ctx.db);
  for (const platformType of [PlatformType.ONEFLY, PlatformType.EDREAMS]) {
    const accountId = await ledger.createAccount({ platformType, currency: 'EUR', creditLimit: '5000.00' });
    ctx.ids.set(`account:${platformType}:EUR`, accountId);
  }
}
