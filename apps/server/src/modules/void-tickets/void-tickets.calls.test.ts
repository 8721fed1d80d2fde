import {
  voidTicketCalls,
  type CallDeclaration,
  type JsonCall,
  type VoidableTicket,
  type VoidTicketRow,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { useCaseCalls } from '../../test/cases';
import { testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';

/** A ticket the demo airline voids: its number does not end in 7. */
const airlineVoids = (ticketNo: string | null) => ticketNo !== null && !ticketNo.endsWith('7');

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('void-tickets calls as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  // The demo airlines answer over real HTTP: offers, seat maps, EMDs and voids.
  useCaseCalls(t, []);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['admin', 'edreams']) tokens[name] = await t.login(name);
  });

  const calls = callTester(t);
  const answered = (call: JsonCall, input: Record<string, unknown>, user = 'admin') =>
    calls.answered(call, input, tokens[user] ?? '');

  /** A paid order of two passengers, the first's ticket one the airline voids, issued a minute ago. */
  async function voidableOrder() {
    let order = await paidOrder(t, { adults: 2 });
    while (!airlineVoids(order.passengers[0]?.ticket_no ?? null)) order = await paidOrder(t, { adults: 2 });
    const issued = new Date(Date.now() - 60_000).toISOString();
    await t.database.db.execute(
      sql`update orders set confirm_time = ${issued}::timestamptz where id = ${order.id}`,
    );
    return order;
  }

  it('answers every declared call as its answer schema says, voided and rejected', async () => {
    const order = await voidableOrder();
    const [first, second] = order.passengers.map((p) => p.id);
    const open = (await answered(voidTicketCalls.tickets, { orderNo: order.order_no })) as VoidableTicket[];
    expect(open.every((ticket) => ticket.refusal === null)).toBe(true);

    const voided = (await answered(voidTicketCalls.add, {
      orderNo: order.order_no,
      passengerId: first,
      remark: 'schema check',
    })) as VoidTicketRow;
    const held = (await answered(voidTicketCalls.tickets, { orderNo: order.order_no })) as VoidableTicket[];
    expect(held.some((ticket) => ticket.refusal !== null)).toBe(true);
    await answered(voidTicketCalls.update, { id: voided.id, version: voided.version, status: 'VOIDED' });
    expect(await answered(voidTicketCalls.detail, { id: voided.id })).toMatchObject({
      status: 'VOIDED',
      airlineVoidId: expect.any(String),
    });

    const rejected = (await answered(voidTicketCalls.add, {
      orderNo: order.order_no,
      passengerId: second,
    })) as VoidTicketRow;
    await answered(voidTicketCalls.update, {
      id: rejected.id,
      version: rejected.version,
      status: 'REJECTED',
      reason: 'schema check',
    });
    expect(await answered(voidTicketCalls.detail, { id: rejected.id })).toMatchObject({
      airlineVoidId: null,
    });

    expect(await answered(voidTicketCalls.page, { orderNo: order.order_no })).toMatchObject({
      totalCount: 2,
    });
    expect(await answered(voidTicketCalls.page, { voidNo: 'VD99999999' })).toEqual({
      pageList: [],
      totalCount: 0,
    });
    await answered(voidTicketCalls.page, { pageSize: 100 }, 'edreams');
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [voidTicketCalls.tickets, {}],
      [voidTicketCalls.add, { orderNo: 'OF1', passengerId: 'first' }],
      [voidTicketCalls.page, { pageSize: 'many' }],
      [voidTicketCalls.page, { status: 'LOST', windowStart: 'soon' }],
      [voidTicketCalls.detail, { id: 'x' }],
      [voidTicketCalls.update, { id: 1, version: 1, status: 'REQUESTED' }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(voidTicketCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
