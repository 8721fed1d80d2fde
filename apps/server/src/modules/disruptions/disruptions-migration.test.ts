import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../platform/db';
import { queryRows } from '../../test/databases';
import { migrateTo } from '../../test/migrate-to';
import { createDisruptionsService } from './disruptions.service';

/** Migration 0017 moves disruptions written the old way onto the case kernel's tables. */
describe('disruptions move onto the case kernel (migration 0017)', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openPglite();
    await migrateTo(handle.db as never, '0016_after_sales_case_list_indexes');
    const { db } = handle;
    await db.execute(sql`insert into orders (id, order_no, platform_type, channel, airline, pnr, dep_airport,
        arr_airport, route, travel_type, status, book_time, depart_time, currency, total_price, total_price_eur,
        passenger_name)
      values (1, 'O1', 1, 'WEB', 'IB', 'PNR001', 'MAD', 'BCN', 'MAD-BCN', 1, 'TICKETED', now(),
          '2030-06-01 08:15:00', 'EUR', 100, 100, 'ANA GARCIA'),
        (2, 'O2', 2, 'WEB', 'IB', 'PNR002', 'MAD', 'BCN', 'MAD-BCN', 1, 'TICKETED', now(),
          '2030-06-01 08:15:00', 'EUR', 100, 100, 'LI WEI')`);
    await db.execute(sql`insert into order_segments (order_id, seq, airline, flight_no, dep, arr, dep_time, arr_time)
      values (1, 1, 'IB', 'IB3166', 'MAD', 'BCN', '2030-06-01 08:15:00', '2030-06-01 09:35:00'),
        (2, 1, 'IB', 'IB3166', 'MAD', 'BCN', '2030-06-01 08:15:00', '2030-06-01 09:35:00')`);
    // A rebook case already holds an id the old disruption ids would collide with.
    await db.execute(sql`insert into after_sales_cases (id, kind, case_no, order_id, platform_type, order_no, pnr,
        airline, passenger_names, segment_summary, sub_type, status, passenger_ids, segment_ids, currency,
        created_by, updated_by)
      values (1, 'REBOOK', 'RB00000001', 1, 1, 'O1', 'PNR001', 'IB', '', '', 'VOLUNTARY', 'REQUESTED', '{}', '{}',
        'EUR', 'admin', 'admin')`);
    await db.execute(sql`select setval(pg_get_serial_sequence('after_sales_cases', 'id'), 1)`);
    await db.execute(sql`insert into flight_disruptions (id, disruption_no, type, airline, flight_no, flight_date,
        dep, arr, original_dep_time, original_arr_time, new_dep_time, new_arr_time, delay_minutes, reason, status,
        compensation_checked, compensation_eligible, compensation_amount, compensation_note, detected_at, updated_at)
      values (1, 'FD2030060100001', 'DELAY', 'IB', 'IB3166', '2030-06-01', 'MAD', 'BCN', '2030-06-01 08:15:00',
          '2030-06-01 09:35:00', '2030-06-01 11:35:00', '2030-06-01 12:55:00', 200, 'Fog', 'REBOOKED',
          true, true, 250, 'EU261', '2030-05-30 10:00:00+00', '2030-05-30 13:00:00+00'),
        (2, 'FD2030060100002', 'CANCELLATION', 'IB', 'IB3166', '2030-06-02', 'MAD', 'BCN', '2030-06-02 08:15:00',
          '2030-06-02 09:35:00', null, null, 0, 'Strike', 'NOTIFIED', false, null, null, '',
          '2030-05-31 10:00:00+00', '2030-05-31 11:00:00+00')`);
    await db.execute(sql`insert into flight_disruption_events (disruption_id, from_status, to_status, operator, note, created_at)
      values (1, null, 'DETECTED', 'system', 'Fog', '2030-05-30 10:00:00+00'),
        (1, 'DETECTED', 'NOTIFIED', 'admin', 'Mail sent', '2030-05-30 11:00:00+00'),
        (1, 'NOTIFIED', 'AWAITING_DECISION', 'admin', '', '2030-05-30 11:30:00+00'),
        (1, 'AWAITING_DECISION', 'REBOOKED', 'admin', '', '2030-05-30 12:00:00+00'),
        (1, 'REBOOKED', 'REBOOKED', 'admin', 'compensation check: eligible', '2030-05-30 13:00:00+00'),
        (2, null, 'DETECTED', 'system', 'Strike', '2030-05-31 10:00:00+00'),
        (2, 'DETECTED', 'NOTIFIED', 'edreams', '', '2030-05-31 11:00:00+00')`);
    await db.execute(sql`insert into flight_disruption_orders (disruption_id, order_id, segment_id, passenger_count, platform_type)
      select 1, o.id, s.id, 1, o.platform_type from orders o join order_segments s on s.order_id = o.id
      union all select 2, 2, null, 2, 2`);
    await handle.migrate();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('keeps every disruption, its numbers, flight, state, history and orders', async () => {
    const service = createDisruptionsService({ db: handle.db, timeZone: 'UTC' });
    const page = await service.page(null, { pageNo: 1, pageSize: 10 } as never);
    expect(page.totalCount).toBe(2);
    const [second, first] = page.pageList;
    expect(first).toMatchObject({
      disruptionNo: 'FD2030060100001',
      type: 'DELAY',
      flightNo: 'IB3166',
      flightDate: '2030-06-01',
      originalDepTime: '2030-06-01 08:15:00',
      newDepTime: '2030-06-01 11:35:00',
      delayMinutes: 200,
      reason: 'Fog',
      status: 'REBOOKED',
      compensationChecked: true,
      compensationEligible: true,
      compensationAmount: 250,
      affectedOrders: 2,
      affectedPassengers: 2,
      detectedAt: '2030-05-30 10:00:00',
      updatedAt: '2030-05-30 13:00:00',
    });
    expect(second).toMatchObject({ disruptionNo: 'FD2030060100002', status: 'NOTIFIED', newDepTime: '' });
    expect(first?.id).not.toBe(1);
    const detail = await service.detail(null, first?.id ?? 0);
    expect(
      detail.history.map((entry) => [entry.fromStatus, entry.toStatus, entry.operator, entry.note]),
    ).toEqual([
      [null, 'DETECTED', 'system', 'Fog'],
      ['DETECTED', 'NOTIFIED', 'admin', 'Mail sent'],
      ['NOTIFIED', 'AWAITING_DECISION', 'admin', ''],
      ['AWAITING_DECISION', 'REBOOKED', 'admin', ''],
      ['REBOOKED', 'REBOOKED', 'admin', 'compensation check: eligible'],
    ]);
    expect(detail.orders.map((order) => order.orderNo).sort()).toEqual(['O1', 'O2']);
    expect(detail.allowedTransitions).toEqual(['CLOSED']);
    // Platform 1 sees the first (one of its orders) but not the second (only platform 2's order).
    expect(
      (await service.page(1, { pageNo: 1, pageSize: 10 } as never)).pageList.map((row) => row.disruptionNo),
    ).toEqual(['FD2030060100001']);
    // The undecided one is due by its departure (Madrid, summer time: UTC+2); the decided one is not due.
    const due = await queryRows<{ case_no: string; deadline: string | null; version: number }>(
      handle.db,
      sql`select case_no, to_char(deadline at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as deadline, version
        from after_sales_cases where kind = 'DISRUPTION' order by case_no`,
    );
    expect(due).toEqual([
      { case_no: 'FD2030060100001', deadline: null, version: 5 },
      { case_no: 'FD2030060100002', deadline: '2030-06-02 06:15', version: 2 },
    ]);
    // And it moves on through the kernel.
    await service.transition(null, { id: second?.id ?? 0, to: 'AWAITING_DECISION', note: '' }, 'admin');
    expect((await service.detail(null, second?.id ?? 0)).disruption.status).toBe('AWAITING_DECISION');
  });
});
