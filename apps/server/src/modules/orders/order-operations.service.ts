import {
  FINAL_STATUSES,
  LedgerEntryType,
  PAID_STATUSES,
  canTransition,
  type OrderActionResult,
  type OrderStatus,
  type PaymentResult,
  type SupplierCheckResult,
  type UpdatePassengersInput,
  type WrapperBookingStatusValue,
} from '@ota/contract';
import type { Database, DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { recordEvent } from '../../platform/messages';
import { formatMoney, toJsonAmount } from '../../platform/money';
import { formatDateTime } from '../../platform/time';
import { payingAccount, postEntry } from '../balance';
import type { WrapperCalls } from '../suppliers';
import {
  appendOperationRecord,
  createOrderOperationsRepository,
  refreshOrderSummary,
  type LockedOrder,
} from './order-operations.repository';
import { createOrderSuppliers, supplierRefusal } from './order-supplier';
import { changePassenger } from './passenger-change';
import { ticketPrefix } from './ticket-numbers';

export interface Actor {
  /** The platform whose orders the caller may act on (null: all). */
  scope: number | null;
  /** User name, written into the operation records. */
  operator: string;
}

const PLATFORM_NAMES: Record<number, string> = { 1: 'ONEFLY', 2: 'EDREAMS' };
const NOT_RECONFIRMABLE: readonly OrderStatus[] = ['EXPIRED', 'CANCELLED', 'COMPLETED'];

/** The order statuses a supplier's TICKETED moves an order through, from where it stands. */
function ticketedPath(status: OrderStatus): OrderStatus[] {
  if (status === 'PAID') return ['TICKETING', 'TICKETED'];
  if (status === 'TICKETING_FAILED') return ['TICKETING', 'TICKETED'];
  if (status === 'TICKETING') return ['TICKETED'];
  return [];
}

export function createOrderOperationsService(deps: {
  db: Database;
  timeZone: string;
  wrapperCalls: WrapperCalls;
}) {
  const suppliers = createOrderSuppliers({ db: deps.db, wrapperCalls: deps.wrapperCalls });
  const now = () => formatDateTime(new Date(), deps.timeZone);

  /** Runs `work` on the locked order; an unknown order (or another platform's) is refused. */
  function withOrder<T>(
    actor: Actor,
    orderNo: string,
    work: (tx: DbTransaction, order: LockedOrder) => Promise<T>,
  ): Promise<T> {
    return deps.db.transaction(async (tx) => {
      const order = await createOrderOperationsRepository(tx).lock(orderNo, actor.scope);
      if (!order) throw new BadRequestError(`Order ${orderNo} does not exist`);
      return work(tx, order);
    });
  }

  async function readOrder(actor: Actor, orderNo: string): Promise<LockedOrder> {
    return withOrder(actor, orderNo, async (_tx, order) => order);
  }

  return {
    /**
     * PENDING_PAYMENT → PAID with one BOOKING_DEBIT, both in this transaction. The order row lock
     * makes concurrent calls wait; the first pays, the others find it paid (order_payments' unique
     * order_id backs that up).
     */
    pay(actor: Actor, orderNo: string): Promise<PaymentResult> {
      return withOrder(actor, orderNo, async (tx, order) => {
        if (PAID_STATUSES.includes(order.status))
          throw new BadRequestError(`Order ${orderNo} is already paid`);
        if (order.status !== 'PENDING_PAYMENT')
          throw new BadRequestError(`Order ${orderNo} cannot be paid in status ${order.status}`);
        const repository = createOrderOperationsRepository(tx);
        const account = await payingAccount(tx, order.platformType, order.currency);
        if (!account) throw new BadRequestError(`Platform ${order.platformType} has no account to pay from`);
        const amount = account.currency === order.currency ? order.totalPrice : order.totalPriceEur;
        const entry = await postEntry(tx, {
          accountId: account.id,
          type: LedgerEntryType.BOOKING_DEBIT,
          amount: `-${amount}`,
          reference: order.orderNo,
          operator: actor.operator,
        });
        const accountLabel = `${PLATFORM_NAMES[order.platformType] ?? order.platformType}-${account.currency}`;
        await repository.recordPayment({
          orderId: order.id,
          ledgerEntryId: entry.id,
          accountId: account.id,
          amount,
          operator: actor.operator,
          accountLabel,
        });
        await appendOperationRecord(tx, {
          orderId: order.id,
          operator: actor.operator,
          ...recordEvent('recordPaid', {
            amount: formatMoney(amount, account.currency),
            account: accountLabel,
            entry: String(entry.id),
            balance: formatMoney(entry.balanceAfter, account.currency),
          }),
        });
        return {
          orderNo: order.orderNo,
          status: 'PAID',
          amount: toJsonAmount(amount),
          currency: account.currency,
          balanceAfter: toJsonAmount(entry.balanceAfter),
        };
      });
    },

    /** TICKETING_FAILED → TICKETING: the booking is sent to the airline again. */
    reCreate(actor: Actor, orderNo: string): Promise<OrderActionResult> {
      return withOrder(actor, orderNo, async (tx, order) => {
        if (order.status !== 'TICKETING_FAILED' || !canTransition(order.status, 'TICKETING'))
          throw new BadRequestError(
            `Order ${orderNo} is ${order.status}: only a TICKETING_FAILED order can be re-created`,
          );
        await createOrderOperationsRepository(tx).setStatus(order.id, 'TICKETING');
        await appendOperationRecord(tx, {
          orderId: order.id,
          operator: actor.operator,
          ...recordEvent('recordReCreated', { airline: order.airline }),
        });
        return { orderNo: order.orderNo, status: 'TICKETING' };
      });
    },

    /** Asks the airline to reconfirm the booking and records its answer; the status stays. */
    async reconfirm(actor: Actor, orderNo: string): Promise<SupplierCheckResult> {
      const order = await readOrder(actor, orderNo);
      if (NOT_RECONFIRMABLE.includes(order.status))
        throw new BadRequestError(`Order ${orderNo} cannot be reconfirmed in status ${order.status}`);
      const supplier = await suppliers.forAirline(order.airline);
      const answer = await supplier.client.reconfirm(order.pnr).catch(supplierRefusal);
      return withOrder(actor, orderNo, async (tx, locked) => {
        const event = recordEvent('recordReconfirmed', {
          supplier: supplier.name,
          pnr: answer.pnr,
          status: answer.status,
        });
        await appendOperationRecord(tx, { orderId: locked.id, operator: actor.operator, ...event });
        const message = event.content;
        return { orderNo, status: locked.status, supplierStatus: answer.status, checkedAt: now(), message };
      });
    },

    /**
     * Refreshes the order from the airline: a TICKETED booking moves a paid order on to TICKETED
     * (tickets numbered), a CANCELLED one cancels an unpaid order; anything else is recorded only.
     */
    async getStatus(actor: Actor, orderNo: string): Promise<SupplierCheckResult> {
      const order = await readOrder(actor, orderNo);
      const supplier = await suppliers.forAirline(order.airline);
      const answer = await supplier.client.bookingStatus(order.pnr).catch(supplierRefusal);
      return withOrder(actor, orderNo, async (tx, locked) => {
        const repository = createOrderOperationsRepository(tx);
        let status = locked.status;
        const steps = nextStatuses(locked.status, answer.status);
        for (const next of steps) {
          if (!canTransition(status, next)) break;
          await repository.setStatus(locked.id, next);
          status = next;
        }
        if (status === 'TICKETED' && locked.status !== 'TICKETED')
          await repository.issueTickets(locked.id, ticketPrefix(locked.airline));
        const reported = { supplier: supplier.name, pnr: answer.pnr, status: answer.status };
        const event =
          status === locked.status
            ? recordEvent('recordStatusUnchanged', reported)
            : recordEvent('recordStatusMoved', { ...reported, from: locked.status, to: status });
        await appendOperationRecord(tx, { orderId: locked.id, operator: actor.operator, ...event });
        const message = event.content;
        return { orderNo, status, supplierStatus: answer.status, checkedAt: now(), message };
      });
    },

    /** Corrects names and documents; ages must still fit each passenger's age type. */
    updatePassengers(actor: Actor, input: UpdatePassengersInput): Promise<void> {
      return withOrder(actor, input.orderNo, async (tx, order) => {
        if (FINAL_STATUSES.includes(order.status))
          throw new BadRequestError(
            `Passengers of order ${order.orderNo} cannot be changed in status ${order.status}`,
          );
        const changes: string[] = [];
        for (const [index, update] of input.passengers.entries()) {
          const { before, changed } = await changePassenger(tx, order, update, `passengers[${index}].id`, {
            place: `passengers[${index}]`,
          }).catch((error: unknown) => {
            // Name the passenger's place in the list, as the other field messages do.
            if (error instanceof BadRequestError && error.message.startsWith('birthday'))
              throw new BadRequestError(`passengers[${index}].${error.message}`);
            throw error;
          });
          if (changed.length > 0)
            changes.push(`${before.surname}/${before.givenName} (${changed.join(', ')})`);
        }
        if (changes.length === 0) return;
        await refreshOrderSummary(tx, order.id);
        await appendOperationRecord(tx, {
          orderId: order.id,
          operator: actor.operator,
          ...recordEvent('recordPassengersUpdated', { changes: changes.join('; ') }),
        });
      });
    },
  };
}

/** What an airline's booking status means for the order, as successive transitions. */
function nextStatuses(current: OrderStatus, supplier: WrapperBookingStatusValue): OrderStatus[] {
  if (supplier === 'TICKETED') return ticketedPath(current);
  if (supplier === 'CANCELLED' && current === 'PENDING_PAYMENT') return ['CANCELLED'];
  return [];
}
