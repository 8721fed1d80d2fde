import {
  isOpenCase,
  type CaseQueueCount,
  type CaseQueuePage,
  type DisruptionPage,
  type RefundRow,
} from '@ota/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { paidDemoOrder, useCaseCalls } from '../../test/cases';
import { testEngines } from '../../test/databases';

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
    const firstWithout = rows.findIndex((row) => row.deadline === null);
    if (firstWithout >= 0) expect(rows.slice(firstWithout).every((row) => row.deadline === null)).toBe(true);
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
    const order = await paidDemoOrder(t);
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

  it('names the field of a bad filter', async () => {
    expect((await queue('kind=NOPE')).message).toBe('kind is not a kind of case');
    expect((await queue('overdueOnly=maybe')).message).toBe('overdueOnly must be true or false');
    expect((await queue('pageSize=0')).status).toBe(400);
  });
});
