import type { SeatDetail, SeatPage, SeatRow, SeatSelectionInfo } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { balanceOf, ledgerFor, paidDemoOrder, useCaseCalls, type PaidDemoOrder } from '../../test/cases';
import { queryRows, testEngines } from '../../test/databases';

const freeSeats = (map: SeatSelectionInfo) =>
  map.rows
    .flatMap((row) => map.letters.map((l) => `${row.number}${l}`))
    .filter((s) => !map.taken.includes(s));

describe.each(testEngines())('seats (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: 3000 } });
  const { get, postJson } = useCaseCalls(t);

  const where = (order: PaidDemoOrder, passenger = 0, segment = 0) => ({
    orderNo: order.order_no,
    passengerId: order.passengers[passenger]?.id ?? 0,
    segmentId: order.segments[segment]?.id ?? 0,
  });
  const mapOf = async (at: ReturnType<typeof where>, user = 'admin') => {
    const answer = await get<SeatSelectionInfo>(
      `/seatSelectInfo/getSeatSelectionInfo?orderNo=${at.orderNo}&passengerId=${at.passengerId}&segmentId=${at.segmentId}`,
      user,
    );
    expect(answer.status).toBe(200);
    return answer.data;
  };
  const insert = (at: ReturnType<typeof where>, seat: string, user = 'admin') =>
    postJson<string>('/seatSelectInfo/insert', { ...at, seat }, user);
  /** A paid order whose first two passengers may sit (not infants), after `skip` such orders. */
  const twoSeated = async (skip: number) => {
    let found = 0;
    for (let n = 0; n < 60; n++) {
      const order = await paidDemoOrder(t, 1, n);
      const ages = await queryRows<{ age_type: number }>(
        t.database.db,
        sql`select age_type from order_passengers where order_id = ${order.id} order by seq limit 2`,
      );
      if (ages.length === 2 && ages.every((a) => a.age_type !== 2) && found++ === skip) return order;
    }
    throw new Error('no demo order with two seated passengers');
  };
  const rowOf = async (orderNo: string, user = 'admin') => {
    const page = await get<SeatPage>(`/seatSelectInfo/pageList?orderNo=${orderNo}`, user);
    return page.data.rows;
  };
  const move = (seat: { id: number; version: number }, status: string, reason?: string) =>
    postJson<SeatRow>('/seatSelectInfo/update', { id: seat.id, version: seat.version, status, reason });

  it('shows the map, holds a free seat with data as the text, debits once when paid and issues an EMD', async () => {
    const order = await paidDemoOrder(t, 1, 0);
    const at = where(order);
    const map = await mapOf(at);
    expect(map.serviceCharge).toBe('5.00');
    expect(map.letters).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(map.prices).toContainEqual({ seatType: 'STANDARD', price: '8.00' });
    const seat = freeSeats(map).at(-1) ?? '';
    const inserted = await insert(at, seat);
    expect(inserted.status).toBe(200);
    expect(inserted.data).toMatch(new RegExp(`^Seat ${seat} on .+ held for .+: ST\\d{8}, 13\\.00 EUR$`));
    const [row] = await rowOf(order.order_no);
    expect(row).toMatchObject({ seat, status: 'PRICED', applicationAmount: '13.00', serviceCharge: '5.00' });
    expect((await mapOf(at)).current).toEqual({ seat, seatNo: row?.seatNo, status: 'PRICED' });
    const before = await balanceOf(t, order.account_id);
    const pending = (await move(row as SeatRow, 'PENDING_PAYMENT')).data;
    const [a, b] = await Promise.all([move(pending, 'PAID'), move(pending, 'PAID')]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const paid = a.status === 200 ? a.data : b.data;
    expect(await ledgerFor(t, paid.seatNo)).toEqual([{ type: 'ANCILLARY_DEBIT', amount: '-13.00' }]);
    expect(Number(await balanceOf(t, order.account_id))).toBeCloseTo(Number(before) - 13);
    const issued = await move(paid, 'ISSUED');
    expect(issued.status).toBe(200);
    if (issued.data.status === 'ISSUED') expect(issued.data.emd).toMatch(/^\d{14}$/);
    else {
      expect(issued.data.status).toBe('ISSUE_FAILED');
      expect(await ledgerFor(t, paid.seatNo)).toHaveLength(2);
    }
    const detail = await get<SeatDetail>(`/seatSelectInfo/detail?id=${paid.id}`);
    expect(detail.data.records.map((r) => r.action)).toEqual(['OPEN', 'MOVE', 'MOVE', 'MOVE']);
  });

  it('adds an issued seat to the order’s seat totals and takes a refunded one away', async () => {
    const seatTotals = async (orderId: number) => {
      const [row] = await queryRows<{ seat_price: string; seat_price_eur: string }>(
        t.database.db,
        sql`select seat_price::text, seat_price_eur::text from orders where id = ${orderId}`,
      );
      return { price: Number(row?.seat_price), eur: Number(row?.seat_price_eur) };
    };
    // The demo airline refuses one seat in ten: take the first order whose seat it sells.
    for (let n = 20; n < 26; n++) {
      const order = await paidDemoOrder(t, 1, n);
      const at = where(order);
      const map = await mapOf(at);
      const seat = freeSeats(map).at(-2) ?? '';
      const before = await seatTotals(order.id);
      if ((await insert(at, seat)).status !== 200) continue;
      const [row] = (await rowOf(order.order_no)).filter((r) => r.seat === seat);
      if (!row) continue;
      const seatPrice = Number(row.applicationAmount) - Number(row.serviceCharge);
      const pending = (await move(row, 'PENDING_PAYMENT')).data;
      const paid = (await move(pending, 'PAID')).data;
      const issued = (await move(paid, 'ISSUED')).data;
      if (issued.status !== 'ISSUED') {
        expect(await seatTotals(order.id)).toEqual(before);
        continue;
      }
      const after = await seatTotals(order.id);
      expect(after.price).toBeCloseTo(before.price + seatPrice, 2);
      expect(after.eur).toBeCloseTo(before.eur + seatPrice, 2);
      const detail = await get<{ summary: { seatPrice: number } }[]>(
        `/onefly/order/detail?orderNo=${order.order_no}`,
      );
      expect(detail.data[0]?.summary.seatPrice).toBeCloseTo(after.price, 2);

      const asked = (await move(issued, 'REFUND_REQUESTED')).data;
      expect((await move(asked, 'REFUNDED')).status).toBe(200);
      expect(await seatTotals(order.id)).toEqual(before);
      return;
    }
    throw new Error('the demo airline sold none of the seats');
  });

  it('refuses a seat taken between view and insert, and a second seat for one passenger and flight', async () => {
    const order = await twoSeated(0);
    const first = where(order, 0);
    const map = await mapOf(first);
    const seat = freeSeats(map)[0] ?? '';
    expect((await insert(first, seat)).status).toBe(200);
    const other = where(order, 1);
    const theirs = await insert(other, seat);
    expect(theirs).toMatchObject({ status: 400, message: expect.stringMatching(/was taken meanwhile/) });
    expect((await mapOf(other)).taken).toContain(seat);
    const again = await insert(first, freeSeats(map)[1] ?? '');
    expect(again.status).toBe(400);
    expect(again.message).toMatch(/^passengerId: .+ already has seat .+: one seat per passenger and flight$/);
    const sold = map.taken[0] ?? '';
    expect((await insert(other, sold)).message).toMatch(new RegExp(`^Seat ${sold} on .+ is taken`));
  });

  it('gives two inserts of one seat at once one case', async () => {
    const order = await twoSeated(1);
    const seat = freeSeats(await mapOf(where(order, 0)))[2] ?? '';
    const answers = await Promise.all([insert(where(order, 0), seat), insert(where(order, 1), seat)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await rowOf(order.order_no)).toHaveLength(1);
  });

  it('refuses an infant, a debit beyond the balance, illegal moves and a stale version', async () => {
    const [infant] = await queryRows<{ order_no: string; passenger_id: number; segment_id: number }>(
      t.database.db,
      sql`select o.order_no, p.id::int as passenger_id, s.id::int as segment_id from orders o
        join order_passengers p on p.order_id = o.id and p.age_type = 2
        join order_segments s on s.order_id = o.id
        where o.platform_type = 1 and o.airline in ('DA', 'EZ', 'OL') limit 1`,
    );
    if (!infant) throw new Error('no demo infant');
    const at = { orderNo: infant.order_no, passengerId: infant.passenger_id, segmentId: infant.segment_id };
    const refused = await insert(at, '12A');
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(
      /^passengerId: .+ is an infant: an infant sits on an adult's lap and gets no seat$/,
    );
    const order = await paidDemoOrder(t, 1, 3);
    const seat = freeSeats(await mapOf(where(order))).at(5) ?? '';
    await insert(where(order), seat);
    const [row] = await rowOf(order.order_no);
    if (!row) throw new Error('no seat case');
    expect((await move(row, 'ISSUED')).message).toBe(
      `Seat ${row.seatNo} is PRICED: it cannot move to ISSUED`,
    );
    expect((await move(row, 'REASSIGNED')).message).toBe('reason is required to move a seat to REASSIGNED');
    const pending = (await move(row, 'PENDING_PAYMENT')).data;
    expect((await move(row, 'CANCELLED')).message).toMatch(
      /^This case was changed by admin at .+; reload it$/,
    );
    await t.database.db.execute(sql`update accounts set credit_limit = 0 where id = ${order.account_id}`);
    const balance = Number(await balanceOf(t, order.account_id));
    if (balance < 13) expect((await move(pending, 'PAID')).message).toMatch(/^Insufficient balance/);
    const cancelled = await move(pending, 'CANCELLED');
    expect(cancelled.data.status).toBe('CANCELLED');
    expect((await insert(where(order), seat)).status).toBe(200);
  });

  it('keeps each platform to its own seats and asks for 1005-6', async () => {
    const order = await paidDemoOrder(t, 2, 0);
    const seat = freeSeats(await mapOf(where(order), 'edreams'))[0] ?? '';
    expect((await insert(where(order), seat, 'edreams')).status).toBe(200);
    const [row] = await rowOf(order.order_no, 'edreams');
    expect(await rowOf(order.order_no, 'operator')).toEqual([]);
    expect((await get(`/seatSelectInfo/detail?id=${row?.id}`, 'operator')).message).toBe(
      `Seat ${row?.id} does not exist`,
    );
    expect((await get('/seatSelectInfo/pageList', 'limited')).status).toBe(403);
    expect((await insert(where(order), 'ZZ', 'edreams')).message).toBe(
      'seat must be a row number and a letter, as 12A',
    );
    expect((await postJson('/seatSelectInfo/insert', { seat: '1A' })).message).toBe('orderNo is required');
  });
});
