import { expect, test, type Page } from '@playwright/test';
import { refundCalls } from '../packages/contract/src/calls';
import { fixtureOrderNo, type FixtureOrder } from './fixtures/orders';
import {
  moveCase,
  openFromMenu,
  orderDetailOf,
  sessionCaller,
  signIn,
  type ApiCaller,
  type OrderDetail,
} from './support';

// Refunds in the browser: the API creates the refunds (the order details page that opens them is
// another screen); everything after that is done on the refund screens, as an operator would.

/** The test's own ticketed order on a demo airline (fixtures/), which answers refunds through its wrapper. */
const ticketedOrder = (page: Page, fixture: FixtureOrder) => orderDetailOf(page, fixtureOrderNo(fixture));

async function openRefund(api: ApiCaller, order: OrderDetail, remark: string) {
  const refund = await api.call(refundCalls.add, {
    orderNo: order.summary.orderNo,
    refundType: 'VOLUNTARY',
    passengerIds: [order.passengers[0]?.id ?? 0],
    segmentIds: order.segments.map((segment) => segment.id),
    remark,
  });
  expect(refund.status).toBe('REQUESTED');
  return refund;
}

test.describe('refunds', () => {
  test('admin quotes, confirms, submits, records the approval and refunds; the history grows with each step', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const api = await sessionCaller(page);
    const refund = await openRefund(api, await ticketedOrder(page, 'refundMoves'), 'Customer asked by phone');

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
    const api = await sessionCaller(page);
    const refund = await openRefund(
      api,
      await ticketedOrder(page, 'refundTwoOperators'),
      'Two operators at once',
    );
    await page.goto(`/html/refund/refundDetail?id=${refund.id}`);
    const status = page.getByTestId('refund-summary').getByTestId('refund-status');
    await expect(status).toHaveText('Requested');

    // Another operator cancels it meanwhile.
    await api.call(refundCalls.update, {
      id: refund.id,
      version: refund.version,
      status: 'CANCELLED',
      reason: 'Duplicate request',
    });

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
    const api = await sessionCaller(page);
    const order = await ticketedOrder(page, 'refundCancel');
    // One open refund holds a ticket at a time (decision 0040): the cancelled one first, then the open one.
    const closed = await openRefund(api, order, 'Batch: cancelled first');
    await api.call(refundCalls.update, {
      id: closed.id,
      version: closed.version,
      status: 'CANCELLED',
      reason: 'Asked twice',
    });
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
