import { LedgerEntryType, PlatformType } from '@ota/contract';
import { createLedgerRepository } from '../../modules/balance/ledger.repository';
import { postEntry } from '../../modules/balance/ledger.service';
import type { DemoContext } from '../seed';

const PLATFORMS = [
  { platformType: PlatformType.ONEFLY, orderPrefix: 'OF' },
  { platformType: PlatformType.EDREAMS, orderPrefix: 'ED' },
];

/** An EUR account per platform: a top-up, a few bookings paid from it and one correction. */
export async function seedBalances(ctx: DemoContext): Promise<void> {
  const ledger = createLedgerRepository(ctx.db);
  for (const { platformType, orderPrefix } of PLATFORMS) {
    const accountId = await ledger.createAccount({ platformType, currency: 'EUR', creditLimit: '5000.00' });
    ctx.ids.set(`account:${platformType}:EUR`, accountId);
    const post = (
      type: (typeof LedgerEntryType)[keyof typeof LedgerEntryType],
      amount: string,
      reference: string,
    ) => postEntry(ctx.db, { accountId, type, amount, reference, operator: 'admin' });

    await post(LedgerEntryType.TOP_UP, ctx.random.amount(15_000, 25_000), `TOPUP-${platformType}-0001`);
    const bookings = ctx.random.int(3, 5);
    for (let n = 1; n <= bookings; n += 1) {
      const orderNo = `${orderPrefix}${String(ctx.random.int(10_000_000, 99_999_999))}`;
      await post(LedgerEntryType.BOOKING_DEBIT, `-${ctx.random.amount(120, 1800)}`, orderNo);
    }
    const correction = ctx.random.amount(5, 60);
    await post(
      LedgerEntryType.ADJUSTMENT,
      ctx.random.next() < 0.5 ? `-${correction}` : correction,
      'ADJ-0001',
    );
  }
}
