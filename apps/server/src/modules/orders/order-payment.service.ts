import { showsBalance, type OrderPaymentInfo } from '@ota/contract';
import { and, eq, sql } from 'drizzle-orm';
import { orderPayments, orders } from '../../db/schema/orders';
import type { Database } from '../../platform/db';
import { toCents, toJsonAmount } from '../../platform/money';
import { instantText } from '../../platform/sql-text';
import { accountFigures, entriesOfReference } from '../balance';

const PLATFORM_NAMES: Record<number, string> = { 1: 'ONEFLY', 2: 'EDREAMS' };

/**
 * The order payment page (docs/decisions/0016): the order's price; for a paid order the debit its
 * payment row names, with that ledger entry; for an unpaid one what paying would debit now; for one
 * that ended unpaid, no amount at all. A caller whose platform hides the balance gets no figures.
 */
export function createOrderPaymentService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;

  return {
    async info(scope: number | null, orderNo: string): Promise<OrderPaymentInfo | null> {
      const [order] = await db
        .select({
          id: orders.id,
          orderNo: orders.orderNo,
          platformType: orders.platformType,
          status: orders.status,
          currency: orders.currency,
          price: sql<string>`${orders.totalPrice}::text`,
          priceEur: sql<string>`${orders.totalPriceEur}::text`,
          paidAt: instantText(orderPayments.paidAt, timeZone),
          paidAccountId: orderPayments.accountId,
          paidAmount: sql<string | null>`${orderPayments.amount}::text`,
          debitEntryId: orderPayments.ledgerEntryId,
        })
        .from(orders)
        .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
        .where(and(eq(orders.orderNo, orderNo), scope === null ? undefined : eq(orders.platformType, scope)));
      if (!order) return null;

      const account = await accountFigures(
        db,
        order.paidAccountId === null
          ? { platformType: order.platformType, currency: order.currency }
          : { accountId: order.paidAccountId },
      );
      const payable = order.paidAmount === null && order.status === 'PENDING_PAYMENT';
      const due = account && account.currency !== order.currency ? order.priceEur : order.price;
      const amount = order.paidAmount ?? (payable ? due : null);

      // The debit is the entry the payment row names; later entries name the order as their reference.
      const ledger = await entriesOfReference(
        db,
        { entryId: order.debitEntryId, reference: order.orderNo, platformType: order.platformType },
        timeZone,
      );

      const figures = showsBalance(scope);
      const shown = (value: string) => (figures ? toJsonAmount(value) : null);
      return {
        orderNo: order.orderNo,
        status: order.status,
        price: toJsonAmount(order.price),
        currency: order.currency,
        paid: order.paidAmount !== null,
        paidAt: order.paidAt,
        payable,
        amount: amount === null ? null : toJsonAmount(amount),
        account: account
          ? {
              label: `${PLATFORM_NAMES[order.platformType] ?? order.platformType}-${account.currency}`,
              currency: account.currency,
              balance: shown(account.balance),
              creditLimit: shown(account.creditLimit),
              available: shown(account.available),
              covers: amount !== null && toCents(account.available) >= toCents(amount),
            }
          : null,
        ledger: ledger.map((entry) => ({
          ...entry,
          amount: toJsonAmount(entry.amount),
          balanceAfter: shown(entry.balanceAfter),
        })),
      };
    },
  };
}
