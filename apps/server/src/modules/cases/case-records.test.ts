import type { CaseRecordRow, RefundDetail } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

type Answer<T> = { status: number; message: string; data: T };

/** Case records stored as event codes with params (decision 0033), read through a kind (refunds). */
describe.each(testEngines())('case records as events (%s)', (engine) => {
  const t = useTestApp(engine);

  const detail = async (id: number): Promise<CaseRecordRow[]> => {
    const response = await t.inject({
      method: 'GET',
      url: `/prod-api/orderRefund/detail?id=${id}`,
      headers: { 'x-token': await t.login('admin') },
    });
    return response.json<Answer<RefundDetail>>().data.records;
  };

  const demoRefund = async (status: string) => {
    const [found] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from after_sales_cases where kind = 'REFUND' and status = ${status} order by id limit 1`,
    );
    if (!found) throw new Error(`no demo refund in ${status}`);
    return found.id;
  };

  it('answers the code and params stored with each record', async () => {
    const id = await demoRefund('REFUNDED');
    await t.database.db.execute(
      sql`update case_records set event_params = event_params || '{"passengers":"Stored Name"}'::jsonb
        where case_id = ${id} and action = 'OPEN'`,
    );
    const [opened, moved] = await detail(id);
    expect(opened).toMatchObject({
      action: 'OPEN',
      code: 'caseOpened',
      params: { label: 'Refund', kind: expect.any(String), passengers: 'Stored Name' },
    });
    expect(moved).toMatchObject({
      action: 'MOVE',
      code: 'caseMoved',
      params: { label: 'Refund', to: moved?.toStatus },
    });
  });

  it('matches a record written before codes were stored', async () => {
    const id = await demoRefund('REFUNDED');
    await t.database.db.execute(
      sql`update case_records set event_code = null, event_params = null where case_id = ${id} and action = 'MOVE'`,
    );
    const moves = (await detail(id)).filter((record) => record.action === 'MOVE');
    expect(moves.length).toBeGreaterThan(0);
    for (const move of moves)
      expect(move).toMatchObject({ code: 'caseMoved', params: { from: move.fromStatus, to: move.toStatus } });
  });

  it('keeps a note an operator typed as free text', async () => {
    const id = await demoRefund('QUOTED');
    const note = 'Customer called twice. Prefers a voucher';
    const response = await t.inject({
      method: 'POST',
      url: '/prod-api/refundChangeLog/insert',
      headers: { 'x-token': await t.login('admin'), 'content-type': 'application/json' },
      payload: JSON.stringify({ refundId: id, note }),
    });
    expect(response.json<Answer<null>>().status).toBe(200);
    const [stored] = await queryRows<{ content: string; event_code: string | null; event_params: unknown }>(
      t.database.db,
      sql`select content, event_code, event_params from case_records where case_id = ${id} and action = 'NOTE'`,
    );
    expect(stored).toEqual({ content: note, event_code: null, event_params: {} });
    const typed = (await detail(id)).find((record) => record.action === 'NOTE');
    expect(typed?.content).toBe(note);
    expect(typed?.code).toBeUndefined();
  });

  it('writes an expired quote as its event', async () => {
    const id = await demoRefund('QUOTED');
    await t.database.db.execute(
      sql`update after_sales_cases set deadline = now() - interval '1 minute' where id = ${id}`,
    );
    const expired = (await detail(id)).find((record) => record.action === 'EXPIRE');
    expect(expired).toMatchObject({ content: 'The quote expired', code: 'caseQuoteExpired', params: {} });
  });
});
