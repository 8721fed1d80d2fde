import type { OrderPaymentInfo } from '@ota/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { accounts, ledgerEntries, orderPayments, orders } from '../../db/schema';
import type { Database } from '../../platform/db';
import { toCents, toJsonAmount } from '../../platform/money';
import { latestBalance } from '../balance/ledger.repository';
import { instantText } from './order-columns';

const PLATFORM_NAMES: Record<number, string> = { 1: 'ONEFLY', 2: 'EDREAMS' };

/** The order payment page: the order's price, the paying account's figures, and its ledger entries. */
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
          paidAt: instantText(orders.paidAt, timeZone),
          paidAccountId: orderPayments.accountId,
          paidAmount: sql<string | null>`${orderPayments.amount}::text`,
        })
        .from(orders)
        .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
        .where(and(eq(orders.orderNo, orderNo), scope === null ? undefined : eq(orders.platformType, scope)));
      if (!order) return null;

      const [account] = await db
        .select({
          id: accounts.id,
          currency: accounts.currency,
          balance: sql<string>`${latestBalance}::text`,
          creditLimit: sql<string>`${accounts.creditLimit}::text`,
          available: sql<string>`(${latestBalance} + ${accounts.creditLimit})::text`,
        })
        .from(accounts)
        .where(
          order.paidAccountId === null
            ? and(
                eq(accounts.platformType, order.platformType),
                inArray(accounts.currency, [order.currency, 'EUR']),
              )
            : eq(accounts.id, order.paidAccountId),
        )
        .orderBy(sql`${accounts.currency} = ${order.currency} desc`)
        .limit(1);
      const amount =
        order.paidAmount ?? (account && account.currency !== order.currency ? order.priceEur : order.price);

      const ledger = await db
        .select({
          id: ledgerEntries.id,
          type: ledgerEntries.type,
          amount: sql<string>`${ledgerEntries.amount}::text`,
          balanceAfter: sql<string>`${ledgerEntries.balanceAfter}::text`,
          currency: accounts.currency,
          operator: ledgerEntries.operator,
          createdTime: sql<string>`${instantText(ledgerEntries.createdAt, timeZone)}`,
        })
        .from(ledgerEntries)
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .where(and(eq(ledgerEntries.reference, order.orderNo), eq(accounts.platformType, order.platformType)))
        .orderBy(asc(ledgerEntries.id));

      return {
        orderNo: order.orderNo,
        status: order.status,
        price: toJsonAmount(order.price),
        currency: order.currency,
        paid: order.paidAt !== null,
        paidAt: order.paidAt,
        amount: toJsonAmount(amount),
        account: account
          ? {
              label: `${PLATFORM_NAMES[order.platformType] ?? order.platformType}-${account.currency}`,
              currency: account.currency,
              balance: toJsonAmount(account.balance),
              creditLimit: toJsonAmount(account.creditLimit),
              available: toJsonAmount(account.available),
              covers: toCents(account.available) >= toCents(amount),
            }
          : null,
        ledger: ledger.map((entry) => ({
          ...entry,
          amount: toJsonAmount(entry.amount),
          balanceAfter: toJsonAmount(entry.balanceAfter),
        })),
      };
    },
  };
}
