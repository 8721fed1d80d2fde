import type { SeatDetail, SeatPage, SeatRow, SeatSelectionInfo } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { DEFAULT_DEMO_SEED, demoAirlineSeed } from '../../demo/airline';
import { seatRefusal } from '../../demo/airline/seats';
import { balanceOf, ledgerFor, useCaseCalls } from '../../test/cases';
import { queryRows, testEngines } from '../../test/databases';
import { paidOrder, type PaidOrder } from '../../test/factories';
import { postEntry } from '../balance';

const freeSeats = (map: SeatSelectionInfo) =>
  map.rows
    .flatMap((row) => map.letters.map((l) => `${row.number}${l}`))
    .filter((s) => !map.taken.includes(s));

describe.each(testEngines())('seats (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: 3000 } });
  const { get, postJson } = useCaseCalls(t);

  const where = (order: PaidOrder, passenger = 0, segment = 0) => ({
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
  /** Demo Air's answer to a seat bought under this case number is drawn from the number alone. */
  const demoAirSells = (seatNo: string) =>
    seatRefusal({ code: 'DA', name: 'Demo Air', seed: demoAirlineSeed(DEFAULT_DEMO_SEED, 'DA') }, seatNo) ===
    null;
  const seatTotals = async (orderId: number) => {
    const [row] = await queryRows<{ seat_price: string; seat_price_eur: string }>(
      t.database.db,
      sql`select seat_price::text, seat_price_eur::text from orders where id = ${orderId}`,
    );
    return { price: Number(row?.seat_price), eur: Number(row?.seat_price_eur) };
  };
  const rowOf = async (orderNo: string, user = 'admin') => {
    const page = await get<SeatPage>(`/seatSelectInfo/pageList?orderNo=${orderNo}`, user);
    return page.data.rows;
  };
  const move = (seat: { id: number; version: number }, status: string, reason?: string) =>
    postJson<SeatRow>('/seatSelectInfo/update', { id: seat.id, version: seat.version, status, reason });
  /**
   * Holds the seat under a case number Demo Air sells (or, with sells false, refuses) once asked to
   * issue it: a case with the other answer is cancelled and the seat held again.
   */
  const held = async (at: ReturnType<typeof where>, seat: string, sells = true) => {
    for (let tries = 0; tries < 100; tries++) {
      const inserted = await insert(at, seat);
      expect(inserted.status, inserted.message).toBe(200);
      const row = (await rowOf(at.orderNo)).find((r) => r.seat === seat && r.status === 'PRICED');
      if (!row) throw new Error(`seat ${seat} is not held`);
      if (demoAirSells(row.seatNo) === sells) return { inserted, row };
      await move(row, 'CANCELLED');
    }
    throw new Error(`no case number Demo Air ${sells ? 'sells' : 'refuses'} a seat under`);
  };

  it('shows the map, holds a free seat with data as the text, debits once when paid and issues an EMD', async () => {
    const order = await paidOrder(t);
    const at = where(order);
    const map = await mapOf(at);
    expect(map.serviceCharge).toBe('5.00');
    expect(map.letters).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(map.prices).toContainEqual({ seatType: 'STANDARD', price: '8.00' });
    const seat = freeSeats(map).at(-1) ?? '';
    const { inserted, row } = await held(at, seat);
    expect(inserted.data).toMatch(new RegExp(`^Seat ${seat} on .+ held for .+: ST\\d{8}, 13\\.00 EUR$`));
    expect(row).toMatchObject({ seat, status: 'PRICED', applicationAmount: '13.00', serviceCharge: '5.00' });
    expect((await mapOf(at)).current).toEqual({ seat, seatNo: row?.seatNo, status: 'PRICED' });
    const before = await balanceOf(t, order.account_id);
    const pending = (await move(row, 'PENDING_PAYMENT')).data;
    const [a, b] = await Promise.all([move(pending, 'PAID'), move(pending, 'PAID')]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const paid = a.status === 200 ? a.data : b.data;
    expect(await ledgerFor(t, paid.seatNo)).toEqual([{ type: 'ANCILLARY_DEBIT', amount: '-13.00' }]);
    expect(Number(await balanceOf(t, order.account_id))).toBeCloseTo(Number(before) - 13);
    const issued = await move(paid, 'ISSUED');
    expect(issued.status).toBe(200);
    expect(issued.data.status).toBe('ISSUED');
    expect(issued.data.emd).toMatch(/^\d{14}$/);
    const detail = await get<SeatDetail>(`/seatSelectInfo/detail?id=${paid.id}`);
    expect(detail.data.records.map((r) => r.action)).toEqual(['OPEN', 'MOVE', 'MOVE', 'MOVE']);
  });

  it('adds an issued seat to the order’s seat totals and takes a refunded one away', async () => {
    const order = await paidOrder(t);
    const at = where(order);
    const seat = freeSeats(await mapOf(at)).at(-2) ?? '';
    const before = await seatTotals(order.id);
    const { row } = await held(at, seat);
    const seatPrice = Number(row.applicationAmount) - Number(row.serviceCharge);
    const pending = (await move(row, 'PENDING_PAYMENT')).data;
    const paid = (await move(pending, 'PAID')).data;
    const issued = (await move(paid, 'ISSUED')).data;
    expect(issued.status).toBe('ISSUED');
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
  });

  it('pays back a seat the airline refuses to issue, and leaves the order’s seat totals alone', async () => {
    const order = await paidOrder(t);
    const at = where(order);
    const seat = freeSeats(await mapOf(at)).at(-2) ?? '';
    const before = await seatTotals(order.id);
    const { row } = await held(at, seat, false);
    const pending = (await move(row, 'PENDING_PAYMENT')).data;
    const paid = (await move(pending, 'PAID')).data;
    const issued = await move(paid, 'ISSUED');
    expect(issued.status).toBe(200);
    expect(issued.data.status).toBe('ISSUE_FAILED');
    expect(await ledgerFor(t, paid.seatNo)).toHaveLength(2);
    expect(await seatTotals(order.id)).toEqual(before);
  });

  it('refuses a seat taken between view and insert, and a second seat for one passenger and flight', async () => {
    const order = await paidOrder(t, { adults: 2 });
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
    const order = await paidOrder(t, { adults: 1, children: 1 });
    const seat = freeSeats(await mapOf(where(order, 0)))[2] ?? '';
    const answers = await Promise.all([insert(where(order, 0), seat), insert(where(order, 1), seat)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await rowOf(order.order_no)).toHaveLength(1);
  });

  it('refuses an infant, a debit beyond the balance, illegal moves and a stale version', async () => {
    const withInfant = await paidOrder(t, { adults: 1, infants: 1 });
    const at = where(withInfant, 1);
    const refused = await insert(at, '12A');
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(
      /^passengerId: .+ is an infant: an infant sits on an adult's lap and gets no seat$/,
    );
    const order = await paidOrder(t);
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
    // The account made to hold 12.00 with no credit: the 13.00 debit is refused. Put back after.
    const [account] = await queryRows<{ credit_limit: string }>(
      t.database.db,
      sql`select credit_limit::text from accounts where id = ${order.account_id}`,
    );
    const drawn = (Number(await balanceOf(t, order.account_id)) - 12).toFixed(2);
    const adjust = (amount: string) =>
      t.database.db.transaction((tx) =>
        postEntry(tx, {
          accountId: order.account_id,
          type: 'ADJUSTMENT',
          amount,
          reference: 'seat test',
          operator: 'test',
        }),
      );
    await t.database.db.execute(sql`update accounts set credit_limit = 0 where id = ${order.account_id}`);
    await adjust((-Number(drawn)).toFixed(2));
    try {
      expect(await balanceOf(t, order.account_id)).toBe('12.00');
      expect((await move(pending, 'PAID')).message).toMatch(/^Insufficient balance/);
    } finally {
      await adjust(drawn);
      await t.database.db.execute(
        sql`update accounts set credit_limit = ${account?.credit_limit ?? '0'} where id = ${order.account_id}`,
      );
    }
    const cancelled = await move(pending, 'CANCELLED');
    expect(cancelled.data.status).toBe('CANCELLED');
    expect((await insert(where(order), seat)).status).toBe(200);
  });

  it('keeps each platform to its own seats and asks for 1005-6', async () => {
    const order = await paidOrder(t, { platform: 2 });
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
