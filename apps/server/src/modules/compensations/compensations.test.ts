import {
  COMPENSATION_STATUSES,
  type CompensationDetail,
  type CompensationPage,
  type CompensationRow,
  type DisruptionDetail,
  type DisruptionPage,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { balanceOf, ledgerFor, useCaseCalls } from '../../test/cases';
import { paidOrder } from '../../test/factories';
import { queryRows, testEngines } from '../../test/databases';

describe.each(testEngines())('compensation (%s)', (engine) => {
  const t = useTestApp(engine);
  const { get, postJson } = useCaseCalls(t);
  const url = (call: string) => `/order/compensation/${call}`;
  const add = (payload: object, user = 'admin') => postJson<CompensationRow>(url('add'), payload, user);
  const inner = (row: { id: number; version: number }, status: string, extra: object = {}, user = 'admin') =>
    postJson<CompensationRow>(
      url('inner/update'),
      { id: row.id, version: row.version, status, ...extra },
      user,
    );
  const cancel = (row: { id: number; version: number }, reason = 'Passenger withdrew the complaint') =>
    postJson<CompensationRow>(url('cancel'), { id: row.id, version: row.version, reason });
  const details = (id: number, user = 'admin') => postJson<CompensationDetail>(url('details'), { id }, user);
  const complaint = async (type: 'AIRLINE' | 'GOODWILL', amount = '80.00') => {
    const order = await paidOrder(t);
    const opened = await add({
      orderNo: order.order_no,
      source: 'COMPLAINT',
      type,
      amount,
      remark: 'Lost seat',
    });
    expect(opened.status, opened.message).toBe(200);
    return { order, row: opened.data };
  };

  /** The demo disruptions with their orders, read through the disruptions API (not its tables). */
  const disruptions = async () => {
    const page = await get<DisruptionPage>('/flightDisruption/pageList?pageSize=100');
    return Promise.all(
      page.data.pageList.map(
        async (row) => (await get<DisruptionDetail>(`/flightDisruption/detail?id=${row.id}`)).data,
      ),
    );
  };

  /**
   * A platform-1 demo order in EUR (the EU261 band's currency: another asks for the amount) on a
   * disruption that gives EU261 compensation and was not checked yet.
   */
  const disruptedOrder = async () => {
    const inEur = new Set(
      (
        await queryRows<{ order_no: string }>(
          t.database.db,
          sql`select order_no from orders where currency = 'EUR' and platform_type = 1`,
        )
      ).map((row) => row.order_no),
    );
    for (const detail of await disruptions()) {
      const { disruption, suggestion } = detail;
      if (disruption.compensationChecked || !suggestion.eligible) continue;
      const order = detail.orders.find((o) => o.platformType === 1 && inEur.has(o.orderNo));
      if (order) return { order, suggestion, disruptionNo: disruption.disruptionNo };
    }
    throw new Error('no demo order in EUR on an eligible disruption');
  };

  /** A paid order of its own, on a route no demo order flies: on no disruption. */
  const undisruptedOrder = () => paidOrder(t, { from: 'BRU', to: 'VIE' });

  // First: the later tests add cases of their own.
  it('finds demo compensations in every state on both platforms, a goodwill payment in the ledger', async () => {
    for (const user of ['admin', 'edreams']) {
      const page = await postJson<CompensationPage>(url('page/list'), { pageSize: 100 }, user);
      const states = new Set(page.data.pageList.map((row) => row.status));
      expect([...states].sort(), user).toEqual([...COMPENSATION_STATUSES].sort());
      const paid = page.data.pageList.find((row) => row.status === 'PAID');
      expect(await ledgerFor(t, paid?.compensationNo ?? '')).toEqual([
        { type: 'COMPENSATION', amount: '-50.00' },
      ]);
    }
  });

  it('opens a compensation from a disrupted order with the EU261 band of its disruption', async () => {
    const { order, suggestion, disruptionNo } = await disruptedOrder();
    expect([250, 400, 600]).toContain(suggestion.amount);
    const passengers = order.passengers.length;
    const opened = await add({ orderNo: order.orderNo, source: 'DISRUPTION', type: 'AIRLINE' }, 'operator');
    expect(opened.status, opened.message).toBe(200);
    expect(opened.data.compensationNo).toMatch(/^CP\d{8}$/);
    expect(opened.data).toMatchObject({
      status: 'OPENED',
      version: 1,
      source: 'DISRUPTION',
      compensationType: 'AIRLINE',
      applicationAmount: (suggestion.amount * passengers).toFixed(2),
      eu261: {
        disruptionNo,
        perPassenger: suggestion.amount,
        distanceKm: suggestion.distanceKm,
        eligible: true,
        checked: false,
        passengers,
      },
    });
    const detail = await details(opened.data.id, 'operator');
    expect(detail.data.records.map((record) => record.action)).toEqual(['OPEN']);
    const listed = await postJson<CompensationPage>(url('page/list'), { orderNo: order.orderNo });
    expect(listed.data.pageList.map((row) => row.compensationNo)).toEqual([opened.data.compensationNo]);
  });

  it('refuses a disruption case for an order on no disruption, and a complaint without an amount', async () => {
    const order = await undisruptedOrder();
    const none = await add({ orderNo: order.order_no, source: 'DISRUPTION', type: 'AIRLINE' });
    expect(none.status).toBe(400);
    expect(none.message).toMatch(/^source: order .* is on no flight disruption/);
    const noAmount = await add({ orderNo: order.order_no, source: 'COMPLAINT', type: 'GOODWILL' });
    expect(noAmount).toMatchObject({ status: 400, message: 'amount is required for a complaint' });
    for (const [payload, field] of [
      [{ source: 'COMPLAINT', type: 'GOODWILL', amount: '10' }, 'orderNo'],
      [{ orderNo: order.order_no, source: 'EMAIL', type: 'GOODWILL', amount: '10' }, 'source'],
      [{ orderNo: order.order_no, source: 'COMPLAINT', type: 'CASH', amount: '10' }, 'type'],
      [{ orderNo: order.order_no, source: 'COMPLAINT', type: 'GOODWILL', amount: 'ten' }, 'amount'],
    ] as const) {
      const refused = await add(payload);
      expect(refused.status).toBe(400);
      expect(refused.message).toContain(field);
    }
    const zero = await add({ orderNo: order.order_no, source: 'COMPLAINT', type: 'GOODWILL', amount: '0' });
    expect(zero.message).toBe('amount must be more than 0');
    const cases = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from after_sales_cases where order_no = ${order.order_no}`,
    );
    expect(cases[0]?.n).toBe(0);
  });

  it('runs an airline compensation to CLOSED: the airline pays, the passengers get it, no ledger entry', async () => {
    const { order, row } = await complaint('AIRLINE', '250.00');
    const before = await balanceOf(t, order.account_id);
    const assessed = await inner(row, 'ASSESSED');
    const eligible = await inner(assessed.data, 'ELIGIBLE');
    const paidTooSoon = await inner(eligible.data, 'PAID');
    expect(paidTooSoon.message).toMatch(/is an airline compensation: it is paid after AIRLINE_ACCEPTED/);
    const claimed = await inner(eligible.data, 'CLAIM_SUBMITTED');
    const accepted = await inner(claimed.data, 'AIRLINE_ACCEPTED', { confirmedAmount: '200.00' });
    expect(accepted.data).toMatchObject({ status: 'AIRLINE_ACCEPTED', confirmedAmount: '200.00' });
    const paid = await inner(accepted.data, 'PAID');
    const closed = await inner(paid.data, 'CLOSED');
    expect(closed.data.status).toBe('CLOSED');
    expect(await ledgerFor(t, row.compensationNo)).toEqual([]);
    expect(await balanceOf(t, order.account_id)).toBe(before);
    const detail = await details(row.id);
    expect(detail.data.records.at(-2)?.content).toContain('passed on to the passengers');
  });

  it('records why a case is not eligible or the airline refused, and refuses the move without it', async () => {
    const { row } = await complaint('AIRLINE', '80.00');
    const assessed = await inner(row, 'ASSESSED');
    expect((await inner(assessed.data, 'NOT_ELIGIBLE')).message).toBe('reason is required for NOT_ELIGIBLE');
    const not = await inner(assessed.data, 'NOT_ELIGIBLE', { reason: 'Extraordinary circumstances: storm' });
    expect(not.data.status).toBe('NOT_ELIGIBLE');
    expect((await details(row.id)).data.reason).toBe('Extraordinary circumstances: storm');
  });

  it('pays a goodwill compensation from the balance once, even when two requests arrive at once', async () => {
    const { order, row } = await complaint('GOODWILL', '45.50');
    const before = await balanceOf(t, order.account_id);
    const assessed = await inner(row, 'ASSESSED');
    const eligible = await inner(assessed.data, 'ELIGIBLE');
    expect((await inner(eligible.data, 'CLAIM_SUBMITTED')).message).toMatch(
      /is goodwill: the agency pays it/,
    );
    const answers = await Promise.all([inner(eligible.data, 'PAID'), inner(eligible.data, 'PAID')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(await ledgerFor(t, row.compensationNo)).toEqual([{ type: 'COMPENSATION', amount: '-45.50' }]);
    expect(Number(await balanceOf(t, order.account_id))).toBeCloseTo(Number(before) - 45.5, 2);
    const paid = answers.find((answer) => answer.status === 200);
    expect(paid?.data).toMatchObject({ status: 'PAID', confirmedAmount: '45.50' });
  });

  it('cancels an open case with its reason; a cancelled or paid case cannot be cancelled, naming its state', async () => {
    const { row } = await complaint('GOODWILL', '20.00');
    expect((await postJson(url('cancel'), { id: row.id, version: row.version })).message).toBe(
      'reason is required',
    );
    const cancelled = await cancel(row);
    expect(cancelled.data.status).toBe('CANCELLED');
    expect((await details(row.id)).data.reason).toBe('Passenger withdrew the complaint');
    const again = await cancel(cancelled.data);
    expect(again).toMatchObject({
      status: 400,
      message: `Compensation ${row.compensationNo} is CANCELLED: it cannot move to CANCELLED`,
    });
  });

  it('refuses an illegal move naming the state, and a stale version naming who changed it', async () => {
    const { row } = await complaint('AIRLINE', '30.00');
    const skipped = await inner(row, 'ELIGIBLE');
    expect(skipped).toMatchObject({
      status: 400,
      message: `Compensation ${row.compensationNo} is OPENED: it cannot move to ELIGIBLE`,
    });
    await inner(row, 'ASSESSED');
    const stale = await inner(row, 'ASSESSED');
    expect(stale.message).toMatch(/^This case was changed by admin at .*; reload it$/);
    const status = await inner(row, 'OPENED');
    expect(status.message).toMatch(/^status must be one of/);
  });

  it('edits the amount and remark while not yet claimed, then refuses', async () => {
    const { row } = await complaint('AIRLINE', '30.00');
    const edited = await postJson<CompensationRow>(url('edit'), { id: row.id, version: 1, amount: '60.00' });
    expect(edited.data).toMatchObject({ applicationAmount: '60.00', version: 2, status: 'OPENED' });
    expect((await postJson(url('edit'), { id: row.id, version: 2 })).message).toBe(
      'amount or remark is required',
    );
    const assessed = await inner(edited.data, 'ASSESSED');
    const eligible = await inner(assessed.data, 'ELIGIBLE');
    const claimed = await inner(eligible.data, 'CLAIM_SUBMITTED');
    const late = await postJson(url('edit'), { id: row.id, version: claimed.data.version, amount: '70.00' });
    expect(late.message).toMatch(
      /is CLAIM_SUBMITTED: it can be edited only while OPENED, ASSESSED, ELIGIBLE/,
    );
    const detail = await details(row.id);
    expect(detail.data.records.map((record) => record.action)).toEqual([
      'OPEN',
      'EDIT',
      'MOVE',
      'MOVE',
      'MOVE',
    ]);
  });

  it("keeps another platform's cases out of reach and answers 403 without the compensation code", async () => {
    const { row } = await complaint('GOODWILL', '15.00');
    const other = await details(row.id, 'edreams');
    expect(other).toMatchObject({ status: 400, message: `Compensation ${row.id} does not exist` });
    const theirs = await postJson<CompensationPage>(url('page/list'), { pageSize: 100 }, 'edreams');
    expect(theirs.data.pageList.every((listed) => listed.platformType === 2)).toBe(true);
    const limited = await t.inject({
      method: 'POST',
      url: '/prod-api/order/compensation/page/list',
      payload: {},
      headers: { 'x-token': await t.login('limited') },
    });
    expect(limited.statusCode).toBe(403);
  });

  it('filters the list by type and status, and refuses a bad filter naming it', async () => {
    await complaint('GOODWILL', '12.00');
    const goodwill = await postJson<CompensationPage>(url('page/list'), {
      type: 'GOODWILL',
      status: 'OPENED',
    });
    expect(goodwill.data.pageList.length).toBeGreaterThan(0);
    expect(
      goodwill.data.pageList.every((r) => r.compensationType === 'GOODWILL' && r.status === 'OPENED'),
    ).toBe(true);
    expect((await postJson(url('page/list'), { status: 'LOST' })).message).toMatch(/^status must be one of/);
  });
});
