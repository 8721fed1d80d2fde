import {
  REFUND_STATUSES,
  type CaseRecordRow,
  type PageList,
  type RefundDetail,
  type RefundPage,
  type RefundRow,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import type { WrapperRefundAnswer } from '@ota/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { balanceOf, ledgerFor, useCaseCalls } from '../../test/cases';
import { queryRows, testEngines } from '../../test/databases';
import { paidOrder as makePaidOrder, type PaidOrder } from '../../test/factories';
import { formatMoney } from '../../platform/money';
import { DEFAULT_DEMO_SEED, demoAirlineSeed } from '../../demo/airline';
import { REFUND_ANSWER_MS, refundAnswer } from '../../demo/airline/refund-answers';

describe.each(testEngines())('refunds (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: 2000 } });
  const { get, postJson, postForm, demoAirlineUrl, advanceAirlineClock } = useCaseCalls(t);
  const paidOrder = (platform: 1 | 2 = 1) => makePaidOrder(t, { platform });

  const open = async (order: PaidOrder, user = 'admin') =>
    postJson<RefundRow>(
      '/orderRefund/addRefundOrderInfo',
      {
        orderNo: order.order_no,
        refundType: 'VOLUNTARY',
        passengerIds: [order.passengers[0]?.id],
        segmentIds: order.segments.map((segment) => segment.id),
        remark: 'Customer asked by phone',
      },
      user,
    );
  const move = (
    refund: { id: number; version: number },
    status: string,
    extra: Record<string, string> = {},
  ) =>
    postForm<RefundRow>('/orderRefund/update', { id: refund.id, version: refund.version, status, ...extra });
  // First: the later tests add refunds of their own.
  it('finds demo refunds in every state on both platforms, with deadlines near and past', async () => {
    for (const user of ['admin', 'edreams']) {
      const page = await get<RefundPage>('/orderRefund/pageList?pageSize=100', user);
      const states = new Set(page.data.pageList.map((row) => row.status));
      expect([...states].sort(), user).toEqual([...REFUND_STATUSES].sort());
    }
    const expired = await get<RefundPage>('/orderRefund/pageList?status=QUOTE_EXPIRED');
    expect(expired.data.pageList.some((row) => row.deadline !== null)).toBe(true);
  });

  it('runs a refund from request to credit: one ledger entry, one record per step on the case and the order', async () => {
    const order = await paidOrder();
    const before = await balanceOf(t, order.account_id);
    const opened = await open(order);
    expect(opened.status).toBe(200);
    expect(opened.data).toMatchObject({ status: 'REQUESTED', version: 1, orderNo: order.order_no });
    expect(opened.data.refundNo).toMatch(/^RF\d{8}$/);

    const quoted = await move(opened.data, 'QUOTED', { serviceCharge: '5.00' });
    expect(quoted.message).toBe('Success');
    expect(quoted.data.status).toBe('QUOTED');
    const detail = (await get<RefundDetail>(`/orderRefund/detail?id=${opened.data.id}`)).data;
    const quote = detail.quote;
    if (!quote) throw new Error('no quote');
    // The quote, line by line: fare − penalty − non-refundable taxes − what is beyond the ticket's
    // charge − service charge.
    const cents = (text: string) => Math.round(Number(text) * 100);
    expect(
      cents(quote.fare) -
        cents(quote.penalty) -
        cents(quote.nonRefundableTaxes) -
        cents(quote.beyondCharged) -
        500,
    ).toBe(cents(quote.quoteAmount));
    expect(detail.deadline).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    let current = quoted.data;
    // The airline's answer recorded by hand, with the reason (the airline confirmed by phone).
    for (const status of ['CONFIRMED', 'SUBMITTED_TO_AIRLINE', 'AIRLINE_APPROVED', 'REFUNDED']) {
      const answer = await move(
        current,
        status,
        status === 'AIRLINE_APPROVED' ? { reason: 'Confirmed by phone' } : {},
      );
      expect(answer, status).toMatchObject({ status: 200, data: { status } });
      current = answer.data;
    }
    expect(current.confirmedAmount).toBe(quote.quoteAmount);
    expect(await ledgerFor(t, current.refundNo)).toEqual([
      { type: 'REFUND_CREDIT', amount: quote.quoteAmount },
    ]);
    expect(cents(await balanceOf(t, order.account_id)) - cents(before)).toBe(cents(quote.quoteAmount));

    const [ticket] = await queryRows<{ ticket_status: string }>(
      t.database.db,
      sql`select ticket_status from order_passengers where id = ${order.passengers[0]?.id}`,
    );
    expect(ticket?.ticket_status).toBe('REFUNDED');

    const records = (await get<RefundDetail>(`/orderRefund/detail?id=${current.id}`)).data.records;
    expect(records.map((record) => record.toStatus)).toEqual([
      'REQUESTED',
      'QUOTED',
      'CONFIRMED',
      'SUBMITTED_TO_AIRLINE',
      'AIRLINE_APPROVED',
      'REFUNDED',
    ]);
    const orderRecords = await queryRows<{ content: string }>(
      t.database.db,
      sql`select content from order_operation_records where order_id = ${order.id} and content like ${`Refund ${current.refundNo}%`}`,
    );
    expect(orderRecords).toHaveLength(6);
    const mails = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from mail_outbox where subject like ${`Refund ${current.refundNo}%`}`,
    );
    expect(mails[0]?.n).toBeGreaterThan(0);
  });

  it('refuses an illegal move naming the refund and its state, and a stale version naming who changed it', async () => {
    const opened = (await open(await paidOrder())).data;
    expect(await move(opened, 'REFUNDED')).toEqual({
      status: 400,
      message: `Refund ${opened.refundNo} is REQUESTED: it cannot move to REFUNDED`,
      data: null,
    });
    const cancelled = await move(opened, 'CANCELLED', { reason: 'Customer changed their mind' });
    expect(cancelled.data.version).toBe(2);
    const stale = await move(opened, 'QUOTED');
    expect(stale.status).toBe(400);
    expect(stale.message).toMatch(
      /^This case was changed by admin at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}; reload it$/,
    );
  });

  /**
   * What Demo Air will answer to a refund: its answer is drawn from the refund's number alone (the
   * amount and the time of asking do not change it), so a test can tell in advance.
   */
  const demoAirDecides = (refundNo: string) =>
    refundAnswer(
      { code: 'DA', name: 'Demo Air', seed: demoAirlineSeed(DEFAULT_DEMO_SEED, 'DA') },
      `DAR-0-0-EUR-${refundNo}`,
      REFUND_ANSWER_MS,
    ).status;
  /** A refund moved to SUBMITTED_TO_AIRLINE, the airline's refund id kept; one Demo Air will decide so if asked. */
  const submitted = async (decision?: 'APPROVED' | 'REJECTED') => {
    let current = (await open(await paidOrder())).data;
    for (let tries = 0; decision && demoAirDecides(current.refundNo) !== decision; tries++) {
      expect(tries, `a refund Demo Air decides ${decision}`).toBeLessThan(100);
      await move(current, 'CANCELLED', { reason: 'Not the answer this test needs' });
      current = (await open(await paidOrder())).data;
    }
    for (const status of ['QUOTED', 'CONFIRMED', 'SUBMITTED_TO_AIRLINE']) {
      const answer = await move(current, status);
      expect(answer.message, status).toBe('Success');
      current = answer.data;
    }
    return current;
  };
  /** The airline's own answer, asked over HTTP as the console does. */
  const airlineAnswer = async (refund: RefundRow) => {
    const detail = (await get<RefundDetail>(`/orderRefund/detail?id=${refund.id}`)).data;
    const submission = detail.records.find((record) => record.toStatus === 'SUBMITTED_TO_AIRLINE');
    const refundId = /as (\S+)$/.exec(submission?.content ?? '')?.[1] ?? '';
    const url = demoAirlineUrl(refund.airline);
    return (
      await fetch(`${url}/v1/refunds/${encodeURIComponent(refundId)}`)
    ).json() as Promise<WrapperRefundAnswer>;
  };

  it.each(['APPROVED', 'REJECTED'] as const)(
    'submits to the airline and moves the refund by the airline’s answer once it has one (%s)',
    async (decision) => {
      const refund = await submitted(decision);
      const early = await postForm<{ answered: boolean; message: string; refund: RefundRow }>(
        '/orderRefund/refreshAirline',
        { id: refund.id },
      );
      expect(early.data).toMatchObject({ answered: false, refund: { status: 'SUBMITTED_TO_AIRLINE' } });
      expect(early.data.message).toMatch(/has not answered yet$/);
      // The airline decides REFUND_ANSWER_MS after the submission: its clock moves on, nobody waits.
      advanceAirlineClock(REFUND_ANSWER_MS);
      const answered = await postForm<{ answered: boolean; message: string; refund: RefundRow }>(
        '/orderRefund/refreshAirline',
        { id: refund.id },
      );
      const airline = await airlineAnswer(refund);
      expect(airline.status).toBe(decision);
      expect(answered.data.answered).toBe(true);
      if (decision === 'APPROVED') {
        expect(answered.data.refund).toMatchObject({
          status: 'AIRLINE_APPROVED',
          confirmedAmount: (airline.approvedAmount ?? 0).toFixed(2),
        });
        // The airline returns what the customer gets and the fee the agency keeps: all three said.
        const money = (value: number) => formatMoney(value.toFixed(2), refund.currency);
        const granted = airline.approvedAmount ?? 0;
        const fee = Number(refund.serviceCharge);
        expect(answered.data.message).toContain(
          fee > 0
            ? ` granted ${money(granted + fee)}; the agency keeps its ${money(fee)} fee; the customer gets ${money(granted)}`
            : ` granted ${money(granted)}`,
        );
      } else {
        expect(answered.data.refund.status).toBe('AIRLINE_REJECTED');
        expect(answered.data.message).toMatch(/ rejected the refund/);
      }
      // Asking again finds nothing left to wait for.
      expect((await postForm('/orderRefund/refreshAirline', { id: refund.id })).message).toBe(
        `Refund ${refund.refundNo} is ${answered.data.refund.status}: there is no airline answer to wait for`,
      );
    },
  );

  it('asks the airlines in the background, without an operator', async () => {
    const refund = await submitted();
    advanceAirlineClock(REFUND_ANSWER_MS);
    const polling = await t.rebuild({ airlinePollSeconds: 1 });
    await expect
      .poll(async () => (await get<RefundDetail>(`/orderRefund/detail?id=${refund.id}`)).data.status, {
        timeout: 8000,
        interval: 500,
      })
      .not.toBe('SUBMITTED_TO_AIRLINE');
    const detail = (await get<RefundDetail>(`/orderRefund/detail?id=${refund.id}`)).data;
    expect(detail.records.at(-1)?.operator).toBe('system');
    await polling.close();
  });

  it('asks a reason for an answer recorded by hand', async () => {
    const refund = await submitted();
    expect((await move(refund, 'AIRLINE_APPROVED')).message).toBe(
      "reason is required to record the airline's answer (AIRLINE_APPROVED) by hand",
    );
  });

  it('credits a refund once when two requests move it to REFUNDED at the same time', async () => {
    const order = await paidOrder();
    let current = (await open(order)).data;
    for (const status of ['QUOTED', 'CONFIRMED', 'SUBMITTED_TO_AIRLINE', 'AIRLINE_APPROVED'])
      current = (await move(current, status, { reason: 'Confirmed by phone' })).data;
    const answers = await Promise.all([move(current, 'REFUNDED'), move(current, 'REFUNDED')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(await ledgerFor(t, current.refundNo)).toHaveLength(1);
  });

  it('moves a batch all or none, naming every refund that cannot move', async () => {
    const refunds: RefundRow[] = [];
    for (let i = 0; i < 5; i++) refunds.push((await open(await paidOrder())).data);
    const [first] = refunds;
    if (!first) throw new Error('no refund');
    await move(first, 'CANCELLED');
    const ids = refunds.map((refund) => refund.id).join(',');
    const refused = await postForm('/orderRefund/batchModStatus', { ids, status: 'CANCELLED' });
    expect(refused).toEqual({
      status: 400,
      message: `1 of 5 refunds cannot move to CANCELLED; none moved. Refund ${first.refundNo} is CANCELLED: it cannot move to CANCELLED`,
      data: null,
    });
    const still = await get<RefundPage>(`/orderRefund/pageList?status=REQUESTED&pageSize=50`);
    expect(still.data.pageList.filter((row) => refunds.some((r) => r.id === row.id))).toHaveLength(4);

    const rest = refunds
      .slice(1)
      .map((refund) => refund.id)
      .join(',');
    expect(await postForm('/orderRefund/batchModStatus', { ids: rest, status: 'CANCELLED' })).toEqual({
      status: 200,
      message: 'Success',
      data: { moved: 4 },
    });
    expect((await postForm('/orderRefund/batchModStatus', { ids: rest, status: 'QUOTED' })).message).toBe(
      'status: QUOTED needs figures of its own; a batch moves to CONFIRMED, REFUNDED, CANCELLED',
    );
  });

  it('refunds a batch: one credit per refund, balances in step, tickets, records and mail for each; twice at once credits once', async () => {
    const approved: RefundRow[] = [];
    const orders: PaidOrder[] = [];
    for (let i = 0; i < 3; i++) {
      const order = await paidOrder();
      orders.push(order);
      let current = (await open(order)).data;
      for (const status of ['QUOTED', 'CONFIRMED', 'SUBMITTED_TO_AIRLINE', 'AIRLINE_APPROVED'])
        current = (await move(current, status, { reason: 'Confirmed by phone' })).data;
      approved.push(current);
    }
    const accountId = orders[0]?.account_id ?? 0;
    expect(orders.every((order) => order.account_id === accountId)).toBe(true);
    const before = await balanceOf(t, accountId);
    const ids = approved.map((refund) => refund.id).join(',');
    const answers = await Promise.all([
      postForm('/orderRefund/batchModStatus', { ids, status: 'REFUNDED' }),
      postForm('/orderRefund/batchModStatus', { ids, status: 'REFUNDED' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);

    const cents = (text: string) => Math.round(Number(text) * 100);
    let total = 0;
    for (const refund of approved) {
      expect(await ledgerFor(t, refund.refundNo)).toEqual([
        { type: 'REFUND_CREDIT', amount: refund.confirmedAmount },
      ]);
      total += cents(refund.confirmedAmount ?? '0');
      const detail = (await get<RefundDetail>(`/orderRefund/detail?id=${refund.id}`)).data;
      expect(detail).toMatchObject({ status: 'REFUNDED', version: refund.version + 1 });
      expect(detail.records.at(-1)?.content).toMatch(/credited \(ledger entry \d+\)$/);
    }
    expect(cents(await balanceOf(t, accountId)) - cents(before)).toBe(total);
    // Each entry's balance follows the one before it, as if posted one at a time.
    const entries = await queryRows<{ amount: string; balance_after: string }>(
      t.database.db,
      sql`select amount::text, balance_after::text from ledger_entries where account_id = ${accountId}
        order by id desc limit ${approved.length + 1}`,
    );
    entries.reverse();
    for (let n = 1; n < entries.length; n++)
      expect(cents(entries[n]?.balance_after ?? '0')).toBe(
        cents(entries[n - 1]?.balance_after ?? '0') + cents(entries[n]?.amount ?? '0'),
      );
    const tickets = await queryRows<{ ticket_status: string }>(
      t.database.db,
      sql`select ticket_status from order_passengers where id in (${sql.join(
        orders.map((order) => sql`${order.passengers[0]?.id}`),
        sql`, `,
      )})`,
    );
    expect(tickets.map((ticket) => ticket.ticket_status)).toEqual(['REFUNDED', 'REFUNDED', 'REFUNDED']);
    for (const [n, refund] of approved.entries()) {
      const orderRecords = await queryRows<{ content: string }>(
        t.database.db,
        sql`select content from order_operation_records where order_id = ${orders[n]?.id}
          and content like ${`Refund ${refund.refundNo}: AIRLINE_APPROVED → REFUNDED%`}`,
      );
      expect(orderRecords).toHaveLength(1);
      const [mail] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from mail_outbox
          where subject like ${`Refund ${refund.refundNo}: AIRLINE_APPROVED → REFUNDED%`}`,
      );
      expect(mail?.n).toBeGreaterThan(0);
    }
  });

  it('lists refunds with filters, newest first, and keeps each platform to its own', async () => {
    const order = await paidOrder(2);
    const opened = (await open(order, 'edreams')).data;
    const mine = await get<RefundPage>(`/orderRefund/pageList?orderNo=${order.order_no}`, 'edreams');
    expect(mine.data.pageList.map((row) => row.refundNo)).toEqual([opened.refundNo]);
    expect(mine.data.totalCount).toBe(1);
    const byStatus = await get<RefundPage>(`/orderRefund/pageList?status=REFUNDED&pageSize=100`, 'edreams');
    expect(byStatus.data.pageList.every((row) => row.status === 'REFUNDED' && row.platformType === 2)).toBe(
      true,
    );
    // A onefly user does not see it, nor may it move it.
    const theirs = await get<RefundPage>(`/orderRefund/pageList?orderNo=${order.order_no}`, 'operator');
    expect(theirs.data.totalCount).toBe(0);
    expect((await get(`/orderRefund/detail?id=${opened.id}`, 'operator')).message).toBe(
      `Refund ${opened.id} does not exist`,
    );
  });

  it('keeps notes in the refund log', async () => {
    const opened = (await open(await paidOrder())).data;
    expect(
      (await postForm('/refundChangeLog/insert', { refundId: opened.id, note: 'Called the airline' })).status,
    ).toBe(200);
    const log = await get<PageList<CaseRecordRow>>(`/refundChangeLog/pageList?refundId=${opened.id}`);
    expect(log.data.totalCount).toBe(2);
    expect(log.data.pageList.map((row) => [row.action, row.content])).toContainEqual([
      'NOTE',
      'Called the airline',
    ]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const order = await paidOrder();
    const count = async () =>
      (
        await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from after_sales_cases`)
      )[0]?.n;
    const before = await count();
    const base = {
      orderNo: order.order_no,
      refundType: 'VOLUNTARY',
      passengerIds: [order.passengers[0]?.id],
      segmentIds: [order.segments[0]?.id],
    };
    const cases: [object, string][] = [
      [
        { ...base, refundType: 'SOMETIMES' },
        'refundType must be one of VOLUNTARY, INVOLUNTARY, TAX_ONLY, NO_SHOW, WAIVER',
      ],
      [{ ...base, passengerIds: [] }, 'passengerIds is required'],
      [{ ...base, segmentIds: [999999] }, `segmentIds: 999999 not on order ${order.order_no}`],
      [{ ...base, orderNo: 'NOSUCH1' }, 'Order NOSUCH1 does not exist'],
    ];
    for (const [payload, message] of cases)
      expect((await postJson('/orderRefund/addRefundOrderInfo', payload)).message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('lets only holders of the codes in', async () => {
    const order = await paidOrder();
    expect((await open(order, 'limited')).status).toBe(403);
    expect((await get('/orderRefund/pageList', 'limited')).status).toBe(403);
  });
});
