import type { ApiEnvelope } from '@ota/contract';
import { expect, test, type Page } from '@playwright/test';
import { moveCase, openFromMenu, signIn } from './support';

// Refunds in the browser: the API creates the refunds (the order details page that opens them is
// another screen); everything after that is done on the refund screens, as an operator would.

interface RefundRow {
  id: number;
  refundNo: string;
  version: number;
  status: string;
}
interface OrderDetail {
  summary: { orderNo: string };
  segments: { id: number }[];
  passengers: { id: number; ticketStatus: string | null }[];
}

/** The signed-in session's API, with its token. */
async function sessionApi(page: Page) {
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  const headers = { 'X-Token': token };
  return {
    get: async <T>(path: string, params: Record<string, string | number>) =>
      (await (await page.request.get(`/prod-api${path}`, { headers, params })).json()) as ApiEnvelope<T>,
    postJson: async <T>(path: string, data: unknown) =>
      (await (await page.request.post(`/prod-api${path}`, { headers, data })).json()) as ApiEnvelope<T>,
    postForm: async <T>(path: string, form: Record<string, string | number>) =>
      (await (await page.request.post(`/prod-api${path}`, { headers, form })).json()) as ApiEnvelope<T>,
  };
}
type SessionApi = Awaited<ReturnType<typeof sessionApi>>;

/**
 * A ticketed order of a demo airline (DA, EZ, OL answer refunds through the demo wrapper) with no
 * after-sales case yet, so that no other test's refund shares its tickets. `skip` picks a later one.
 */
async function ticketedOrder(api: SessionApi, skip: number): Promise<OrderDetail> {
  const found: OrderDetail[] = [];
  for (const airline of ['DA', 'EZ', 'OL']) {
    const search = await api.get<{ content: { orderNo: string }[] }>('/onefly/order/search', {
      status: 'TICKETED',
      airline,
      pageSize: 20,
    });
    for (const { orderNo } of search.data.content) {
      const cases = await api.get<unknown[]>('/afterSales/orderCases', { orderNo });
      if (cases.data.length > 0) continue;
      const detail = await api.get<OrderDetail[]>('/onefly/order/detail', { orderNo });
      const order = detail.data[0];
      if (!order?.passengers.every((passenger) => passenger.ticketStatus === 'OPEN')) continue;
      found.push(order);
      if (found.length > skip) return order;
    }
  }
  throw new Error('no ticketed demo order without a case on a demo airline');
}

async function openRefund(api: SessionApi, order: OrderDetail, remark: string): Promise<RefundRow> {
  const answer = await api.postJson<RefundRow>('/orderRefund/addRefundOrderInfo', {
    orderNo: order.summary.orderNo,
    refundType: 'VOLUNTARY',
    passengerIds: [order.passengers[0]?.id],
    segmentIds: order.segments.map((segment) => segment.id),
    remark,
  });
  expect(answer, answer.message).toMatchObject({ status: 200, data: { status: 'REQUESTED' } });
  return answer.data;
}

