import type { VoidableTicket, VoidTicketDetail, VoidTicketPage, VoidTicketRow } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../platform/time';
import { useTestApp } from '../../test/app';
import { balanceOf, ledgerFor, useCaseCalls } from '../../test/cases';
import { queryRows, testEngines } from '../../test/databases';
import { paidOrder, type PaidOrder } from '../../test/factories';
import { voidWindowEnd } from './void-window';

/** A business time zone far from UTC: its day starts at 16:00 UTC the day before. */
const ZONE = 'Asia/Shanghai';
const DAY = 86_400_000;

describe.each(testEngines())('void tickets (%s)', (engine) => {
  const t = useTestApp(engine, { config: { timeZone: ZONE } });
  const { get, postJson } = useCaseCalls(t);

  /** Midnight at the start of today's business day, as an instant. */
  const todayStart = () => new Date(voidWindowEnd(new Date(), ZONE, 0).getTime() - DAY);

  /** A minute ago, or the business day's first instant in its first minute: today whenever the test runs. */
  const issuedJustNow = () => new Date(Math.max(Date.now() - 60_000, todayStart().getTime()));

  /** A ticket the demo airline voids: its number does not end in 7. */
  const airlineVoids = (ticketNo: string | null) => ticketNo !== null && !ticketNo.endsWith('7');

  /** A paid order of its own with a ticket the airline voids, issued at `issuedAt`. */
  async function orderIssuedAt(issuedAt: Date, platform: 1 | 2 = 1): Promise<PaidOrder> {
    let order = await paidOrder(t, { platform });
    while (!order.passengers.some((p) => airlineVoids(p.ticket_no))) order = await paidOrder(t, { platform });
    await t.database.db.execute(
      sql`update orders set confirm_time = ${issuedAt.toISOString()}::timestamptz where id = ${order.id}`,
    );
    return order;
  }

  /** A passenger of the order whose ticket the demo airline voids. */
  const voidable = (order: PaidOrder) => {
    const passenger = order.passengers.find((p) => airlineVoids(p.ticket_no));
    if (!passenger) throw new Error(`order ${order.order_no} has no ticket the airline voids`);
    return passenger;
  };

  const insert = (order: PaidOrder, passengerId: number, user = 'operator') =>
    postJson<VoidTicketRow>('/invalidatedTicket/insert', { orderNo: order.order_no, passengerId }, user);
  const update = (row: { id: number; version: number }, status: string, reason?: string, user = 'operator') =>
    postJson<VoidTicketRow>(
      '/invalidatedTicket/update',
      { id: row.id, version: row.version, status, reason },
      user,
    );

  it('voids a ticket issued today: the amount paid for it back once, the ticket VOIDED, no un-void', async () => {
    const order = await orderIssuedAt(issuedJustNow());
    const passenger = voidable(order);
    const tickets = await get<VoidableTicket[]>(
      `/invalidatedTicket/tickets?orderNo=${order.order_no}`,
      'operator',
    );
    expect(tickets.status).toBe(200);
    const offered = tickets.data.find((ticket) => ticket.passengerId === passenger.id);
    const windowEnd = formatDateTime(voidWindowEnd(new Date(), ZONE, 0), ZONE);
    expect(offered).toMatchObject({ refusal: null, windowEnd, currency: 'EUR' });

    const opened = await insert(order, passenger.id);
    expect(opened.status).toBe(200);
    expect(opened.data).toMatchObject({
      status: 'REQUESTED',
      ticketNo: passenger.ticket_no,
      deadline: windowEnd,
      applicationAmount: offered?.amount,
      currency: 'EUR',
    });
    expect(opened.data.voidNo).toMatch(/^VD\d{8}$/);
    expect(opened.data.secondsLeft).toBeGreaterThan(0);
    // A second void of the same ticket while the first is open is refused.
    const again = await insert(order, passenger.id);
    expect(again.status).toBe(400);
    expect(again.message).toContain(`already has void ${opened.data.voidNo}`);

    const before = await balanceOf(t, order.account_id);
    const voided = await update(opened.data, 'VOIDED');
    expect(voided.status).toBe(200);
    expect(voided.data).toMatchObject({ status: 'VOIDED', confirmedAmount: opened.data.applicationAmount });
    expect(await ledgerFor(t, opened.data.voidNo)).toEqual([
      { type: 'VOID_REVERSAL', amount: opened.data.applicationAmount },
    ]);
    const gained = Number(await balanceOf(t, order.account_id)) - Number(before);
    expect(gained.toFixed(2)).toBe(opened.data.applicationAmount);
    const [ticket] = await queryRows<{ ticket_status: string }>(
      t.database.db,
      sql`select ticket_status from order_passengers where id = ${passenger.id}`,
    );
    expect(ticket?.ticket_status).toBe('VOIDED');

    const detail = await get<VoidTicketDetail>(`/invalidatedTicket/detail?id=${opened.data.id}`, 'operator');
    expect(detail.data.airlineVoidId).toMatch(/V-/);
    expect(detail.data.records.map((r) => r.toStatus)).toEqual(['REQUESTED', 'VOIDED']);
    expect(detail.data.records[1]?.content).toContain('reversed (ledger entry');
    // No un-void, and the voided ticket cannot be voided again.
    const undo = await update(voided.data, 'REJECTED', 'changed my mind');
    expect(undo.message).toContain('is VOIDED: it cannot move to REJECTED');
    expect((await insert(order, passenger.id)).message).toContain('is VOIDED: only an OPEN ticket');
  });

  it('two voids of one ticket at once reverse it once', async () => {
    const order = await orderIssuedAt(issuedJustNow());
    const passenger = voidable(order);
    const opens = await Promise.all([insert(order, passenger.id), insert(order, passenger.id)]);
    expect(opens.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const opened = opens.find((answer) => answer.status === 200)?.data;
    if (!opened) throw new Error('no void opened');
    const answers = await Promise.all([update(opened, 'VOIDED'), update(opened, 'VOIDED')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.message).toMatch(/reload it|cannot move/);
    expect(await ledgerFor(t, opened.voidNo)).toHaveLength(1);
  });

  it('keeps the void window to the business day of issue, at its edges, in the business time zone', async () => {
    const start = todayStart();
    // Issued at the first second of today's business day (16:00 UTC yesterday): inside.
    const first = await orderIssuedAt(start);
    const inside = await insert(first, voidable(first).id);
    expect(inside.status).toBe(200);
    expect(inside.data.deadline).toBe(formatDateTime(new Date(start.getTime() + DAY), ZONE));
    expect(inside.data.deadline?.endsWith(' 00:00:00')).toBe(true);
    expect(inside.data.issueTime.endsWith(' 00:00:00')).toBe(true);

    // Issued at the last second of yesterday's business day: the window closed at today's midnight.
    const last = await orderIssuedAt(new Date(start.getTime() - 1000));
    const outside = await insert(last, voidable(last).id);
    expect(outside.status).toBe(400);
    expect(outside.message).toBe(
      `The void window of ticket ${voidable(last).ticket_no} closed at ${formatDateTime(start, ZONE)} ` +
        `(issued ${formatDateTime(new Date(start.getTime() - 1000), ZONE)}); a refund is the way now`,
    );
    const tickets = await get<VoidableTicket[]>(
      `/invalidatedTicket/tickets?orderNo=${last.order_no}`,
      'operator',
    );
    expect(tickets.data[0]?.refusal).toContain('a refund is the way');
  });

  it('refuses to void once the window closed while the void waited, naming when', async () => {
    const order = await orderIssuedAt(issuedJustNow());
    const opened = (await insert(order, voidable(order).id)).data;
    const closed = new Date(Date.now() - 5000);
    await t.database.db.execute(
      sql`update after_sales_cases set deadline = ${closed.toISOString()}::timestamptz where id = ${opened.id}`,
    );
    const late = await update(opened, 'VOIDED');
    expect(late.status).toBe(400);
    expect(late.message).toContain(`closed at ${formatDateTime(closed, ZONE)}`);
    expect(late.message).toContain('a refund is the way');
    expect(await ledgerFor(t, opened.voidNo)).toEqual([]);
    const list = await get<VoidTicketPage>(`/invalidatedTicket/pageList?voidNo=${opened.voidNo}`, 'operator');
    expect(list.data.pageList[0]?.secondsLeft).toBeLessThan(0);
    // The operator rejects it, with the reason.
    expect((await update(opened, 'REJECTED')).message).toBe('reason is required to reject a void');
    const rejected = await update(opened, 'REJECTED', 'Window closed');
    expect(rejected.data.status).toBe('REJECTED');
    expect((await update(rejected.data, 'VOIDED')).message).toContain(
      'is REJECTED: it cannot move to VOIDED',
    );
  });

  it('rejects the void when the airline refuses it, with its reason', async () => {
    const [row] = await queryRows<{ id: number; order_no: string }>(
      t.database.db,
      sql`select p.id::int as id, o.order_no from order_passengers p join orders o on o.id = p.order_id
        where o.platform_type = 1 and o.status = 'TICKETED' and o.airline in ('DA', 'EZ', 'OL')
          and p.ticket_no like '%7' and p.ticket_status = 'OPEN'
          and exists (select 1 from order_payments pay where pay.order_id = o.id)
          and not exists (select 1 from after_sales_cases c where c.order_id = o.id)
        order by p.id limit 1`,
    );
    if (!row) throw new Error('no paid order with a ticket ending in 7');
    await t.database.db.execute(
      sql`update orders set confirm_time = now() - interval '1 minute' where order_no = ${row.order_no}`,
    );
    const opened = await postJson<VoidTicketRow>(
      '/invalidatedTicket/insert',
      { orderNo: row.order_no, passengerId: row.id },
      'operator',
    );
    expect(opened.status).toBe(200);
    const answer = await update(opened.data, 'VOIDED');
    expect(answer.data.status).toBe('REJECTED');
    // The answer carries the airline's reason, for the web to warn with it.
    expect(answer.data.moveNote).toMatch(/refused to void: .+; a refund is the way/);
    const detail = await get<VoidTicketDetail>(`/invalidatedTicket/detail?id=${opened.data.id}`, 'operator');
    expect(detail.data.records.at(-1)?.content).toMatch(/refused to void: .+; a refund is the way/);
    expect(await ledgerFor(t, opened.data.voidNo)).toEqual([]);
  });

  it('refuses stale versions, bad input, other platforms and users without the code', async () => {
    const order = await orderIssuedAt(issuedJustNow());
    const opened = (await insert(order, voidable(order).id)).data;
    const stale = await update({ id: opened.id, version: opened.version + 1 }, 'REJECTED', 'x');
    expect(stale.message).toMatch(/^This case was changed by operator at .+; reload it$/);

    expect(
      (await postJson('/invalidatedTicket/insert', { orderNo: order.order_no }, 'operator')).message,
    ).toContain('passengerId');
    expect((await postJson('/invalidatedTicket/insert', { passengerId: 1 }, 'operator')).message).toContain(
      'orderNo',
    );
    expect((await insert(order, 999_999_999)).message).toContain('is not a passenger of order');
    const badStatus = await postJson('/invalidatedTicket/update', {
      id: opened.id,
      version: 1,
      status: 'OPEN',
    });
    expect(badStatus.message).toContain('status must be one of VOIDED, REJECTED');
    expect((await get('/invalidatedTicket/pageList?status=NOPE', 'operator')).message).toContain('status');
    expect((await get('/invalidatedTicket/tickets', 'operator')).message).toContain('orderNo');

    // Another platform's void does not exist, and its orders cannot be found.
    expect((await get(`/invalidatedTicket/detail?id=${opened.id}`, 'edreams')).message).toBe(
      `Void ${opened.id} does not exist`,
    );
    expect((await update(opened, 'REJECTED', 'x', 'edreams')).message).toBe(
      `Void ${opened.id} does not exist`,
    );
    expect((await insert(order, voidable(order).id, 'edreams')).message).toBe(
      `Order ${order.order_no} does not exist`,
    );
    const theirs = await get<VoidTicketPage>(
      `/invalidatedTicket/pageList?orderNo=${order.order_no}`,
      'edreams',
    );
    expect(theirs.data.totalCount).toBe(0);
    // The list finds it by its filters; admin (every platform) too.
    const mine = await get<VoidTicketPage>(
      `/invalidatedTicket/pageList?orderNo=${order.order_no}&status=REQUESTED`,
      'operator',
    );
    expect(mine.data.pageList.map((row) => row.voidNo)).toEqual([opened.voidNo]);
    expect(
      (await get<VoidTicketPage>(`/invalidatedTicket/pageList?voidNo=${opened.voidNo}`)).data.totalCount,
    ).toBe(1);

    for (const answer of [
      await get('/invalidatedTicket/pageList', 'limited'),
      await get(`/invalidatedTicket/detail?id=${opened.id}`, 'limited'),
      await insert(order, voidable(order).id, 'limited'),
      await update(opened, 'REJECTED', 'x', 'limited'),
    ])
      expect(answer.status).toBe(403);
    // Nothing was written by the refusals.
    const detail = await get<VoidTicketDetail>(`/invalidatedTicket/detail?id=${opened.id}`, 'operator');
    expect(detail.data).toMatchObject({ status: 'REQUESTED', version: opened.version });
  });

  it('refuses an unpaid order and a ticket not issued', async () => {
    const [row] = await queryRows<{ order_no: string; id: number }>(
      t.database.db,
      sql`select o.order_no, p.id::int as id from orders o join order_passengers p on p.order_id = o.id
        where o.platform_type = 1 and o.status = 'PENDING_PAYMENT' order by o.id limit 1`,
    );
    if (!row) throw new Error('no unpaid order');
    const answer = await postJson(
      '/invalidatedTicket/insert',
      { orderNo: row.order_no, passengerId: row.id },
      'operator',
    );
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('has no ticket');
  });
});
