import type { DisruptionDetail, DisruptionPage, DisruptionRow, ApiEnvelope } from '@ota/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

describe.each(testEngines())('flight disruptions (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['admin', 'edreams', 'support', 'limited']) tokens[name] = await t.login(name);
  });

  const call = async <T>(options: InjectOptions, user = 'admin') => {
    const response = await t.inject({
      ...options,
      headers: { 'x-token': tokens[user] ?? '', ...options.headers },
    });
    return { http: response.statusCode, body: response.json<ApiEnvelope<T>>() };
  };
  const list = (query = '', user = 'admin') =>
    call<DisruptionPage>({ method: 'GET', url: `/prod-api/flightDisruption/pageList${query}` }, user);
  const detail = (id: number | string, user = 'admin') =>
    call<DisruptionDetail>({ method: 'GET', url: `/prod-api/flightDisruption/detail?id=${id}` }, user);
  const add = (payload: object, user = 'admin') =>
    call<{ id: number; disruptionNo: string }>(
      { method: 'POST', url: '/prod-api/flightDisruption/add', payload },
      user,
    );
  const move = (payload: object, user = 'admin') =>
    call<null>({ method: 'POST', url: '/prod-api/flightDisruption/transition', payload }, user);
  const check = (payload: object, user = 'admin') =>
    call<null>({ method: 'POST', url: '/prod-api/flightDisruption/compensationCheck', payload }, user);
  const firstOf = async (status: string): Promise<DisruptionRow> => {
    const row = (await list(`?status=${status}`)).body.data.pageList[0];
    if (!row) throw new Error(`no ${status} disruption in the demo data`);
    return row;
  };
  const records = async (content: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from order_operation_records where content like ${`Flight disruption ${content} (%`}`,
      )
    )[0]?.n ?? 0;

  it('lists the demo disruptions in every state with counts of affected orders and passengers', async () => {
    const { body } = await list('?pageSize=100');
    expect(body.status).toBe(200);
    expect(body.data.totalCount).toBe(10);
    expect(new Set(body.data.pageList.map((row) => row.status))).toEqual(
      new Set([
        'DETECTED',
        'NOTIFIED',
        'AWAITING_DECISION',
        'ACCEPTED',
        'REBOOKED',
        'INVOLUNTARY_REFUND',
        'CLOSED',
      ]),
    );
    for (const row of body.data.pageList) {
      expect(row.disruptionNo).toMatch(/^FD\d{8,}$/);
      expect(row.affectedOrders).toBeGreaterThan(0);
      expect(row.affectedPassengers).toBeGreaterThanOrEqual(row.affectedOrders);
      expect(row.originalDepTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const closed = body.data.pageList.filter((row) => row.status === 'CLOSED');
    expect(closed.every((row) => row.compensationChecked)).toBe(true);
  });

  it('filters by status, type, airline, flight number and flight dates, and pages', async () => {
    const all = (await list('?pageSize=100')).body.data.pageList;
    const sample = all[0] as DisruptionRow;
    expect((await list('?status=CLOSED')).body.data.totalCount).toBe(2);
    const byType = (await list(`?type=${sample.type}&pageSize=100`)).body.data;
    expect(byType.totalCount).toBe(all.filter((row) => row.type === sample.type).length);
    expect(
      (await list(`?airline=${sample.airline}`)).body.data.pageList.every(
        (r) => r.airline === sample.airline,
      ),
    ).toBe(true);
    expect(
      (await list(`?flightNo=${sample.flightNo.slice(2)}`)).body.data.pageList.map((r) => r.id),
    ).toContain(sample.id);
    const day = (await list(`?startDate=${sample.flightDate}&endDate=${sample.flightDate}&pageSize=100`)).body
      .data;
    expect(day.pageList.every((row) => row.flightDate === sample.flightDate)).toBe(true);
    expect(day.pageList.map((row) => row.id)).toContain(sample.id);
    const page2 = (await list('?pageNum=2&pageSize=3')).body.data;
    expect(page2.totalCount).toBe(10);
    expect(page2.pageList.map((r) => r.id)).toEqual(all.slice(3, 6).map((r) => r.id));
    expect((await list('?pageNum=50')).body.data.pageList).toEqual([]);
    const sorted = (await list('?sortField=delayMinutes&sortOrder=ascend&pageSize=100')).body.data.pageList;
    expect(sorted.map((r) => r.delayMinutes)).toEqual(
      [...sorted.map((r) => r.delayMinutes)].sort((a, b) => a - b),
    );
  });

  it('refuses bad list and detail params naming the field', async () => {
    expect((await list('?status=LOST')).body).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^status /),
    });
    expect((await list('?startDate=2026-13-01')).body.message).toBe('startDate must be a date YYYY-MM-DD');
    expect((await list('?pageSize=501')).body.message).toBe('pageSize must be at most 500');
    expect((await detail('abc')).body.message).toMatch(/^id /);
    expect((await detail(999999)).body).toMatchObject({
      status: 400,
      message: 'Flight disruption 999999 does not exist',
    });
  });

  it('shows the affected orders with passengers, the history and the next states', async () => {
    const row = await firstOf('CLOSED');
    const { body } = await detail(row.id);
    expect(body.status).toBe(200);
    expect(body.data.disruption.id).toBe(row.id);
    expect(body.data.orders).toHaveLength(row.affectedOrders);
    expect(body.data.orders.flatMap((order) => order.passengers)).toHaveLength(row.affectedPassengers);
    expect(body.data.history.map((entry) => entry.toStatus)).toEqual([
      'DETECTED',
      'NOTIFIED',
      'AWAITING_DECISION',
      'ACCEPTED',
      'ACCEPTED',
      'CLOSED',
    ]);
    expect(body.data.allowedTransitions).toEqual([]);
    expect(body.data.suggestion.currency).toBe('EUR');
    expect((await detail((await firstOf('AWAITING_DECISION')).id)).body.data.allowedTransitions).toEqual([
      'ACCEPTED',
      'REBOOKED',
      'INVOLUNTARY_REFUND',
    ]);
  });

  it('answers 403 to a user without 1001-3 on every call', async () => {
    const responses = [
      await list('', 'limited'),
      await detail(1, 'limited'),
      await add({}, 'limited'),
      await move({}, 'limited'),
      await check({}, 'limited'),
    ];
    for (const response of responses) expect(response).toMatchObject({ http: 403, body: { status: 403 } });
  });

  it('walks a disruption through its states, refusing illegal moves and CLOSED before the check', async () => {
    const row = await firstOf('DETECTED');
    const before = await records(row.disruptionNo);
    expect((await move({ id: row.id, to: 'CLOSED' })).body).toEqual({
      status: 400,
      message: `Disruption ${row.disruptionNo} is DETECTED: cannot move to CLOSED`,
      data: null,
    });
    expect((await check({ id: row.id, eligible: true })).body.message).toMatch(
      /is DETECTED: the compensation check/,
    );
    expect((await move({ id: row.id, to: 'NOTIFIED', note: 'Mail sent' })).body.status).toBe(200);
    expect((await move({ id: row.id, to: 'ACCEPTED' })).body.message).toBe(
      `Disruption ${row.disruptionNo} is NOTIFIED: cannot move to ACCEPTED`,
    );
    expect((await move({ id: row.id, to: 'AWAITING_DECISION' })).body.status).toBe(200);
    expect((await move({ id: row.id, to: 'REBOOKED' })).body.status).toBe(200);
    expect((await move({ id: row.id, to: 'CLOSED' })).body.message).toBe(
      `Disruption ${row.disruptionNo} needs its compensation check before CLOSED`,
    );
    expect((await check({ id: row.id, eligible: false })).body.message).toBe(
      'note is required: say why it is not eligible',
    );
    expect((await check({ id: row.id, eligible: true, amount: 400 })).body.status).toBe(200);
    expect((await move({ id: row.id, to: 'CLOSED' })).body.status).toBe(200);
    expect((await move({ id: row.id, to: 'NOTIFIED' })).body.message).toBe(
      `Disruption ${row.disruptionNo} is CLOSED: cannot move to NOTIFIED`,
    );
    const { body } = await detail(row.id);
    expect(body.data.disruption).toMatchObject({
      status: 'CLOSED',
      compensationChecked: true,
      compensationEligible: true,
      compensationAmount: 400,
    });
    expect(
      body.data.history.slice(-5).map((entry) => [entry.fromStatus, entry.toStatus, entry.operator]),
    ).toEqual([
      ['DETECTED', 'NOTIFIED', 'admin'],
      ['NOTIFIED', 'AWAITING_DECISION', 'admin'],
      ['AWAITING_DECISION', 'REBOOKED', 'admin'],
      ['REBOOKED', 'REBOOKED', 'admin'],
      ['REBOOKED', 'CLOSED', 'admin'],
    ]);
    // Records go on every affected order, of both platforms: admin (onefly) counts only its own.
    const everyOrder = (await detail(row.id, 'support')).body.data.disruption.affectedOrders;
    expect(everyOrder).toBeGreaterThanOrEqual(row.affectedOrders);
    expect(await records(row.disruptionNo)).toBe(before + everyOrder * 5);
  });

  it("answers a compensation check's note as a catalog code, an operator's reason as typed", async () => {
    const row = await firstOf('ACCEPTED');
    expect(
      (await check({ id: row.id, eligible: true, amount: 250, note: 'over 3 hours late' })).body.status,
    ).toBe(200);
    expect(
      (await check({ id: row.id, eligible: false, note: 'extraordinary circumstances' })).body.status,
    ).toBe(200);
    const checks = (await detail(row.id)).body.data.history.slice(-2);
    expect(checks).toMatchObject([
      {
        note: 'compensation check: eligible, 250.00 EUR per passenger: over 3 hours late',
        noteCode: 'disruptionCheckEligibleReason',
        noteParams: { amount: '250.00 EUR', reason: 'over 3 hours late' },
      },
      {
        note: 'compensation check: not eligible: extraordinary circumstances',
        noteCode: 'disruptionCheckNotEligibleReason',
        noteParams: { reason: 'extraordinary circumstances' },
      },
    ]);
    const moves = (await detail(row.id)).body.data.history.filter(
      (entry) => entry.fromStatus !== entry.toStatus,
    );
    expect(moves.every((entry) => entry.noteCode === undefined)).toBe(true);
  });

  it('takes the other decisions from AWAITING_DECISION and refuses bad transition input', async () => {
    const row = await firstOf('AWAITING_DECISION');
    expect((await move({ id: row.id, to: 'SOMEWHERE' })).body.message).toMatch(/^to must be one of/);
    expect((await move({ to: 'ACCEPTED' })).body.message).toBe('id is required');
    expect((await move({ id: row.id, to: 'INVOLUNTARY_REFUND', note: 'x'.repeat(501) })).body.message).toBe(
      'note must be at most 500 characters',
    );
    expect((await move({ id: row.id, to: 'INVOLUNTARY_REFUND' })).body.status).toBe(200);
    expect(
      (await check({ id: row.id, eligible: false, note: 'Extraordinary circumstances' })).body.status,
    ).toBe(200);
    expect((await detail(row.id)).body.data.disruption).toMatchObject({
      compensationEligible: false,
      compensationAmount: 0,
    });
    expect((await check({ id: row.id, eligible: 'yes' })).body.message).toBe(
      'eligible must be true or false',
    );
  });

  it('records a disruption, finding the affected orders from their segments', async () => {
    const [flight] = await queryRows<{ airline: string; flight_no: string; day: string; n: number }>(
      t.database.db,
      sql`select s.airline, s.flight_no, to_char(s.dep_time, 'YYYY-MM-DD') as day, count(distinct s.order_id)::int as n
          from order_segments s join orders o on o.id = s.order_id
          where o.status not in ('CANCELLED', 'EXPIRED') and o.platform_type = 1
            and not exists (select 1 from disruption_flights d where d.flight_no = s.flight_no)
          group by 1, 2, 3 order by 4 desc, 2, 3 limit 1`,
    );
    if (!flight) throw new Error('no demo flight');
    expect(
      (
        await add({
          type: 'DELAY',
          airline: flight.airline,
          flightNo: flight.flight_no,
          flightDate: flight.day,
        })
      ).body.message,
    ).toBe('delayMinutes is required for a delay');
    expect(
      (await add({ type: 'DELAY', airline: 'X', flightNo: '1', flightDate: flight.day, delayMinutes: 10 }))
        .body.message,
    ).toBe('airline must be a 2-character IATA code');
    expect(
      (await add({ type: 'DELAY', airline: flight.airline, flightDate: flight.day, delayMinutes: 10 })).body
        .message,
    ).toBe('flightNo is required');
    expect(
      (
        await add({
          type: 'SCHEDULE_CHANGE',
          airline: flight.airline,
          flightNo: flight.flight_no,
          flightDate: flight.day,
        })
      ).body.message,
    ).toBe('newDepTime is required for a schedule change');
    expect(
      (
        await add({
          type: 'CANCELLATION',
          airline: flight.airline,
          flightNo: flight.flight_no,
          flightDate: '2001-01-01',
        })
      ).body.message,
    ).toBe(`flightNo: no order flies ${flight.flight_no} on 2001-01-01`);
    const number = flight.flight_no.slice(2);
    const added = await add({
      type: 'DELAY',
      airline: flight.airline,
      flightNo: number,
      flightDate: flight.day,
      delayMinutes: 200,
      reason: 'Fog',
    });
    expect(added.body.status).toBe(200);
    const { body } = await detail(added.body.data.id);
    expect(body.data.disruption).toMatchObject({
      status: 'DETECTED',
      flightNo: flight.flight_no,
      flightDate: flight.day,
      delayMinutes: 200,
      affectedOrders: expect.any(Number),
      reason: 'Fog',
    });
    expect(body.data.suggestion.eligible).toBe(true);
    expect((await detail(added.body.data.id, 'support')).body.data.disruption.affectedOrders).toBe(flight.n);
    expect(await records(added.body.data.disruptionNo)).toBe(flight.n);
    const mails = await queryRows<{ recipient: string; kind: string }>(
      t.database.db,
      sql`select recipient, kind from mail_outbox where subject like ${`Flight disruption ${added.body.data.disruptionNo}:%`}`,
    );
    expect(mails).toEqual([{ recipient: 'ops@onefly.example', kind: 'DISRUPTION' }]);
    expect(
      (
        await add({
          type: 'CANCELLATION',
          airline: flight.airline,
          flightNo: flight.flight_no,
          flightDate: flight.day,
        })
      ).body.message,
    ).toBe(
      `Flight ${flight.flight_no} on ${flight.day} already has an open disruption ${added.body.data.disruptionNo} (DETECTED)`,
    );
  });

  it('shows a platform user only the disruptions and orders of their platform', async () => {
    const admin = (await list('?pageSize=100')).body.data.pageList;
    const edreams = (await list('?pageSize=100', 'edreams')).body.data.pageList;
    const support = (await list('?pageSize=100', 'support')).body.data.pageList;
    // Demo disruptions touch both platforms: each platform user sees all, counting only their orders.
    expect(support.map((row) => row.id)).toEqual(admin.map((row) => row.id));
    for (const row of support) {
      const own =
        (admin.find((r) => r.id === row.id)?.affectedOrders ?? 0) +
        (edreams.find((r) => r.id === row.id)?.affectedOrders ?? 0);
      expect(own).toBe(row.affectedOrders);
    }
    expect(edreams.length).toBeGreaterThan(0);
    const row = edreams[0] as DisruptionRow;
    const { body } = await detail(row.id, 'edreams');
    expect(body.data.orders.length).toBe(row.affectedOrders);
    expect(body.data.orders.every((order) => order.platformType === 2)).toBe(true);
    const all = (await detail(row.id, 'support')).body.data.orders;
    expect(all.length).toBeGreaterThan(body.data.orders.length);
  });

  it('hides a disruption of only the other platform orders from a platform user', async () => {
    const [flight] = await queryRows<{ airline: string; flight_no: string; day: string }>(
      t.database.db,
      sql`select s.airline, s.flight_no, to_char(s.dep_time, 'YYYY-MM-DD') as day
          from order_segments s join orders o on o.id = s.order_id
          where o.status not in ('CANCELLED', 'EXPIRED')
            and not exists (select 1 from disruption_flights d where d.flight_no = s.flight_no)
          group by 1, 2, 3 having bool_and(o.platform_type = 2) order by 2, 3 limit 1`,
    );
    if (!flight) throw new Error('no edreams-only flight');
    const input = {
      type: 'CANCELLATION',
      airline: flight.airline,
      flightNo: flight.flight_no,
      flightDate: flight.day,
    };
    expect((await add(input)).body.message).toBe(
      `flightNo: no order of your platform flies ${flight.flight_no} on ${flight.day}`,
    );
    const added = await add(input, 'edreams');
    expect(added.body.status).toBe(200);
    const { id } = added.body.data;
    expect((await list('?pageSize=100')).body.data.pageList.map((row) => row.id)).not.toContain(id);
    expect((await list('?pageSize=100', 'support')).body.data.pageList.map((row) => row.id)).toContain(id);
    expect((await detail(id)).body.message).toBe(`Flight disruption ${id} does not exist`);
    expect((await move({ id, to: 'NOTIFIED' })).body.message).toBe(`Flight disruption ${id} does not exist`);
    expect((await move({ id, to: 'NOTIFIED' }, 'edreams')).body.status).toBe(200);
  });
});
