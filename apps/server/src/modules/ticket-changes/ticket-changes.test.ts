import type {
  ChangedOrderRow,
  ChangeFlightInfo,
  PageList,
  TicketChangeDetail,
  TicketChangePage,
  TicketChangeRow,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { balanceOf, ledgerFor, paidDemoOrder, useCaseCalls, type PaidDemoOrder } from '../../test/cases';
import { queryRows, testEngines } from '../../test/databases';

const DAY = 86_400_000;
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

describe.each(testEngines())('ticket changes (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: 3000 } });
  const { get, postJson, postForm } = useCaseCalls(t);

  const open = (order: PaidDemoOrder, user = 'admin', type = 'VOLUNTARY') =>
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
  const newFlight = async (change: TicketChangeRow, order: PaidDemoOrder) => {
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
    const order = await paidDemoOrder(t, 1, 0);
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
    if (cents(quote.total) > 0) expect(debits).toEqual([{ type: 'CHANGE_DEBIT', amount: `-${quote.total}` }]);
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

  it('returns what was collected when the reissue fails, and asks a reason', async () => {
    const order = await paidDemoOrder(t, 1, 1);
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
    const opened = (await open(await paidDemoOrder(t, 1, 2))).data;
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
    const order = await paidDemoOrder(t, 2, 0);
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
    const order = await paidDemoOrder(t, 1, 3);
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
