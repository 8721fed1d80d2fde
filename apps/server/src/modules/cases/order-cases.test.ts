import type { OpenCaseBadge, OrderCaseRow, RefundRow } from '@ota/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { useCaseCalls } from '../../test/cases';
import { testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';

describe.each(testEngines())('an order’s after-sales cases (%s)', (engine) => {
  const t = useTestApp(engine);
  const { get, postJson, postForm } = useCaseCalls(t);

  it('lists every case of the order across kinds, and badges the orders with open ones', async () => {
    // Two passengers: the refund holds the first one's ticket, the change the second's.
    const order = await paidOrder(t, { adults: 2 });
    const other = await paidOrder(t);
    const refund = (
      await postJson<RefundRow>('/orderRefund/addRefundOrderInfo', {
        orderNo: order.order_no,
        refundType: 'VOLUNTARY',
        passengerIds: [order.passengers[0]?.id],
        segmentIds: order.segments.map((s) => s.id),
      })
    ).data;
    const changeOf = (passengerId: number | undefined) =>
      postForm<{ changeNo: string; id: number; version: number }>('/orderTicketChanging/addTicketOrderInfo', {
        orderNo: order.order_no,
        changeType: 'VOLUNTARY',
        passengerIds: String(passengerId),
        segmentIds: String(order.segments[0]?.id),
      });
    // The refund holds the first passenger's ticket: a change of it waits until the refund closes.
    const refused = await changeOf(order.passengers[0]?.id);
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(`is held by ${refund.refundNo} (REQUESTED)`);
    const change = (await changeOf(order.passengers[1]?.id)).data;

    const cases = await get<OrderCaseRow[]>(`/afterSales/orderCases?orderNo=${order.order_no}`);
    expect(cases.data.map((row) => [row.caseNo, row.kind, row.status, row.open])).toEqual([
      [change.changeNo, 'TICKET_CHANGE', 'REQUESTED', true],
      [refund.refundNo, 'REFUND', 'REQUESTED', true],
    ]);

    await postForm('/orderTicketChanging/update', {
      id: change.id,
      version: change.version,
      status: 'CANCELLED',
      reason: 'Asked by mistake',
    });
    const badges = await get<OpenCaseBadge[]>(
      `/afterSales/openCases?orderNos=${order.order_no},${other.order_no}`,
    );
    expect(badges.data).toEqual([
      { orderNo: order.order_no, cases: [{ caseNo: refund.refundNo, kind: 'REFUND', status: 'REQUESTED' }] },
    ]);
    const after = await get<OrderCaseRow[]>(`/afterSales/orderCases?orderNo=${order.order_no}`);
    expect(after.data.find((row) => row.caseNo === change.changeNo)?.open).toBe(false);
  });

  it('keeps each platform to its own orders’ cases, and asks for the order list code', async () => {
    const order = await paidOrder(t, { platform: 2 });
    await postJson(
      '/orderRefund/addRefundOrderInfo',
      {
        orderNo: order.order_no,
        refundType: 'VOLUNTARY',
        passengerIds: [order.passengers[0]?.id],
        segmentIds: order.segments.map((s) => s.id),
      },
      'edreams',
    );
    expect(
      (await get<OrderCaseRow[]>(`/afterSales/orderCases?orderNo=${order.order_no}`, 'edreams')).data,
    ).toHaveLength(1);
    expect(
      (await get<OrderCaseRow[]>(`/afterSales/orderCases?orderNo=${order.order_no}`, 'operator')).data,
    ).toEqual([]);
    expect((await get(`/afterSales/orderCases?orderNo=${order.order_no}`, 'limited')).status).toBe(403);
    expect((await get('/afterSales/openCases?orderNos=')).message).toBe('orderNos is required');
  });
});
