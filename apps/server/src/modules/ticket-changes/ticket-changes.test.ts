import {
  segmentsFlownBy,
  type ChangedOrderRow,
  type ChangeFlightInfo,
  type OrderDetail,
  type OrderSegment,
  type PageList,
  type TicketChangeDetail,
  type TicketChangePage,
  type TicketChangeRow,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { balanceOf, ledgerFor, useCaseCalls } from '../../test/cases';
import { paidOrder, type PaidOrder } from '../../test/factories';
import { queryRows, testEngines } from '../../test/databases';

const DAY = 86_400_000;
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

describe.each(testEngines())('ticket changes (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: 3000 } });
  const { get, postJson, postForm } = useCaseCalls(t);

  const open = (order: PaidOrder, user = 'admin', type = 'VOLUNTARY') =>
    postForm<TicketChangeRow>(
      '/orderTicketChanging/addTicketOrderInfo',
      {
        orderNo: order.order_no,
        changeType: type,
        passengerIds: order.passengers.map((p) => p.id).join(','),
        segmentIds: order.segments
          .filter((s) => !s.back)
          .map((s) => s.id)
          .join(','),
      },
      user,
    );
  const move = (
    change: { id: number; version: number },
    status: string,
    extra: Record<string, string> = {},
  ) =>
    postForm<TicketChangeRow>('/orderTicketChanging/update', {
      id: change.id,
      version: change.version,
      status,
      ...extra,
    });
  /** Searches new flights a few days later until the airline offers some. */
  const newFlight = async (change: TicketChangeRow, order: PaidOrder) => {
    const first = order.segments.find((s) => !s.back);
    if (!first) throw new Error('no outbound segment');
    for (let days = 1; days <= 7; days++) {
      const found = await get<ChangeFlightInfo>(
        `/orderTicketChanging/getFlightInfo?id=${change.id}&departDate=${dayAfter(first.dep_date, days)}`,
      );
      expect(found.status).toBe(200);
      const [itinerary] = found.data.goRouting;
      if (itinerary) return itinerary;
    }
    throw new Error('the airline offered no flight in a week');
  };

  // First: the later tests add changes of their own.
  it('finds demo changes on both platforms in every state that needs no payment', async () => {
    for (const user of ['admin', 'edreams']) {
      const page = await get<TicketChangePage>('/orderTicketChanging/pageList?pageSize=100', user);
      const states = new Set(page.data.pageList.map((row) => row.status));
      // PAID, REISSUED and FAILED need a paid demo order, which only some demo orders have yet.
      for (const state of ['REQUESTED', 'QUOTED', 'QUOTE_EXPIRED', 'PENDING_PAYMENT', 'CANCELLED'])
        expect(states.has(state as TicketChangeRow['status']), `${user} ${state}`).toBe(true);
    }
  });

  it('quotes, pays and reissues a change: the debit, new ticket numbers and new segments on the order', async () => {
    const order = await paidOrder(t);
    const before = await balanceOf(t, order.account_id);
    const opened = await open(order);
    expect(opened.message).toBe('Success');
    expect(opened.data.changeNo).toMatch(/^TC\d{8}$/);
    const itinerary = await newFlight(opened.data, order);
    expect(itinerary.validatingCarrier).toBe(opened.data.airline);

    const quoted = await move(opened.data, 'QUOTED', { goItineraryId: itinerary.id, serviceFee: '12.00' });
    expect(quoted.message).toBe('Success');
    const detail = (await get<TicketChangeDetail>(`/orderTicketChanging/detail?id=${opened.data.id}`)).data;
    const quote = detail.quote;
    if (!quote) throw new Error('no quote');
    const cents = (text: string) => Math.round(Number(text) * 100);
    expect(
      cents(quote.fareDifference) +
        cents(quote.taxDifference) +
        cents(quote.penalty) +
        cents(quote.serviceFee),
    ).toBe(cents(quote.total));
    expect(quote.newFlights[0]).toContain(itinerary.outbound.segments[0]?.flightNo ?? '?');

    const pending = await move(quoted.data, 'PENDING_PAYMENT');
    const paid = await move(pending.data, 'PAID');
    expect(paid.data).toMatchObject({ status: 'PAID', confirmedAmount: quote.total });
    const reissued = await move(paid.data, 'REISSUED');
    expect(reissued.data.status).toBe('REISSUED');

    const debits = await ledgerFor(t, opened.data.changeNo);
    // The total holds the 12.00 service fee: there is always a debit.
    expect(debits).toEqual([{ type: 'CHANGE_DEBIT', amount: `-${quote.total}` }]);
    expect(cents(before) - cents(await balanceOf(t, order.account_id))).toBe(cents(quote.total));

    const tickets = (await get<TicketChangeDetail>(`/orderTicketChanging/detail?id=${opened.data.id}`)).data
      .tickets;
    expect(tickets.map((ticket) => ticket.oldTicketNo)).toEqual(order.passengers.map((p) => p.ticket_no));
    const now = await queryRows<{ ticket_no: string; ticket_status: string }>(
      t.database.db,
      sql`select ticket_no, ticket_status from order_passengers where order_id = ${order.id} order by seq`,
    );
    expect(now.map((p) => p.ticket_no)).toEqual(tickets.map((ticket) => ticket.newTicketNo));
    expect(now.every((p) => p.ticket_status === 'OPEN')).toBe(true);
    const flights = await queryRows<{ flight_no: string }>(
      t.database.db,
      sql`select flight_no from order_segments where order_id = ${order.id} and not back order by seq`,
    );
    expect(flights.map((f) => f.flight_no)).toEqual(itinerary.outbound.segments.map((s) => s.flightNo));
  });

  it('changes one passenger of two: she flies the new flight, the other keeps his, later cases follow each', async () => {
    const order = await paidOrder(t, { adults: 2 });
    const [first, second] = order.passengers;
    if (!first || !second) throw new Error('a two-passenger order was expected');
    const outbound = order.segments.filter((s) => !s.back);
    const opened = await open({ ...order, passengers: [second] });
    expect(opened.message).toBe('Success');
    const itinerary = await newFlight(opened.data, order);
    const quoted = await move(opened.data, 'QUOTED', { goItineraryId: itinerary.id, serviceFee: '0.00' });
    const paid = await move((await move(quoted.data, 'PENDING_PAYMENT')).data, 'PAID');
    expect((await move(paid.data, 'REISSUED')).data.status).toBe('REISSUED');

    const [detail] = (await get<OrderDetail[]>(`/onefly/order/detail?orderNo=${order.order_no}`)).data;
    if (!detail) throw new Error('no order detail');
    const flownBy = (id: number) =>
      segmentsFlownBy(detail.segments, id)
        .filter((s) => !s.back)
        .map((s) => s.flightNo);
    const oldFlights = detail.segments.filter((s) => outbound.some((o) => o.id === s.id));
    expect(oldFlights.map((s) => s.passengerId)).toEqual(outbound.map(() => null));
    expect(flownBy(first.id)).toEqual(oldFlights.map((s) => s.flightNo));
    expect(flownBy(second.id)).toEqual(itinerary.outbound.segments.map((s) => s.flightNo));
    expect(segmentsFlownBy(detail.segments, second.id).filter((s) => s.back)).toEqual(
      segmentsFlownBy(detail.segments, first.id).filter((s) => s.back),
    );
    const tickets = detail.passengers.map((p) => p.ticketNo);
    expect(tickets[0]).toBe(first.ticket_no);
    expect(tickets[1]).not.toBe(second.ticket_no);
    const secondName = detail.passengers[1]?.name ?? '?';
    const [summary] = await queryRows<{ segment_summary: string }>(
      t.database.db,
      sql`select segment_summary from orders where id = ${order.id}`,
    );
    expect(summary?.segment_summary).toContain(`${itinerary.outbound.segments[0]?.flightNo ?? '?'} `);
    expect(summary?.segment_summary).toContain(`(${secondName})`);

    // A later case names only flights its passengers fly.
    const ownFlight = detail.segments.find((s) => s.passengerId === second.id);
    const oldFlight = oldFlights[0];
    if (!ownFlight || !oldFlight) throw new Error('segments missing');
    const label = (s: OrderSegment) => `${s.flightNo} ${s.dep}-${s.arr} ${s.fullDepTime.slice(0, 10)}`;
    const change = (passengerIds: number[], segmentIds: number[]) =>
      postForm('/orderTicketChanging/addTicketOrderInfo', {
        orderNo: order.order_no,
        changeType: 'VOLUNTARY',
        passengerIds: passengerIds.join(','),
        segmentIds: segmentIds.join(','),
      });
    expect((await change([first.id], [ownFlight.id])).message).toBe(
      `segmentIds: ${first.name} does not fly ${label(ownFlight)}`,
    );
    expect((await change([first.id, second.id], [oldFlight.id])).message).toBe(
      `segmentIds: ${second.name} does not fly ${label(oldFlight)}`,
    );
    const refund = await postJson<{ segments: string }>('/orderRefund/addRefundOrderInfo', {
      orderNo: order.order_no,
      refundType: 'VOLUNTARY',
      passengerIds: [second.id],
      segmentIds: [ownFlight.id],
    });
    expect(refund.message).toBe('Success');
    expect(refund.data.segments).toBe(label(ownFlight));

    // The others' change of the same way replaces the flights only they still fly.
    const others = order.passengers.filter((p) => p.id !== second.id).map((p) => p.id);
    const alone = (await change(
      others,
      outbound.map((s) => s.id),
    )) as { data: TicketChangeRow };
    const later = await newFlight(alone.data, order);
    const requoted = await move(alone.data, 'QUOTED', { goItineraryId: later.id, serviceFee: '0.00' });
    const repaid = await move((await move(requoted.data, 'PENDING_PAYMENT')).data, 'PAID');
    expect((await move(repaid.data, 'REISSUED')).data.status).toBe('REISSUED');
    const [after] = (await get<OrderDetail[]>(`/onefly/order/detail?orderNo=${order.order_no}`)).data;
    if (!after) throw new Error('no order detail');
    const outboundOf = (id: number) => segmentsFlownBy(after.segments, id).filter((s) => !s.back);
    expect(outboundOf(first.id).map((s) => [s.flightNo, s.passengerId])).toEqual(
      later.outbound.segments.map((s) => [s.flightNo, null]),
    );
    expect(outboundOf(second.id).map((s) => s.flightNo)).toEqual(flownBy(second.id));
  });

  it('returns what was collected when the reissue fails, and asks a reason', async () => {
    const order = await paidOrder(t);
    const opened = (await open(order)).data;
    const itinerary = await newFlight(opened, order);
    let current = (await move(opened, 'QUOTED', { goItineraryId: itinerary.id, serviceFee: '25.00' })).data;
    current = (await move(current, 'PENDING_PAYMENT')).data;
    current = (await move(current, 'PAID')).data;
    expect((await move(current, 'FAILED')).message).toBe(
      'reason is required to move a ticket change to FAILED',
    );
    const failed = await move(current, 'FAILED', { reason: 'The airline could not reissue' });
    expect(failed.data.status).toBe('FAILED');
    const entries = await ledgerFor(t, opened.changeNo);
    expect(entries.map((entry) => entry.type)).toEqual(['CHANGE_DEBIT', 'REFUND_CREDIT']);
    expect(Number(entries[0]?.amount) + Number(entries[1]?.amount)).toBe(0);
  });

  it('refuses illegal and stale moves, and a quote without a new flight', async () => {
    const opened = (await open(await paidOrder(t))).data;
    expect((await move(opened, 'PAID')).message).toBe(
      `Ticket change ${opened.changeNo} is REQUESTED: it cannot move to PAID`,
    );
    expect((await move(opened, 'QUOTED')).message).toBe(
      'goItineraryId or backItineraryId is required: pick the new flight first',
    );
    const cancelled = await move(opened, 'CANCELLED', { reason: 'Customer keeps the flight' });
    expect(cancelled.data.status).toBe('CANCELLED');
    expect((await move(opened, 'CANCELLED', { reason: 'again' })).message).toMatch(
      /^This case was changed by admin at .+; reload it$/,
    );
  });

  it('lists changes and the orders that have them, each platform its own', async () => {
    const order = await paidOrder(t, { platform: 2 });
    const opened = (await open(order, 'edreams')).data;
    const mine = await get<TicketChangePage>(
      `/orderTicketChanging/pageList?orderNo=${order.order_no}`,
      'edreams',
    );
    expect(mine.data.pageList.map((row) => row.changeNo)).toEqual([opened.changeNo]);
    const orders = await postJson<PageList<ChangedOrderRow>>(
      '/flight/change/order/page/list',
      { pageNum: 1, pageSize: 10, orderNo: order.order_no },
      'edreams',
    );
    expect(orders.data).toEqual({
      pageList: [
        expect.objectContaining({
          orderNo: order.order_no,
          changes: 1,
          lastChangeNo: opened.changeNo,
          lastStatus: 'REQUESTED',
        }),
      ],
      totalCount: 1,
    });
    expect(
      (await get<TicketChangePage>(`/orderTicketChanging/pageList?orderNo=${order.order_no}`, 'operator'))
        .data.totalCount,
    ).toBe(0);
    expect((await get('/orderTicketChanging/pageList', 'limited')).status).toBe(403);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const order = await paidOrder(t);
    const count = async () =>
      (
        await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from after_sales_cases`)
      )[0]?.n;
    const before = await count();
    const base = {
      orderNo: order.order_no,
      changeType: 'VOLUNTARY',
      passengerIds: String(order.passengers[0]?.id),
      segmentIds: String(order.segments[0]?.id),
    };
    const refusals: [Record<string, string>, string][] = [
      [{ ...base, changeType: 'SOMEDAY' }, 'changeType must be one of VOLUNTARY, INVOLUNTARY'],
      [{ ...base, segmentIds: '' }, 'segmentIds is required'],
      [
        { ...base, passengerIds: '999999' },
        `passengerIds: not every passenger named is on order ${order.order_no}`,
      ],
    ];
    for (const [fields, message] of refusals)
      expect((await postForm('/orderTicketChanging/addTicketOrderInfo', fields)).message).toBe(message);
    expect((await get('/orderTicketChanging/getFlightInfo?id=1&departDate=2030-02-30')).message).toBe(
      'departDate must be a date YYYY-MM-DD',
    );
    expect(await count()).toBe(before);
  });
});
