import type {
  BaggageDetail,
  BaggageOfferRow,
  BaggagePage,
  BaggageRow,
  PassengerBaggage,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { postEntry } from '../balance';
import { balanceOf, ledgerFor, useCaseCalls } from '../../test/cases';
import { queryRows, testEngines } from '../../test/databases';
import { paidOrder, type PaidOrder } from '../../test/factories';
import { userApi } from '../users/test-helpers';

const cents = (text: string) => Math.round(Number(text) * 100);

describe.each(testEngines())('baggage (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: 3000 } });
  const { get, postForm } = useCaseCalls(t);

  const target = (order: PaidOrder, passenger = 0, segment = 0) => ({
    orderNo: order.order_no,
    passengerId: order.passengers[passenger]?.id ?? 0,
    segmentId: order.segments[segment]?.id ?? 0,
  });
  const offers = async (order: PaidOrder, user = 'admin') => {
    const { orderNo, passengerId, segmentId } = target(order);
    return get<{ pageList: BaggageOfferRow[] }>(
      `/baggage/getBaggageInfo?orderNo=${orderNo}&passengerId=${passengerId}&segmentId=${segmentId}`,
      user,
    );
  };
  const add = (order: PaidOrder, offerId = 'CHECKED-1x23', user = 'admin') =>
    postForm<BaggageRow>('/twoBaggageInfo/add', { ...target(order), offerId }, user);
  const move = (bag: { id: number; version: number }, state: string, extra: Record<string, string> = {}) =>
    postForm<BaggageRow>('/twoBaggageInfo/editState', { id: bag.id, version: bag.version, state, ...extra });
  const detail = async (id: number, user = 'admin') =>
    (await get<BaggageDetail>(`/twoBaggageInfo/detail?id=${id}`, user)).data;
  const luggageOf = (orderId: number) =>
    queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_luggage where order_id = ${orderId}`,
    ).then((rows) => rows[0]?.n ?? 0);

  it('finds demo bags in every state on both platforms', async () => {
    const states = new Set<string>();
    for (const user of ['admin', 'edreams']) {
      const page = await get<BaggagePage>('/twoBaggageInfo/getTwoBaggageInfo?pageSize=100', user);
      expect(page.status).toBe(200);
      for (const row of page.data.pageList) states.add(row.status);
    }
    for (const state of [
      'PRICED',
      'PENDING_PAYMENT',
      'PAID',
      'ISSUED',
      'ISSUE_FAILED',
      'USED',
      'REFUND_REQUESTED',
      'REFUNDED',
      'REJECTED',
      'CANCELLED',
    ])
      expect(states.has(state), state).toBe(true);
  });

  it("lists the airline's offers, adds one, pays and issues it: one debit, the EMD and the order's luggage", async () => {
    const order = await paidOrder(t);
    const found = await offers(order);
    expect(found.status).toBe(200);
    const offer = found.data.pageList.find((o) => o.offerId === 'CHECKED-1x23');
    if (!offer) throw new Error('no 23 kg offer');
    expect(offer).toMatchObject({ kind: 'CHECKED', pieces: 1, weightKg: 23, currency: 'EUR' });

    const before = await balanceOf(t, order.account_id);
    const bagsBefore = await luggageOf(order.id);
    const added = await add(order);
    expect(added.message).toBe('Submitted successfully');
    expect(added.data).toMatchObject({
      status: 'PRICED',
      applicationAmount: offer.price,
      bagType: 'CHECKED',
    });
    expect(added.data.baggageNo).toMatch(/^BG\d{8}$/);

    const pending = (await move(added.data, 'PENDING_PAYMENT')).data;
    // Two payments at once: one debit, the other refused.
    const [a, b] = await Promise.all([move(pending, 'PAID'), move(pending, 'PAID')]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const paid = a.status === 200 ? a.data : b.data;
    expect(await ledgerFor(t, added.data.baggageNo)).toEqual([
      { type: 'ANCILLARY_DEBIT', amount: `-${offer.price}` },
    ]);
    expect(cents(before) - cents(await balanceOf(t, order.account_id))).toBe(cents(offer.price));

    const issued = await move(paid, 'ISSUED');
    expect(issued.message).toBe('Success');
    expect(issued.data.status).toBe('ISSUED');
    expect(issued.data.emdNumber).toMatch(/^\d{13}$/);
    expect((await detail(added.data.id)).records.at(-1)?.content).toContain(`EMD ${issued.data.emdNumber}`);
    expect(await luggageOf(order.id)).toBe(bagsBefore + 1);

    const mine = await postForm<PassengerBaggage>('/twoBaggageInfo/getPassengerBaggageInfo', {
      orderNo: order.order_no,
      passengerId: target(order).passengerId,
    });
    expect(mine.data.bought).toEqual([
      expect.objectContaining({
        baggageNo: added.data.baggageNo,
        status: 'ISSUED',
        emdNumber: issued.data.emdNumber,
      }),
    ]);
    expect(mine.data.included.length).toBe(bagsBefore);

    // Refunded: the money back once, the bag off the order.
    const asked = (await move(issued.data, 'REFUND_REQUESTED')).data;
    const refunded = await move(asked, 'REFUNDED');
    expect(refunded.data.status).toBe('REFUNDED');
    expect((await ledgerFor(t, added.data.baggageNo)).map((e) => e.type)).toEqual([
      'ANCILLARY_DEBIT',
      'REFUND_CREDIT',
    ]);
    expect(await balanceOf(t, order.account_id)).toBe(before);
    expect(await luggageOf(order.id)).toBe(bagsBefore);
  });

  it('refuses the same bag for the same passenger and segment twice, until the first is released', async () => {
    const order = await paidOrder(t);
    const first = await add(order);
    expect(first.status).toBe(200);
    const again = await add(order);
    expect(again.status).toBe(400);
    expect(again.message).toContain(`already has the bag 1 × 23 kg checked on`);
    expect(again.message).toContain(first.data.baggageNo);
    expect((await add(order, 'CABIN-1x10')).status).toBe(200);
    await move(first.data, 'CANCELLED');
    expect((await add(order)).status).toBe(200);
  });

  it('returns the money once when the issue fails, by hand or by the airline', async () => {
    const order = await paidOrder(t);
    const before = await balanceOf(t, order.account_id);
    let bag = (await add(order)).data;
    bag = (await move(bag, 'PENDING_PAYMENT')).data;
    bag = (await move(bag, 'PAID')).data;
    expect((await move(bag, 'ISSUE_FAILED')).message).toBe(
      'reason is required to move a bag to ISSUE_FAILED',
    );
    const [a, b] = await Promise.all([
      move(bag, 'ISSUE_FAILED', { reason: 'The airline did not answer' }),
      move(bag, 'ISSUE_FAILED', { reason: 'The airline did not answer' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect((await ledgerFor(t, bag.baggageNo)).map((e) => e.type)).toEqual([
      'ANCILLARY_DEBIT',
      'REFUND_CREDIT',
    ]);
    expect(await balanceOf(t, order.account_id)).toBe(before);

    // The airline refuses: bag sales closed, the flight leaves within 24 hours.
    let late = (await add(order, 'CABIN-1x10')).data;
    late = (await move(late, 'PENDING_PAYMENT')).data;
    late = (await move(late, 'PAID')).data;
    await t.database.db.execute(
      sql`update order_segments set dep_time = now() + interval '2 hours' where id = ${target(order).segmentId}`,
    );
    // The flight the bag was priced for is in the case; the airline is asked for that day.
    await t.database.db.execute(
      sql`update after_sales_cases set details = jsonb_set(details, '{flight,depDate}', to_jsonb(to_char(now(), 'YYYY-MM-DD'))) where id = ${late.id}`,
    );
    const refused = await move(late, 'ISSUED');
    expect(refused.data.status).toBe('ISSUE_FAILED');
    expect((await detail(late.id)).reason).toContain('closed 24 hours before departure');
    expect((await ledgerFor(t, late.baggageNo)).map((e) => e.type)).toEqual([
      'ANCILLARY_DEBIT',
      'REFUND_CREDIT',
    ]);
  });

  it('refuses illegal, stale and short-funded moves', async () => {
    const order = await paidOrder(t);
    const bag = (await add(order)).data;
    expect((await move(bag, 'PAID')).message).toBe(
      `Baggage ${bag.baggageNo} is PRICED: it cannot move to PAID`,
    );
    const pending = (await move(bag, 'PENDING_PAYMENT')).data;
    expect((await move(bag, 'CANCELLED')).message).toMatch(
      /^This case was changed by admin at .+; reload it$/,
    );
    // An account whose balance and credit limit do not cover the bag refuses the debit. The account
    // is emptied for this check only: the balance and credit limit are put back after it.
    const [account] = await queryRows<{ credit_limit: string }>(
      t.database.db,
      sql`select credit_limit::text from accounts where id = ${order.account_id}`,
    );
    const balance = await balanceOf(t, order.account_id);
    const adjust = (amount: string) =>
      t.database.db.transaction((tx) =>
        postEntry(tx, {
          accountId: order.account_id,
          type: 'ADJUSTMENT',
          amount,
          reference: 'test',
          operator: 'test',
        }),
      );
    await t.database.db.execute(sql`update accounts set credit_limit = 0 where id = ${order.account_id}`);
    if (cents(balance) !== 0) await adjust((-Number(balance)).toFixed(2));
    try {
      expect(await balanceOf(t, order.account_id)).toBe('0.00');
      const short = await move(pending, 'PAID');
      expect(short.status).toBe(400);
      expect(short.message).toMatch(/^Insufficient balance/);
      expect(await ledgerFor(t, bag.baggageNo)).toEqual([]);
      expect((await detail(bag.id)).status).toBe('PENDING_PAYMENT');
    } finally {
      if (cents(balance) !== 0) await adjust(balance);
      await t.database.db.execute(
        sql`update accounts set credit_limit = ${account?.credit_limit ?? '0'} where id = ${order.account_id}`,
      );
    }
  });

  it("shows the airline's offers to 1005-3 alone, as calls.md says: 1001-1 by itself is refused", async () => {
    const users = userApi(t);
    const admin = await t.login('admin');
    const tokens: Record<string, string> = {};
    for (const [name, code] of [
      ['bags3', '1005-3'],
      ['orders1bag', '1001-1'],
    ] as const) {
      expect((await users.addRole(admin, { name: `Bags ${code}`, codes: [code] })).status).toBe(200);
      await users.createUser(admin, name, [`Bags ${code}`], { platformType: 1 });
      tokens[name] = await t.login(name, `${name}-secret-1`);
    }
    const order = await paidOrder(t);
    const { orderNo, passengerId, segmentId } = target(order);
    const offersAs = (name: string) =>
      t.inject({
        method: 'GET',
        url: `/prod-api/baggage/getBaggageInfo?orderNo=${orderNo}&passengerId=${passengerId}&segmentId=${segmentId}`,
        headers: { 'x-token': tokens[name] ?? '' },
      });
    const shown = await offersAs('bags3');
    expect(shown.statusCode).toBe(200);
    expect(shown.json<{ data: { pageList: BaggageOfferRow[] } }>().data.pageList.length).toBeGreaterThan(0);
    const refused = await offersAs('orders1bag');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 403, message: "You don't have permission", data: null });
  });

  it('lists with filters, each platform its own, and checks permissions and input', async () => {
    const order = await paidOrder(t, { platform: 2 });
    const bag = (await add(order, 'CHECKED-1x23', 'edreams')).data;
    const mine = await get<BaggagePage>(
      `/twoBaggageInfo/getTwoBaggageInfo?orderNo=${order.order_no}`,
      'edreams',
    );
    expect(mine.data.pageList.map((row) => row.baggageNo)).toEqual([bag.baggageNo]);
    const filtered = await get<BaggagePage>(
      `/twoBaggageInfo/getTwoBaggageInfo?orderNo=${order.order_no}&state=PAID&bagType=CHECKED`,
      'edreams',
    );
    expect(filtered.data.totalCount).toBe(0);
    expect((await get(`/twoBaggageInfo/detail?id=${bag.id}`, 'operator')).message).toBe(
      `Baggage ${bag.id} does not exist`,
    );
    expect((await get('/twoBaggageInfo/getTwoBaggageInfo', 'limited')).status).toBe(403);
    expect(
      (await postForm('/twoBaggageInfo/editState', { id: bag.id, version: 1, state: 'PAID' }, 'limited'))
        .status,
    ).toBe(403);

    const count = async () =>
      (
        await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from after_sales_cases`)
      )[0]?.n;
    const before = await count();
    const base = { ...target(order), offerId: 'CHECKED-1x23' };
    const refusals: [Record<string, string | number>, string][] = [
      [{ ...base, offerId: '' }, 'offerId is required'],
      [{ ...base, passengerId: 'x' }, 'passengerId'],
      [{ ...base, passengerId: 999999 }, `passengerId: no passenger 999999 on order ${order.order_no}`],
      [{ ...base, offerId: 'CHECKED-9x99' }, 'offerId: the airline sells no bag CHECKED-9x99'],
    ];
    for (const [fields, message] of refusals) {
      const answer = await postForm('/twoBaggageInfo/add', fields, 'edreams');
      expect(answer.status).toBe(400);
      expect(answer.message).toContain(message);
    }
    expect((await get('/twoBaggageInfo/getTwoBaggageInfo?state=LOST')).message).toContain(
      'state must be one of',
    );
    expect(await count()).toBe(before);
  });
});
