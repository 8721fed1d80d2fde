import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { ticketMoneyLines } from '../../db/schema/ticket-money';
import type { Database, DbTransaction } from '../../platform/db';

export type MoneyLine = typeof ticketMoneyLines.$inferSelect;
export type NewMoneyLine = typeof ticketMoneyLines.$inferInsert;
export type MoneyLineChanges = Partial<Pick<MoneyLine, 'paidBack' | 'state' | 'heldBy'>>;

/** The SQL of the money lines; only this module reads or writes `ticket_money_lines`. */
export function createTicketMoneyRepository(db: Database | DbTransaction) {
  return {
    /** The passengers' current ticket lines, locked, in passenger id order (two callers never wait crosswise). */
    lockCurrentTickets(passengerIds: readonly number[]): Promise<MoneyLine[]> {
      if (passengerIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(ticketMoneyLines)
        .where(
          and(
            inArray(ticketMoneyLines.passengerId, [...passengerIds]),
            eq(ticketMoneyLines.document, 'TICKET'),
            ne(ticketMoneyLines.state, 'EXCHANGED'),
          ),
        )
        .orderBy(ticketMoneyLines.passengerId)
        .for('update');
    },

    /** The order's current lines, tickets and EMDs (a read: nothing locked). */
    ofOrder(orderId: number): Promise<MoneyLine[]> {
      return db
        .select()
        .from(ticketMoneyLines)
        .where(and(eq(ticketMoneyLines.orderId, orderId), ne(ticketMoneyLines.state, 'EXCHANGED')))
        .orderBy(ticketMoneyLines.passengerId, ticketMoneyLines.id);
    },

    async lockDocument(documentNo: string): Promise<MoneyLine | undefined> {
      const [line] = await db
        .select()
        .from(ticketMoneyLines)
        .where(and(eq(ticketMoneyLines.documentNo, documentNo), ne(ticketMoneyLines.document, 'TICKET')))
        .for('update');
      return line;
    },

    /** New lines; a ticket line another transaction wrote first is kept as it is. */
    async insert(lines: readonly NewMoneyLine[]): Promise<void> {
      if (lines.length === 0) return;
      await db
        .insert(ticketMoneyLines)
        .values([...lines])
        .onConflictDoNothing();
    },

    async update(id: number, changes: MoneyLineChanges): Promise<void> {
      await db
        .update(ticketMoneyLines)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(ticketMoneyLines.id, id));
    },

    /** A case that closed lets go of what it held. */
    async release(caseId: number): Promise<void> {
      await db
        .update(ticketMoneyLines)
        .set({ heldBy: null, updatedAt: sql`now()` })
        .where(eq(ticketMoneyLines.heldBy, caseId));
    },
  };
}
