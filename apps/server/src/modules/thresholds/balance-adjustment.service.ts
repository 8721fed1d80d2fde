import {
  LedgerEntryType,
  showsBalance,
  type BalanceAdjustBody,
  type BalanceAdjustResult,
} from '@ota/contract';
import type { Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { toJsonAmount } from '../../platform/money';
import { postEntry } from '../balance';
import { platformLabel } from './balance-warning-mail';
import { actingPlatform } from '../../platform/acting-platform';
import type { Actor } from './platform-scope';
import { createThresholdsRepository } from './thresholds.repository';

/**
 * A manual correction of an account's balance: one ADJUSTMENT ledger entry whose reference is the
 * remark, through postEntry, so it is refused beyond the available amount and may trigger the
 * balance warning like any other entry (docs/decisions/0011-thresholds-balance-warning.md).
 */
export function createBalanceAdjustmentService(deps: { db: Database }) {
  return {
    async adjust(actor: Actor, body: BalanceAdjustBody): Promise<BalanceAdjustResult> {
      const platformType = actingPlatform(actor.platformType, body.platformType);
      const figures = showsBalance(actor.platformType);
      return deps.db.transaction(async (tx) => {
        const accountId = await createThresholdsRepository(tx).accountId(platformType, body.currency);
        if (accountId === undefined) {
          throw new BadRequestError(`${platformLabel(platformType)} has no ${body.currency} account`);
        }
        const entry = await postEntry(tx, {
          accountId,
          type: LedgerEntryType.ADJUSTMENT,
          amount: body.amount,
          reference: body.remark,
          operator: actor.name,
        }).catch((error: unknown) => {
          // The refusal names the available amount: not to a platform whose balance is hidden.
          if (
            !figures &&
            error instanceof BadRequestError &&
            error.message.startsWith('Insufficient balance')
          )
            throw new BadRequestError('Insufficient balance');
          throw error;
        });
        return {
          entryId: entry.id,
          platformType,
          currency: entry.currency,
          amount: toJsonAmount(entry.amount),
          // Not to a platform whose balance is hidden (spec section 6).
          balance: figures ? toJsonAmount(entry.balanceAfter) : null,
        };
      });
    },
  };
}
