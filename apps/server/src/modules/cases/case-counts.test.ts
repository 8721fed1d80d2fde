import type { RefundPage, RefundRow } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/sql-rows';
import { useCaseCalls } from '../../test/cases';
import { paidOrder } from '../../test/factories';
import { useTestApp } from '../../test/app';
import { testEngines } from '../../test/databases';

interface CountRow {
  kind: string;
  platform: number;
  status: string;
  cases: number;
}

describe.each(testEngines())('kept case counts (%s)', (engine) => {
  const t = useTestApp(engine);
  const { get, postJson, postForm } = useCaseCalls(t);

  const kept = () =>
    rowsOf<CountRow>(
      t.database.db,
      sql`select kind, platform_type as platform, status, cases::int as cases from case_status_counts
          where cases <> 0 order by 1, 2, 3`,
    );
  const counted = () =>
    rowsOf<CountRow>(
      t.database.db,
      sql`select kind, coalesce(platform_type, 0)::int as platform, status, count(*)::int as cases
          from after_sales_cases group by 1, 2, 3 order by 1, 2, 3`,
    );
  const refundsCounted = async (platform: number, status?: string) => {
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from after_sales_cases where kind = 'REFUND' and platform_type = ${platform}
          and (${status ?? null}::text is null or status = ${status ?? null})`,
    );
    return row?.n ?? 0;
  };

  it('hold what counting the demo cases gives, for every kind, platform and state', async () => {
    const rows = await kept();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows).toEqual(await counted());
  });

  it('follow a case opened and moved, and a list opened without filters reads them', async () => {
    const order = await paidOrder(t);
    const refund = (
      await postJson<RefundRow>('/orderRefund/addRefundOrderInfo', {
        orderNo: order.order_no,
        refundType: 'VOLUNTARY',
        passengerIds: [order.passengers[0]?.id],
        segmentIds: order.segments.map((s) => s.id),
      })
    ).data;
    await postForm('/orderRefund/update', {
      id: refund.id,
      version: refund.version,
      status: 'CANCELLED',
      reason: 'Asked by mistake',
    });
    expect(await kept()).toEqual(await counted());

    // admin works on platform 1: the total of its list is the platform's refunds, in all or in one state.
    const all = (await get<RefundPage>('/orderRefund/pageList?pageNum=1&pageSize=10')).data;
    expect(all.totalCount).toBe(await refundsCounted(1));
    const cancelled = (await get<RefundPage>('/orderRefund/pageList?pageNum=1&pageSize=10&status=CANCELLED'))
      .data;
    expect(cancelled.totalCount).toBe(await refundsCounted(1, 'CANCELLED'));
    expect(cancelled.pageList.map((row) => row.refundNo)).toContain(refund.refundNo);
  });
});
