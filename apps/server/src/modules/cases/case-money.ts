import type { DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { messageText } from '../../platform/messages';
import { formatMoney } from '../../platform/money';
import type { LedgerEntryInput, PostedEntry } from '../balance';
import { orderPayment } from '../orders';
import type { CaseRecord } from './cases.repository';

/** One money effect of a case on the account that paid (kernel.postToPayer). */
export interface PayerPosting {
  /** The effect claimed once per case (ANCILLARY_DEBIT, REFUND_CREDIT ...). */
  effect: string;
  type: LedgerEntryInput['type'];
  /** Unsigned: a charge takes it from the account, otherwise it is credited. */
  amount: string;
  charge?: boolean;
  operator: string;
  /** The account, when the case keeps it (a void); otherwise the one that paid the case's order. */
  accountId?: number;
  /**
   * How the refusal "Order … was not paid: …" ends when the order has no payment ('there is no
   * account to charge'); without it such an order posts nothing.
   */
  unpaid?: string;
  /** What goes with the money, once the account is known and before the entry (tickets paid back). */
  first?: () => Promise<unknown>;
  /** The move's note when the entry is posted: a catalog code, given `amount` and `entry` besides. */
  note: string;
  params?: Readonly<Record<string, string>>;
}

export interface PayerPosted {
  /** Null when the effect was posted before: then there is no note either. */
  entry: PostedEntry | null;
  note: string | undefined;
}

type PostOnce = (
  tx: DbTransaction,
  record: CaseRecord,
  effect: string,
  entry: LedgerEntryInput,
) => Promise<PostedEntry | null>;

/** Undefined only when the order was never paid and the posting gives no `unpaid`. */
export async function postToPayer(
  tx: DbTransaction,
  record: CaseRecord,
  posting: PayerPosting,
  postOnce: PostOnce,
): Promise<PayerPosted | undefined> {
  let accountId = posting.accountId;
  if (accountId === undefined) {
    const payment = await orderPayment(tx, record.orderId);
    if (!payment) {
      if (posting.unpaid === undefined) return undefined;
      throw new BadRequestError(`Order ${record.orderNo} was not paid: ${posting.unpaid}`);
    }
    accountId = payment.accountId;
  }
  await posting.first?.();
  const { amount } = posting;
  const entry = await postOnce(tx, record, posting.effect, {
    accountId,
    type: posting.type,
    amount: posting.charge ? `-${amount}` : amount,
    reference: record.caseNo,
    operator: posting.operator,
  });
  const note = entry
    ? messageText(posting.note, {
        ...posting.params,
        amount: formatMoney(amount, record.currency),
        entry: String(entry.id),
      })
    : undefined;
  return { entry, note };
}
