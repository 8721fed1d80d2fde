import type { DbTransaction, Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { messageText } from '../../platform/messages';
import { centsToDecimal, formatMoney, toCents } from '../../platform/money';
import { orderPassengerList, ticketIssue, type OrderPassenger } from '../orders';
import { createTicketMoneyRepository, type MoneyLine, type NewMoneyLine } from './ticket-money.repository';

/** The case that draws on a document's money. */
export interface MoneyHolder {
  id: number;
  caseNo: string;
}

/**
 * Which of these cases are still open (not yet at a final state, no quote run out), with the number
 * and state an operator knows them by. The case kernel answers it: this module never reads cases.
 */
export type OpenCaseLookup = (
  caseIds: readonly number[],
) => Promise<Map<number, { caseNo: string; status: string }>>;

/** What ends a document's money line. */
export type LineOutcome = 'REFUNDED' | 'VOIDED';

const nameOf = (passenger: Pick<OrderPassenger, 'givenName' | 'surname'>) =>
  `${passenger.givenName} ${passenger.surname}`;

/** A ticket's state before its line existed (an order of an earlier version): what it says of its money. */
function firstState(passenger: OrderPassenger): Pick<NewMoneyLine, 'state'> & { paidBackAll: boolean } {
  if (passenger.ticketStatus === 'VOIDED' || passenger.ticketStatus === 'REFUNDED')
    return { state: passenger.ticketStatus, paidBackAll: true };
  return { state: 'OPEN', paidBackAll: false };
}

/** Amounts shared over lines in proportion to what is left on each, never more than that, cents exact. */
export function shareOver(amount: bigint, left: readonly bigint[]): bigint[] {
  const total = left.reduce((sum, value) => sum + value, 0n);
  if (total === 0n || amount === 0n) return left.map(() => 0n);
  const shares = left.map((value) => (amount * value) / total);
  let rest = amount - shares.reduce((sum, value) => sum + value, 0n);
  for (let n = 0; rest > 0n && n < shares.length; n++) {
    const share = shares[n] ?? 0n;
    if (share < (left[n] ?? 0n)) {
      shares[n] = share + 1n;
      rest -= 1n;
    }
  }
  return shares;
}

const leftOn = (line: MoneyLine) => toCents(line.charged) - toCents(line.paidBack);

/**
 * The passengers' current ticket lines, locked; a ticket without one gets it now, from its share of
 * the order's payment (the share a void reverses, docs/decisions/0040-ticket-money-lines.md).
 */
async function lockTickets(
  tx: DbTransaction,
  holder: MoneyHolder,
  orderId: number,
  passengerIds: readonly number[],
) {
  const repository = createTicketMoneyRepository(tx);
  const ids = [...new Set(passengerIds)].sort((a, b) => a - b);
  let lines = await repository.lockCurrentTickets(ids);
  const passengers = await orderPassengerList(tx, orderId);
  const missing = ids.filter((id) => !lines.some((line) => line.passengerId === id));
  if (missing.length > 0) {
    const issue = await ticketIssue(tx, orderId);
    if (!issue.payment)
      throw new BadRequestError(messageText('ticketMoneyNotPaid', { caseNo: holder.caseNo }));
    const payment = issue.payment;
    const total = toCents(payment.amount);
    const count = BigInt(Math.max(passengers.length, 1));
    const share = total / count;
    await repository.insert(
      missing.map((id) => {
        const index = passengers.findIndex((passenger) => passenger.id === id);
        const passenger = passengers[index];
        if (!passenger) throw new BadRequestError(`passengerIds: ${id} is not on the order`);
        const charged = centsToDecimal(index === 0 ? share + (total - share * count) : share);
        const { state, paidBackAll } = firstState(passenger);
        return {
          orderId,
          passengerId: id,
          document: 'TICKET',
          documentNo: passenger.ticketNo ?? '',
          currency: payment.currency,
          charged,
          paidBack: paidBackAll ? charged : '0',
          state,
        };
      }),
    );
    lines = await repository.lockCurrentTickets(ids);
  }
  const byId = new Map(passengers.map((passenger) => [passenger.id, passenger]));
  return lines.map((line) => {
    const passenger = byId.get(line.passengerId);
    return { line, name: passenger ? nameOf(passenger) : String(line.passengerId) };
  });
}

type HeldLine = Awaited<ReturnType<typeof lockTickets>>[number];

/** Refuses a line that is closed, or held by another case that is still open. */
async function checkFree(holder: MoneyHolder, lines: readonly HeldLine[], openCases: OpenCaseLookup) {
  for (const { line, name } of lines)
    if (line.state !== 'OPEN')
      throw new BadRequestError(
        messageText('ticketMoneyClosed', { name, status: line.state, caseNo: holder.caseNo }),
      );
  const others = [
    ...new Set(lines.flatMap(({ line }) => (line.heldBy && line.heldBy !== holder.id ? [line.heldBy] : []))),
  ];
  if (others.length === 0) return;
  const open = await openCases(others);
  for (const { line, name } of lines) {
    const other = line.heldBy ? open.get(line.heldBy) : undefined;
    if (other)
      throw new BadRequestError(
        messageText('ticketMoneyHeld', { name, caseNo: other.caseNo, status: other.status }),
      );
  }
}

/**
 * A case that will pay these tickets back or change them takes hold of them when it opens: a second
 * such case is refused, naming the first, until the first closes.
 */
export async function holdTickets(
  tx: DbTransaction,
  holder: MoneyHolder,
  orderId: number,
  passengerIds: readonly number[],
  openCases: OpenCaseLookup,
): Promise<void> {
  const lines = await lockTickets(tx, holder, orderId, passengerIds);
  await checkFree(holder, lines, openCases);
  const repository = createTicketMoneyRepository(tx);
  for (const { line } of lines)
    if (line.heldBy !== holder.id) await repository.update(line.id, { heldBy: holder.id });
}

/** At a money move that is not a pay-back (a change paid): the tickets are still open and held by the case. */
export async function checkTicketsHeld(
  tx: DbTransaction,
  holder: MoneyHolder,
  orderId: number,
  passengerIds: readonly number[],
  openCases: OpenCaseLookup,
): Promise<void> {
  await checkFree(holder, await lockTickets(tx, holder, orderId, passengerIds), openCases);
}

/**
 * Pays `amount` back on the tickets, shared over them by what is left on each: refused when a ticket
 * was closed meanwhile, is held by another open case, or has less left than the amount; the lines end
 * in `outcome` and are let go.
 */
export async function payBackTickets(
  tx: DbTransaction,
  holder: MoneyHolder,
  orderId: number,
  passengerIds: readonly number[],
  payBack: { amount: string; currency: string; outcome: LineOutcome },
  openCases: OpenCaseLookup,
): Promise<void> {
  const lines = await lockTickets(tx, holder, orderId, passengerIds);
  await checkFree(holder, lines, openCases);
  const amount = toCents(payBack.amount);
  const left = lines.map(({ line }) => leftOn(line));
  const available = left.reduce((sum, value) => sum + value, 0n);
  const currency = lines[0]?.line.currency ?? payBack.currency;
  if (amount > 0n && currency !== payBack.currency)
    throw new BadRequestError(
      messageText('ticketMoneyCurrency', {
        caseNo: holder.caseNo,
        currency: payBack.currency,
        held: currency,
      }),
    );
  if (amount > available)
    throw new BadRequestError(
      messageText('ticketMoneyTooMuch', {
        caseNo: holder.caseNo,
        amount: formatMoney(payBack.amount, currency),
        left: formatMoney(centsToDecimal(available), currency),
      }),
    );
  const shares = shareOver(amount, left);
  const repository = createTicketMoneyRepository(tx);
  for (const [n, { line }] of lines.entries())
    await repository.update(line.id, {
      paidBack: centsToDecimal(toCents(line.paidBack) + (shares[n] ?? 0n)),
      state: payBack.outcome,
      heldBy: null,
    });
}

/**
 * A reissue: each old ticket's line ends EXCHANGED and the new ticket gets one holding what was left
 * on the old one plus its share of the added fare and taxes (penalties and fees are not paid back).
 */
export async function exchangeTicketLines(
  tx: DbTransaction,
  holder: MoneyHolder,
  orderId: number,
  tickets: readonly { passengerId: number; newTicketNo: string }[],
  added: string,
  openCases: OpenCaseLookup,
): Promise<void> {
  const lines = await lockTickets(
    tx,
    holder,
    orderId,
    tickets.map((ticket) => ticket.passengerId),
  );
  await checkFree(holder, lines, openCases);
  const repository = createTicketMoneyRepository(tx);
  const addedCents = toCents(added);
  const count = BigInt(Math.max(lines.length, 1));
  const fresh: NewMoneyLine[] = [];
  for (const [n, { line }] of lines.entries()) {
    const ticket = tickets.find((t) => t.passengerId === line.passengerId);
    await repository.update(line.id, { state: 'EXCHANGED', heldBy: null });
    const share = addedCents / count + (n === 0 ? addedCents % count : 0n);
    fresh.push({
      orderId,
      passengerId: line.passengerId,
      document: 'TICKET',
      documentNo: ticket?.newTicketNo ?? '',
      currency: line.currency,
      charged: centsToDecimal(leftOn(line) + share),
    });
  }
  await repository.insert(fresh);
}

/** The EMD of a bag or seat, paid: its own line, charged what was debited. */
export async function chargeDocument(
  tx: DbTransaction,
  document: {
    orderId: number;
    passengerId: number;
    kind: 'BAG' | 'SEAT';
    caseNo: string;
    currency: string;
    amount: string;
  },
): Promise<void> {
  await createTicketMoneyRepository(tx).insert([
    {
      orderId: document.orderId,
      passengerId: document.passengerId,
      document: document.kind,
      documentNo: document.caseNo,
      currency: document.currency,
      charged: document.amount,
    },
  ]);
}

/** An EMD's money back (its issue failed, or it was refunded): never more than it was charged, once. */
export async function payBackDocument(tx: DbTransaction, caseNo: string, amount: string): Promise<void> {
  const repository = createTicketMoneyRepository(tx);
  const line = await repository.lockDocument(caseNo);
  if (!line) return;
  if (line.state !== 'OPEN')
    throw new BadRequestError(messageText('documentMoneyClosed', { caseNo, status: line.state }));
  if (toCents(amount) > leftOn(line))
    throw new BadRequestError(
      messageText('ticketMoneyTooMuch', {
        caseNo,
        amount: formatMoney(amount, line.currency),
        left: formatMoney(centsToDecimal(leftOn(line)), line.currency),
      }),
    );
  await repository.update(line.id, {
    paidBack: centsToDecimal(toCents(line.paidBack) + toCents(amount)),
    state: 'REFUNDED',
  });
}

/** Whether each passenger's current ticket is still open for extras (a bag, a seat): null when it is. */
export async function ticketClosedState(
  db: Database | DbTransaction,
  orderId: number,
  passengerId: number,
): Promise<string | null> {
  const lines = await createTicketMoneyRepository(db).ofOrder(orderId);
  const line = lines.find((l) => l.document === 'TICKET' && l.passengerId === passengerId);
  return line && line.state !== 'OPEN' ? line.state : null;
}

/**
 * What is left to pay back on these passengers' current tickets (charged, less paid back), or null
 * when no case has drawn on them yet (their lines are made when one does).
 */
export async function leftOnTickets(
  db: Database | DbTransaction,
  orderId: number,
  passengerIds: readonly number[],
): Promise<string | null> {
  const lines = (await createTicketMoneyRepository(db).ofOrder(orderId)).filter(
    (line) => line.document === 'TICKET' && passengerIds.includes(line.passengerId),
  );
  if (lines.length === 0) return null;
  return centsToDecimal(lines.reduce((sum, line) => sum + leftOn(line), 0n));
}

/** A case that reached a final state lets go of the tickets it held. */
export const releaseHolds = (tx: DbTransaction, caseId: number) =>
  createTicketMoneyRepository(tx).release(caseId);

/** The order's money lines as they stand (tests and the order's money view). */
export const moneyLinesOfOrder = (db: Database | DbTransaction, orderId: number) =>
  createTicketMoneyRepository(db).ofOrder(orderId);