test.describe('refunds', () => {
  test('admin quotes, confirms, submits, records the approval and refunds; the history grows with each step', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const api = await sessionApi(page);
    const refund = await openRefund(api, await ticketedOrder(api, 0), 'Customer asked by phone');

    await openFromMenu(page, 'Operation', 'Refund');
    await expect(page).toHaveURL(/\/html\/refund$/);
    const table = page.getByTestId('refund-table');
    await expect(table.getByTestId('refund-link').first()).toBeVisible();
    await expect(page.getByText(/^\d+ refunds$/)).toBeVisible();

    await page.getByLabel('Refund no.').fill(refund.refundNo);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(table.getByTestId('refund-link')).toHaveText([refund.refundNo]);
    await expect(table.getByTestId('refund-status')).toHaveText('Requested');
    await table.getByTestId('refund-link').click();
    await expect(page).toHaveURL(new RegExp(`/html/refund/refundDetail\\?id=${refund.id}$`));

    const status = page.getByTestId('refund-summary').getByTestId('refund-status');
    const history = page.getByTestId('case-history').locator('tbody tr.ant-table-row');
    await expect(status).toHaveText('Requested');
    await expect(page.getByText('Not quoted yet')).toBeVisible();
    await expect(history).toHaveCount(1);

    await moveCase(page, 'QUOTED', { 'Service charge': '5' });
    await expect(status).toHaveText('Quoted');
    const quote = page.getByTestId('refund-quote').locator('tr.ant-table-row');
    await expect(quote).toHaveCount(5);
    await expect(quote.nth(3)).toHaveText('−Service charge5.00 EUR');
    await expect(quote.nth(4)).toContainText('=Refund');
    await expect(page.getByTestId('refund-summary').getByTestId('case-deadline')).toHaveText(/left$/);
    await expect(history).toHaveCount(2);
    await expect(history.nth(1)).toContainText('Requested → Quoted');
    // The airline's refund and change rules fold beside the quote; the airline is asked when opened.
    const policy = page.getByTestId('refund-detail-page').getByTestId('airline-policy');
    await policy.getByText(/^Airline policy/).click();
    await expect(policy.getByTestId('airline-policy-rules')).toContainText(/Answered by \S/);

    await moveCase(page, 'CONFIRMED');
    await expect(status).toHaveText('Confirmed');
    await moveCase(page, 'SUBMITTED_TO_AIRLINE');
    await expect(status).toHaveText('Submitted to airline');
    await expect(page.getByTestId('refresh-airline')).toBeVisible();
    // Recorded by hand at once: the demo airline answers the poll only seconds later.
    await moveCase(page, 'AIRLINE_APPROVED', { Reason: 'Confirmed by phone' });
    await expect(status).toHaveText('Airline approved');
    await moveCase(page, 'REFUNDED');
    await expect(status).toHaveText('Refunded');
    await expect(page.getByTestId('refund-actions').getByRole('button')).toHaveCount(0);
    await expect(history).toHaveCount(6);
    await expect(history.nth(5)).toContainText('Airline approved → Refunded');
    await expect(history.nth(5)).toContainText('credited (ledger entry');

    await page.getByTestId('refund-note').fill('Customer informed by mail');
    await page.getByTestId('add-note').click();
    await expect(history).toHaveCount(7);
    await expect(history.nth(6)).toContainText('Customer informed by mail');
  });

  test('a move on a version changed elsewhere is refused with who changed it, and Reload shows the change', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const api = await sessionApi(page);
    const refund = await openRefund(api, await ticketedOrder(api, 1), 'Two operators at once');
    await page.goto(`/html/refund/refundDetail?id=${refund.id}`);
    const status = page.getByTestId('refund-summary').getByTestId('refund-status');
    await expect(status).toHaveText('Requested');

    // Another operator cancels it meanwhile.
    const other = await api.postForm<RefundRow>('/orderRefund/update', {
      id: refund.id,
      version: refund.version,
      status: 'CANCELLED',
      reason: 'Duplicate request',
    });
    expect(other.status, other.message).toBe(200);

    await moveCase(page, 'QUOTED');
    const stale = page.getByTestId('case-stale');
    await expect(stale).toContainText(/This case was changed by admin at .+; reload it/);
    await expect(status).toHaveText('Requested');
    await stale.getByRole('button', { name: 'Reload' }).click();
    await expect(stale).toBeHidden();
    await expect(status).toHaveText('Cancelled');
    await expect(page.getByTestId('refund-actions').getByRole('button')).toHaveCount(0);
  });

  test('a batch with one refund that cannot move moves none and names it; a batch that moves empties the selection', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const api = await sessionApi(page);
    const order = await ticketedOrder(api, 2);
    // One open refund holds a ticket at a time (decision 0040): the cancelled one first, then the open one.
    const closed = await openRefund(api, order, 'Batch: cancelled first');
    const cancelled = await api.postForm<RefundRow>('/orderRefund/update', {
      id: closed.id,
      version: closed.version,
      status: 'CANCELLED',
      reason: 'Asked twice',
    });
    expect(cancelled.status, cancelled.message).toBe(200);
    const open = await openRefund(api, order, 'Batch: still open');

    await page.goto(`/html/refund?orderNo=${order.summary.orderNo}`);
    const table = page.getByTestId('refund-table');
    await expect(table.getByTestId('refund-link')).toHaveCount(2);
    const row = (refundNo: string) => table.locator('tr.ant-table-row', { hasText: refundNo });
    await row(open.refundNo).getByRole('checkbox').check();
    await row(closed.refundNo).getByRole('checkbox').check();
    await expect(page.getByText('2 refunds selected')).toBeVisible();

    const batch = async (count: number) => {
      await page.getByTestId('batch-target').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Cancelled"]').click();
      await page.getByTestId('batch-move-button').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`Move ${count} refund${count > 1 ? 's' : ''} to Cancelled?`);
      await dialog.getByLabel('Reason').fill('Customer withdrew');
      await dialog.getByRole('button', { name: 'Move to Cancelled' }).click();
      return dialog;
    };

    await batch(2);
    const warning = page.locator('.ant-message-warning');
    await expect(warning).toContainText(`1 of 2 refunds cannot move to CANCELLED; none moved.`);
    await expect(warning).toContainText(
      `Refund ${closed.refundNo} is CANCELLED: it cannot move to CANCELLED`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByTestId('discard-changes').click();
    await expect(row(open.refundNo).getByTestId('refund-status')).toHaveText('Requested');
    await expect(page.getByText('2 refunds selected')).toBeVisible();

    await row(closed.refundNo).getByRole('checkbox').uncheck();
    const dialog = await batch(1);
    await expect(dialog).toBeHidden();
    await expect(page.locator('.ant-message-success')).toContainText('1 refund moved');
    await expect(row(open.refundNo).getByTestId('refund-status')).toHaveText('Cancelled');
    await expect(page.getByText('0 refunds selected')).toBeVisible();
  });
});
