import { expect, test, type Page } from '@playwright/test';
import { voidTicketCalls } from '../packages/contract/src/calls';
import { openFromMenu, sendCall, signIn } from './support';

// Void tickets in the browser, on the demo voids' orders (seeded with two passengers or more, their
// tickets issued today or yesterday): the API only finds which order to use; the void itself is asked
// for and decided on the screens, as an operator would.

/** The order of the signed-in platform's demo void in `status` whose window is open (or closed). */
async function demoVoidOrder(page: Page, status: string, windowOpen: boolean): Promise<string> {
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  const body = await sendCall(page.request, token, voidTicketCalls.page, { status, pageSize: 50 });
  const found = body.data.pageList.find((row) => (row.secondsLeft ?? 0) > 0 === windowOpen);
  if (!found) throw new Error(`no demo void ${status} with its window ${windowOpen ? 'open' : 'closed'}`);
  return found.orderNo;
}

/** Opens the Void ticket form and loads the order's tickets. */
async function loadTickets(page: Page, orderNo: string) {
  await page.getByTestId('add-void').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Order no.').fill(orderNo);
  await dialog.getByRole('button', { name: /Load tickets/ }).click();
  await expect(dialog.getByRole('radio').first()).toBeAttached();
  return dialog;
}

test.describe('void tickets', () => {
  test('operator voids the other ticket of an order issued today and sees the amount reversed', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    await openFromMenu(page, 'Operation', 'Void Ticket');
    await expect(page).toHaveURL(/\/html\/voidTicket$/);
    await expect(page.getByTestId('void-table').getByTestId('void-status').first()).toBeVisible();
    const orderNo = await demoVoidOrder(page, 'VOIDED', true);

    const dialog = await loadTickets(page, orderNo);
    // The demo void's own ticket is voided already: disabled, with the server's reason.
    await expect(dialog.getByText(/is VOIDED: only an OPEN ticket can be voided/)).toBeVisible();
    await dialog.getByRole('radio', { disabled: false }).first().check();
    await dialog.getByLabel('Remark').fill('Booked twice by the customer');
    await dialog.getByRole('button', { name: 'Ask for the void' }).click();
    await expect(dialog).toBeHidden();

    await expect(page).toHaveURL(/\/html\/voidTicket\/voidTicketDetail\?id=\d+$/);
    const summary = page.getByTestId('void-summary');
    const status = page.getByTestId('void-status').first();
    await expect(status).toHaveText('Requested');
    await expect(summary.getByRole('link', { name: orderNo })).toBeVisible();
    await expect(summary.getByTestId('case-countdown')).toBeVisible();
    const amount = (await summary.getByTestId('void-amount').textContent()) ?? '';
    expect(amount).toMatch(/^[\d,]+\.\d\d EUR$/);

    await page.getByTestId('move-VOIDED').click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByTestId('move-hint')).toContainText(`The full amount, ${amount}, goes back`);
    await expect(confirm.getByTestId('move-hint')).toContainText('This cannot be undone.');
    await confirm.getByTestId('move-ok').click();
    await expect(confirm).toBeHidden();

    await expect(status).toHaveText('Voided');
    await expect(summary.getByTestId('void-reversed')).toHaveText(amount);
    await expect(page.getByTestId('void-actions').getByRole('button')).toHaveCount(0);
    const history = page.getByTestId('case-history').locator('tbody tr.ant-table-row');
    await expect(history).toHaveCount(2);
    await expect(history.nth(1)).toContainText('Requested → Voided');
  });

  test('a ticket issued yesterday cannot be voided: the window message says when it closed', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    await openFromMenu(page, 'Operation', 'Void Ticket');
    const orderNo = await demoVoidOrder(page, 'REQUESTED', false);

    await page.getByLabel('Order no.').fill(orderNo);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('void-table').locator('tbody tr.ant-table-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Expired');

    const dialog = await loadTickets(page, orderNo);
    const closed = dialog.getByText(/^The void window of ticket \d+ closed at .+; a refund is the way now$/);
    await expect(closed.first()).toBeVisible();
    await expect(dialog.getByRole('radio', { disabled: false })).toHaveCount(0);
  });
});
