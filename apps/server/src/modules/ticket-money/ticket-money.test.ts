import {
  segmentsFlownBy,
  type ChangeFlightInfo,
  type RefundRow,
  type TicketChangeRow,
  type VoidTicketRow,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../demo/random';
import { useTestApp } from '../../test/app';
import { balanceOf, ledgerFor, useCaseCalls } from '../../test/cases';
import { paidOrder, type PaidOrder } from '../../test/factories';
import { queryRows, tableDigests, testEngines } from '../../test/databases';
import { shareOver } from './ticket-money.service';

const DAY = 86_400_000;
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const cents = (text: string) => Math.round(Number(text) * 100);

describe('sharing a pay-back over tickets', () => {
  it('shares in proportion to what is left on each, never more than that, to the cent', () => {
    expect(shareOver(1000n, [600n, 400n])).toEqual([600n, 400n]);
    expect(shareOver(999n, [600n, 400n])).toEqual([600n, 399n]);
    expect(shareOver(100n, [0n, 300n])).toEqual([0n, 100n]);
    expect(shareOver(0n, [10n, 10n])).toEqual([0n, 0n]);
    const random = createRandom(7);
    for (let n = 0; n < 500; n++) {
      const left = Array.from({ length: random.int(1, 4) }, () => BigInt(random.int(0, 50_000)));
      const total = left.reduce((sum, value) => sum + value, 0n);
      const amount = BigInt(random.int(0, Number(total)));
      const shares = shareOver(amount, left);
      expect(shares.reduce((sum, value) => sum + value, 0n)).toBe(amount);
      shares.forEach((share, i) => expect(share <= (left[i] ?? 0n) && share >= 0n).toBe(true));
    }
  });
});

describe.each(testEngines())('the money of each ticket (%s)', (engine) => {
  // A void window of a day: a ticket issued a minute ago may be voided whenever the test runs.
  const t = useTestApp(engine, { config: { voidWindowHours: 24 } });
  const { get, postJson, postForm } = useCaseCalls(t);

  /** A paid order of its own, ticketed a minute ago, whose tickets the airline voids. */
  async function freshOrder(adults = 1): Promise<PaidOrder> {
    let order = await paidOrder(t, { adults });
    while (order.passengers.some((p) => p.ticket_no === null || p.ticket_no.endsWith('7')))
      order = await paidOrder(t, { adults });
    await t.database.db.execute(
      sql`update orders set confirm_time = now() - interval '1 minute' where id = ${order.id}`,
    );
    return order;
  }

  /** The order's segments as they are now (a reissue replaces them). */
  const segmentsOf = (order: PaidOrder) =>
    queryRows<{ id: number; back: boolean; passengerId: number | null }>(
      t.database.db,
      sql`select id::int, back, passenger_id::int as "passengerId" from order_segments
        where order_id = ${order.id} order by seq`,
    );
  const refund = async (order: PaidOrder, passengerId: number) =>
    postJson<RefundRow>('/orderRefund/addRefundOrderInfo', {
      orderNo: order.order_no,
      refundType: 'VOLUNTARY',
      passengerIds: [passengerId],
      // The flights the passenger flies: after a change of some passengers, their own (decision 0041).
      segmentIds: segmentsFlownBy(await segmentsOf(order), passengerId).map((segment) => segment.id),
    });
  const moveRefund = (row: { id: number; version: number }, status: string, extra: object = {}) =>
    postForm<RefundRow>('/orderRefund/update', { id: row.id, version: row.version, status, ...extra });
  /** A refund from QUOTED to the airline's approval, recorded by hand. */
  async function approve(row: RefundRow, serviceCharge = '0.00') {
    let current = row;
    for (const status of ['QUOTED', 'CONFIRMED', 'SUBMITTED_TO_AIRLINE', 'AIRLINE_APPROVED']) {
      const answer = await moveRefund(current, status, { serviceCharge, reason: 'Confirmed by phone' });
      if (answer.status !== 200) return answer;
      current = answer.data;
    }
    return { status: 200, message: 'Success', data: current };
  }
  const voidOf = (order: PaidOrder, passengerId: number) =>
    postJson<VoidTicketRow>('/invalidatedTicket/insert', { orderNo: order.order_no, passengerId });
  const moveVoid = (row: { id: number; version: number }, status: string, reason?: string) =>
    postJson<VoidTicketRow>('/invalidatedTicket/update', {
      id: row.id,
      version: row.version,
      status,
      reason,
    });
  const change = async (order: PaidOrder, passengerId: number) =>
    postForm<TicketChangeRow>('/orderTicketChanging/addTicketOrderInfo', {
      orderNo: order.order_no,
      changeType: 'VOLUNTARY',
      passengerIds: String(passengerId),
      segmentIds: (await segmentsOf(order))
        .filter((s) => !s.back)
        .map((s) => s.id)
        .join(','),
    });
  const moveChange = (row: { id: number; version: number }, status: string, extra: object = {}) =>
    postForm<TicketChangeRow>('/orderTicketChanging/update', {
      id: row.id,
      version: row.version,
      status,
      ...extra,
    });
  /** A change quoted on a flight a few days later, paid and reissued; the answer of the step that stopped. */
  async function reissue(row: TicketChangeRow, order: PaidOrder, serviceFee = '0.00') {
    const first = order.segments.find((s) => !s.back);
    let itineraryId: string | undefined;
    for (let days = 1; days <= 7 && !itineraryId; days++) {
      const found = await get<ChangeFlightInfo>(
        `/orderTicketChanging/getFlightInfo?id=${row.id}&departDate=${dayAfter(first?.dep_date ?? '', days)}`,
      );
      itineraryId = found.data?.goRouting[0]?.id;
    }
    if (!itineraryId) return { status: 400, message: 'no flight', data: row };
    let answer = await moveChange(row, 'QUOTED', { goItineraryId: itineraryId, serviceFee });
    for (const status of ['PENDING_PAYMENT', 'PAID', 'REISSUED']) {
      if (answer.status !== 200) return answer;
      answer = await moveChange(answer.data, status);
    }
    return answer;
  }

  const lines = (orderId: number) =>
    queryRows<{ passenger_id: number; document: string; state: string; charged: string; paid_back: string }>(
      t.database.db,
      sql`select passenger_id::int, document, state, charged::text, paid_back::text from ticket_money_lines
        where order_id = ${orderId} order by id`,
    );

  it('refuses a second refund of a ticket while the first is open, naming it; credits the ticket once', async () => {
    const order = await freshOrder();
    const passenger = order.passengers[0]?.id ?? 0;
    const before = await balanceOf(t, order.account_id);
    const first = await refund(order, passenger);
    expect(first.status).toBe(200);
    const second = await refund(order, passenger);
    expect(second).toMatchObject({ status: 400 });
    expect(second.message).toMatch(new RegExp(`is held by ${first.data.refundNo} \\(REQUESTED\\)`));
    const approved = await approve(first.data);
    expect(approved.status).toBe(200);
    const refunded = await moveRefund(approved.data, 'REFUNDED');
    expect(refunded.data.status).toBe('REFUNDED');
    const credited = cents(refunded.data.confirmedAmount ?? '0');
    expect(cents(await balanceOf(t, order.account_id)) - cents(before)).toBe(credited);
    // The ticket is paid back: neither a new refund nor a void may pay it again.
    expect((await refund(order, passenger)).status).toBe(400);
    const voided = await voidOf(order, passenger);
    expect(voided.status).toBe(400);
    const [line] = (await lines(order.id)).filter((l) => l.passenger_id === passenger);
    expect(line).toMatchObject({ document: 'TICKET', state: 'REFUNDED' });
    expect(cents(line?.paid_back ?? '0')).toBe(credited);
    expect(cents(line?.paid_back ?? '0')).toBeLessThanOrEqual(cents(line?.charged ?? '0'));
  });

  it('refuses a void while a refund of the ticket is approved, and a refund of a voided ticket', async () => {
    const order = await freshOrder(2);
    const [one, two] = order.passengers;
    if (!one || !two) throw new Error('a two-passenger order was expected');
    const approved = await approve((await refund(order, one.id)).data);
    expect(approved.status).toBe(200);
    const voidWhileRefunding = await voidOf(order, one.id);
    expect(voidWhileRefunding.status).toBe(400);
    expect(voidWhileRefunding.message).toContain(`is held by ${approved.data.refundNo} (AIRLINE_APPROVED)`);

    const before = await balanceOf(t, order.account_id);
    const opened = await voidOf(order, two.id);
    expect(opened.status).toBe(200);
    const voided = await moveVoid(opened.data, 'VOIDED');
    expect(voided.data.status).toBe('VOIDED');
    expect(cents(await balanceOf(t, order.account_id)) - cents(before)).toBe(
      cents(voided.data.confirmedAmount ?? '0'),
    );
    const refundOfVoided = await refund(order, two.id);
    expect(refundOfVoided.status).toBe(400);
    expect(refundOfVoided.message).toContain('is already VOIDED');
  });

  it('refuses the money move of a refund whose ticket was closed behind its back, and writes nothing', async () => {
    const order = await freshOrder();
    const passenger = order.passengers[0]?.id ?? 0;
    const approved = await approve((await refund(order, passenger)).data);
    // What another path (an older process, a hand-made fix) could have left: the ticket voided.
    await t.database.db.execute(
      sql`update ticket_money_lines set state = 'VOIDED', paid_back = charged, held_by = null
        where passenger_id = ${passenger} and document = 'TICKET'`,
    );
    const before = await tableDigests(t.database.db);
    const refused = await moveRefund(approved.data, 'REFUNDED');
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('is already VOIDED');
    expect(await tableDigests(t.database.db)).toEqual(before);
    expect(await ledgerFor(t, approved.data.refundNo)).toEqual([]);
  });

  it('holds a ticket under change, and after the reissue pays back no more than the new ticket holds', async () => {
    const order = await freshOrder();
    const passenger = order.passengers[0]?.id ?? 0;
    const opened = await change(order, passenger);
    expect(opened.message).toBe('Success');
    const refused = await refund(order, passenger);
    expect(refused.message).toContain(`is held by ${opened.data.changeNo} (REQUESTED)`);
    expect((await voidOf(order, passenger)).message).toContain(`is held by ${opened.data.changeNo}`);
    const reissued = await reissue(opened.data, order);
    expect(reissued.message).toBe('Success');
    expect(reissued.data.status).toBe('REISSUED');
    const after = (await lines(order.id)).filter((l) => l.passenger_id === passenger);
    expect(after.map((l) => l.state)).toEqual(['EXCHANGED', 'OPEN']);
    const [old, fresh] = after;
    // The new ticket holds what was left on the old one and what the change added to the fare.
    expect(cents(fresh?.charged ?? '0')).toBeGreaterThanOrEqual(cents(old?.charged ?? '0'));
    const again = await refund(order, passenger);
    expect(again.message).toBe('Success');
  });

  it('refuses negative and extreme fees on every quote, naming the field, and writes nothing', async () => {
    const order = await freshOrder(2);
    const [one, two] = order.passengers;
    if (!one || !two) throw new Error('a two-passenger order was expected');
    const opened = (await refund(order, one.id)).data;
    const changed = (await change(order, two.id)).data;
    const before = await tableDigests(t.database.db);
    for (const serviceCharge of ['-500.00', '-999999999999.99', '999999999999.99', '1000000.00', '5.001']) {
      const answer = await moveRefund(opened, 'QUOTED', { serviceCharge });
      expect(answer.status, serviceCharge).toBe(400);
      expect(answer.message).toMatch(/^serviceCharge /);
    }
    for (const serviceFee of ['-500.00', '999999999999.99', '1000000.00', '-0.01']) {
      const answer = await moveChange(changed, 'QUOTED', { goItineraryId: 'X', serviceFee });
      expect(answer.status, serviceFee).toBe(400);
      expect(answer.message).toMatch(/^serviceFee /);
    }
    expect(await tableDigests(t.database.db)).toEqual(before);
  });

  it('keeps every ticket paid back at most what was charged under random cases run at once, the ledger summing to the balance', async () => {
    const orders = [await freshOrder(2), await freshOrder()];
    const tickets = orders.flatMap((order) => order.passengers.map((p) => ({ order, passengerId: p.id })));
    const random = createRandom(engine === 'pglite' ? 20 : 21);
    const faults: string[] = [];
    const note = (what: string, answer: { status: number; message: string }) => {
      if (answer.status !== 200 && answer.status !== 400)
        faults.push(`${what}: ${answer.status} ${answer.message}`);
    };

    /** One random case on one random ticket, taken to a random step. */
    async function step() {
      const ticket = tickets[random.int(0, tickets.length - 1)];
      if (!ticket) return;
      const { order, passengerId } = ticket;
      const kind = random.int(0, 2);
      if (kind === 0) {
        const opened = await refund(order, passengerId);
        note('refund', opened);
        if (opened.status !== 200) return;
        if (random.int(0, 3) === 0) return note('cancel', await moveRefund(opened.data, 'CANCELLED'));
        const approved = await approve(opened.data, random.int(0, 1) ? '0.00' : '5.00');
        note('approve', approved);
        if (approved.status === 200) note('refunded', await moveRefund(approved.data, 'REFUNDED'));
      } else if (kind === 1) {
        const opened = await voidOf(order, passengerId);
        note('void', opened);
        if (opened.status === 200) note('voided', await moveVoid(opened.data, 'VOIDED'));
      } else {
        const opened = await change(order, passengerId);
        note('change', opened);
        if (opened.status !== 200) return;
        if (random.int(0, 1) === 0)
          return note('cancel', await moveChange(opened.data, 'CANCELLED', { reason: 'x' }));
        note('reissue', await reissue(opened.data, order));
      }
    }

    async function check() {
      for (const order of orders) {
        const rows = await lines(order.id);
        for (const line of rows) expect(cents(line.paid_back)).toBeLessThanOrEqual(cents(line.charged));
        // A ticket is paid back at most once: refunds and voids credited per passenger.
        const credits = await queryRows<{ passenger_id: number; n: number; total: string }>(
          t.database.db,
          sql`select c.passenger_ids[1]::int as passenger_id, count(*)::int as n, sum(l.amount)::text as total
            from after_sales_cases c join ledger_entries l on l.reference = c.case_no
            where c.order_id = ${order.id} and l.type in ('REFUND_CREDIT', 'VOID_REVERSAL')
              and c.kind in ('REFUND', 'VOID_TICKET')
            group by 1`,
        );
        for (const credit of credits) {
          expect(credit.n, `passenger ${credit.passenger_id}`).toBe(1);
          const paidBack = rows
            .filter((line) => line.passenger_id === credit.passenger_id && line.document === 'TICKET')
            .reduce((sum, line) => sum + cents(line.paid_back), 0);
          expect(cents(credit.total)).toBe(paidBack);
        }
      }
      const [ledger] = await queryRows<{ unbalanced: number }>(
        t.database.db,
        sql`select count(*)::int as unbalanced from (
          select account_id, sum(amount) as total,
            (select balance_after from ledger_entries e where e.account_id = l.account_id order by id desc limit 1) as last
          from ledger_entries l group by account_id) s where total <> last`,
      );
      expect(ledger?.unbalanced).toBe(0);
    }

    for (let round = 0; round < 6; round++) {
      await Promise.all([step(), step(), step()]);
      await check();
    }
    expect(faults).toEqual([]);
    // The sequence paid back, reissued and refused: not a run where nothing happened.
    const [moves] = await queryRows<{ paid: number; closed: number }>(
      t.database.db,
      sql`select count(*) filter (where status in ('REFUNDED', 'VOIDED'))::int as paid,
          count(*)::int as closed
        from after_sales_cases where order_id in (${orders[0]?.id ?? 0}, ${orders[1]?.id ?? 0})`,
    );
    expect(moves?.paid).toBeGreaterThan(0);
  }, 120_000);
});
