import {
  QUEUE_KINDS,
  isOpenCase,
  openStatuses,
  type CaseQueueCount,
  type CaseQueuePage,
  type DisruptionPage,
  type RefundRow,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { useCaseCalls } from '../../test/cases';
import { paidOrder } from '../../test/factories';
import { queryRows, testEngines } from '../../test/databases';

describe.each(testEngines())('the queue of what is due (%s)', (engine) => {
  const t = useTestApp(engine);
  const { get, postJson, postForm } = useCaseCalls(t);
  const queue = (params: string, user = 'admin') => get<CaseQueuePage>(`/afterSales/queue?${params}`, user);

  it('lists open cases of every kind soonest deadline first, overdue flagged, no deadline last', async () => {
    const page = (await queue('pageSize=500')).data;
    expect(page.totalCount).toBeGreaterThan(0);
    const rows = page.pageList;
    expect(rows.every((row) => isOpenCase(row.kind, row.status) || row.kind === 'DISRUPTION')).toBe(true);
    const withDeadline = rows.filter((row) => row.deadline !== null);
    // Every row without a deadline comes after every row with one.
    const withoutDeadline = rows.map((row) => row.deadline === null);
    expect(withoutDeadline).toEqual([...withoutDeadline].sort());
    const deadlines = withDeadline.map((row) => row.deadline ?? '');
    expect(deadlines).toEqual([...deadlines].sort());
    for (const row of withDeadline) expect(row.overdue).toBe((row.secondsLeft ?? 0) <= 0);
    expect(new Set(rows.map((row) => row.kind)).size).toBeGreaterThan(1);
    // The demo has quotes past their deadline; they expired, so what is overdue is an airline's answer or a rebook.
    const count = (await get<CaseQueueCount>('/afterSales/queue/count')).data;
    expect(count.open).toBe(page.totalCount);
    const overdue = (await queue('overdueOnly=true&pageSize=500')).data;
    expect(overdue.totalCount).toBe(count.overdue);
    expect(overdue.pageList.every((row) => row.overdue)).toBe(true);
  });

  it('filters by kind and state, and a closed case leaves the queue', async () => {
    const order = await paidOrder(t);
    const refund = (
      await postJson<RefundRow>('/orderRefund/addRefundOrderInfo', {
        orderNo: order.order_no,
        refundType: 'VOLUNTARY',
        passengerIds: [order.passengers[0]?.id],
        segmentIds: order.segments.map((s) => s.id),
      })
    ).data;
    const requested = (await queue('kind=REFUND&status=REQUESTED&pageSize=500')).data;
    expect(requested.pageList.every((row) => row.kind === 'REFUND' && row.status === 'REQUESTED')).toBe(true);
    expect(requested.pageList.map((row) => row.caseNo)).toContain(refund.refundNo);
    await postForm('/orderRefund/update', {
      id: refund.id,
      version: refund.version,
      status: 'CANCELLED',
      reason: 'Asked by mistake',
    });
    const after = (await queue('kind=REFUND&pageSize=500')).data;
    expect(after.pageList.map((row) => row.caseNo)).not.toContain(refund.refundNo);
    expect(after.totalCount).toBe(requested.totalCount - 1 + (after.totalCount - (requested.totalCount - 1)));
  });

  it('shows each user the kinds its codes open, on its platform; others get 403', async () => {
    const operator = (await queue('pageSize=500', 'operator')).data;
    expect(operator.pageList.some((row) => row.kind === 'REBOOK' || row.kind === 'DISRUPTION')).toBe(false);
    expect((await queue('kind=REBOOK', 'operator')).data.totalCount).toBe(0);
    const edreams = (await queue('pageSize=500', 'edreams')).data;
    const admin = (await queue('pageSize=500')).data;
    const adminNumbers = new Set(admin.pageList.map((row) => row.caseNo));
    // A disruption is a case of a flight: both platforms whose orders it lists see it (decision 0017).
    const ownCases = edreams.pageList.filter((row) => row.kind !== 'DISRUPTION');
    expect(ownCases.some((row) => adminNumbers.has(row.caseNo))).toBe(false);
    expect((await queue('', 'limited')).status).toBe(403);
    expect((await get('/afterSales/queue/count', 'limited')).status).toBe(403);
  });

  it('lists an undecided disruption, due by its departure, to a user holding 1001-3 and not to one without', async () => {
    const disruptions = (await get<DisruptionPage>('/flightDisruption/pageList?status=NOTIFIED&pageSize=1'))
      .data;
    const disruption = disruptions.pageList[0];
    if (!disruption) throw new Error('no NOTIFIED disruption in the demo data');
    const admin = (await queue('kind=DISRUPTION&pageSize=500')).data;
    const row = admin.pageList.find((entry) => entry.caseNo === disruption.disruptionNo);
    expect(row).toMatchObject({ kind: 'DISRUPTION', status: 'NOTIFIED', subType: disruption.type });
    expect(row?.deadline).not.toBeNull();
    expect(admin.pageList.every((entry) => entry.status !== 'CLOSED')).toBe(true);
    const operator = (await queue('pageSize=500', 'operator')).data;
    expect(operator.pageList.map((entry) => entry.caseNo)).not.toContain(disruption.disruptionNo);
  });

  it('pages on where the last page ended, each total what its pages list, on both platforms', async () => {
    for (const user of ['admin', 'edreams']) {
      const all = (await queue('pageSize=500', user)).data;
      expect(all.totalCount).toBeLessThanOrEqual(500);
      expect(all.pageList).toHaveLength(all.totalCount);
      const first = (await queue('pageSize=7&pageNum=1', user)).data.pageList;
      const second = (await queue('pageSize=7&pageNum=2', user)).data.pageList;
      expect([...first, ...second].map((row) => row.caseNo)).toEqual(
        all.pageList.slice(0, 14).map((row) => row.caseNo),
      );
      const kinds = new Set(all.pageList.map((row) => row.kind));
      for (const kind of kinds) {
        const ofKind = all.pageList.filter((row) => row.kind === kind);
        expect((await queue(`kind=${kind}&pageSize=500`, user)).data.totalCount).toBe(ofKind.length);
        const status = ofKind[0]?.status ?? '';
        const inState = (await queue(`kind=${kind}&status=${status}&pageSize=500`, user)).data;
        expect(inState.totalCount).toBe(ofKind.filter((row) => row.status === status).length);
        expect(inState.pageList.every((row) => row.kind === kind && row.status === status)).toBe(true);
      }
      const count = (await get<CaseQueueCount>('/afterSales/queue/count', user)).data;
      expect(count).toEqual({
        open: all.totalCount,
        overdue: all.pageList.filter((row) => row.overdue).length,
      });
    }
  });

  it('keeps the open-cases index over each kind’s open states as its declaration says', async () => {
    // The index's predicate (migration 0022) beside one built from the declarations, both read back
    // as PostgreSQL normalises them: a kind whose open states change needs a migration of the index.
    const declared = Object.entries(QUEUE_KINDS)
      .map(([kind, declaration]) => {
        const states = openStatuses(declaration).map((status) => `'${status}'`);
        return `("kind" = '${kind}' and "status" in (${states.join(', ')}))`;
      })
      .join(' or ');
    await t.database.db.execute(
      sql.raw(`create index queue_declared_tmp on after_sales_cases (kind) where ${declared}`),
    );
    const predicates = await queryRows<{ name: string; predicate: string }>(
      t.database.db,
      sql`select c.relname as name, pg_get_expr(i.indpred, i.indrelid) as predicate
        from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname in ('after_sales_cases_open_deadline_idx', 'queue_declared_tmp')`,
    );
    await t.database.db.execute(sql`drop index queue_declared_tmp`);
    const of = (name: string) => predicates.find((row) => row.name === name)?.predicate;
    expect(of('after_sales_cases_open_deadline_idx')).toBeDefined();
    expect(of('after_sales_cases_open_deadline_idx')).toBe(of('queue_declared_tmp'));
  });

  it('names the field of a bad filter', async () => {
    expect((await queue('kind=NOPE')).message).toBe('kind is not a kind of case');
    expect((await queue('overdueOnly=maybe')).message).toBe('overdueOnly must be true or false');
    expect((await queue('pageSize=0')).status).toBe(400);
  });
});
