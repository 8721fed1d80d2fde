import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { orderCalls, oneflyOrderCalls } from '../packages/contract/src/calls';
import { openFromMenu, sendCall, signIn } from './support';

const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function openOrderList(page: Page, user: 'admin' | 'edreams' | 'support' = 'admin'): Promise<void> {
  await signIn(page, user);
  await openFromMenu(page, 'Order Manage', 'Order List');
  await expect(page).toHaveURL(/\/html\/orderList$/);
  // The first list of a fresh page: on 2 busy cores its rows came after 10 s (2026-11-26).
  await expect(page.getByTestId('order-link').first()).toBeVisible({ timeout: 30_000 });
}

async function chooseStatus(page: Page, status: string): Promise<void> {
  await page.getByTestId('order-filters').getByLabel('Status').click();
  await page.locator('.ant-select-dropdown').getByTitle(status, { exact: true }).click();
  await page.keyboard.press('Escape');
}

/**
 * Clicks Search and answers the order numbers of the answer whose query holds every one of `params`:
 * rows read from the page before it is shown would be the previous list's.
 */
async function searchOrders(page: Page, ...params: string[]): Promise<string[]> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/order/search?') && params.every((param) => response.url().includes(param)),
  );
  await page.getByTestId('order-search').click();
  const body = (await (await answered).json()) as { data: { content: { orderNo: string }[] } };
  return body.data.content.map((order) => order.orderNo);
}

test.describe('orders', () => {
  test('an operator searches with filters and the list shows only matching orders', async ({ page }) => {
    await openOrderList(page);
    const rows = page.getByTestId('order-table').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(20);
    for (const link of await page.getByTestId('order-link').allInnerTexts()) expect(link).toMatch(/^OF/);

    await chooseStatus(page, 'Ticketed');
    const [orderNo = ''] = await searchOrders(page, 'status=TICKETED');
    await expect(page.getByTestId('order-link').first()).toHaveText(orderNo);
    const statuses = await page
      .getByTestId('order-status')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['TICKETED']));

    await page.getByLabel('Order number').fill(orderNo.toLowerCase());
    await page.getByTestId('order-search').click();
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId('order-link')).toHaveText(orderNo);

    await page.getByLabel('Passenger name').fill('ab');
    await page.getByTestId('order-search').click();
    await expect(page.getByText('Passenger name must be at least 3 characters')).toBeVisible();
  });

  test('the column chooser is remembered for the user', async ({ page }) => {
    await openOrderList(page);
    const header = page.getByTestId('order-table').locator('thead');
    await expect(header.getByText('Taxes', { exact: true })).toHaveCount(0);
    await page.getByTestId('column-chooser-button').click();
    await page.getByTestId('column-chooser').getByLabel('Taxes').check();
    await expect(header.getByText('Taxes', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('order-link').first()).toBeVisible();
    await expect(header.getByText('Taxes', { exact: true })).toBeVisible();
  });

  test('edreams sees only its own orders', async ({ page }) => {
    await openOrderList(page, 'edreams');
    for (const link of await page.getByTestId('order-link').allInnerTexts()) expect(link).toMatch(/^ED/);
  });

  test('support narrows the list to one platform', async ({ page }) => {
    await openOrderList(page, 'support');
    await page.getByLabel('Platform').click();
    await page.locator('.ant-select-dropdown').getByTitle('eDreams', { exact: true }).click();
    await page.getByTestId('order-search').click();
    await expect(async () => {
      const links = await page.getByTestId('order-link').allInnerTexts();
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(/^ED/);
    }).toPass();
  });

  test('an order’s details open from the list', async ({ page }) => {
    await openOrderList(page);
    const link = page.getByTestId('order-link').first();
    const orderNo = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/html/orderList/details\\?orderNo=${orderNo}$`));
    await expect(page.getByTestId('order-summary')).toContainText(orderNo);
    await expect(page.getByTestId('segments-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(
      page.getByTestId('passengers-table').locator('tbody tr.ant-table-row').first(),
    ).toBeVisible();
    await expect(page.getByTestId('operation-records')).toContainText('Order created via');
  });

  test('details of an unknown order show the server’s message and an empty page', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/html/orderList/details?orderNo=OF0000000000');
    await expect(page.getByText('Order OF0000000000 does not exist')).toBeVisible();
    await expect(page.getByText('No flights')).toBeVisible();
  });

  test('details without orderNo lead to the order list', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/html/orderList/details');
    await expect(page).toHaveURL(/\/html\/orderList$/);
    await expect(page.getByTestId('order-list-page')).toBeVisible();
  });

  async function openFirst(page: Page, status: string, airline?: string): Promise<string> {
    await openOrderList(page);
    await chooseStatus(page, status);
    if (airline) await page.getByLabel('Airline').fill(airline);
    const [orderNo = ''] = await searchOrders(page, 'status=', ...(airline ? [`airline=${airline}`] : []));
    await expect(page.getByTestId('order-link').first()).toHaveText(orderNo);
    await expect(page.getByTestId('order-status').first()).toHaveText(status);
    await page.getByTestId('order-link').first().click();
    await expect(page.getByTestId('order-summary')).toContainText(orderNo);
    return orderNo;
  }

  test('paying an unpaid order twice quickly debits the balance once', async ({ page }) => {
    const orderNo = await openFirst(page, 'Pending payment');
    const before = money(await page.getByTestId('balance').innerText());
    const amount = money((await page.getByTestId('payment-state').innerText()).replace('Unpaid', ''));
    const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';

    await page.getByTestId('pay-button').click();
    const confirm = page.locator('.ant-popconfirm').getByRole('button', { name: 'Pay' });
    const [second] = await Promise.all([
      sendCall(page.request, token, orderCalls.pay, { orderNo }),
      confirm.click(),
    ]);

    await expect(page.getByTestId('payment-state')).toHaveAttribute('data-paid', 'true');
    await expect(page.getByTestId('order-status').first()).toHaveText('Paid');
    await expect(page.getByTestId('pay-button')).toHaveCount(0);
    // Another test may adjust the same account meanwhile: the order's own ledger lines tell the truth.
    const ledger = async () => {
      const body = await sendCall(page.request, token, oneflyOrderCalls.payment, { orderNo });
      return body.data.ledger.map((entry) => [entry.type, entry.amount]);
    };
    await expect.poll(ledger).toEqual([['BOOKING_DEBIT', -amount]]);
    const expected = Math.round((before - amount) * 100) / 100;
    await expect(async () =>
      expect(money(await page.getByTestId('balance').innerText())).toBeLessThanOrEqual(expected),
    ).toPass();
    if (second.status !== 200) expect(second.message).toBe(`Order ${orderNo} is already paid`);

    // One more try from the API: refused, the balance unchanged.
    const third = await sendCall(page.request, token, orderCalls.pay, { orderNo });
    expect(third).toMatchObject({ status: 400, message: `Order ${orderNo} is already paid` });
    await page.reload();
    expect(await ledger()).toEqual([['BOOKING_DEBIT', -amount]]);
    await expect(page.getByTestId('operation-records')).toContainText(
      /Paid [\d,]+\.\d{2} EUR from ONEFLY-EUR/,
    );
  });

  test('a ticketed passenger’s new document goes to a passenger change, filled in', async ({ page }) => {
    await openFirst(page, 'Ticketed');
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    await page.getByTestId('edit-passengers').click();
    const row = page.getByTestId('passenger-form-row').first();
    await row.getByLabel('Document number').fill('ZX98765');
    await page.getByRole('button', { name: 'Save' }).click();
    const needed = page.getByTestId('passenger-change-needed');
    await expect(needed).toContainText('is ticketed');
    await needed.getByTestId('start-passenger-change').click();
    // The change's form opens on its list, the order loaded and the new document filled in.
    await expect(page).toHaveURL(new RegExp(`/html/passenger\\?add=${orderNo}`));
    const dialog = page.locator('.ant-modal').filter({ hasText: 'New passenger change' });
    await expect(dialog.getByLabel('Document number')).toHaveValue('ZX98765');
    await expect(dialog.getByLabel('Document update')).toBeChecked();
  });

  test('the airline reconfirms a booking and the answer is shown and recorded', async ({ page }) => {
    await openFirst(page, 'Ticketed', 'DA');
    await page.getByTestId('reconfirm-button').click();
    // The question names the airline as its wrapper does, not by its code.
    await expect(page.locator('.ant-popconfirm')).toContainText('Ask Demo Air to reconfirm booking');
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Reconfirm' }).click();
    await expect(page.locator('.ant-message').getByText(/Demo Air/)).toBeVisible();
  });

  const FILE_NAME = /^order[A-Z][a-z]{2} \d{1,2} - [A-Z][a-z]{2} \d{1,2} \d{4}\.(xlsx|csv)$/;

  async function exportAs(page: Page, format: 'Excel (.xlsx)' | 'CSV (.csv)'): Promise<Download> {
    await page.getByTestId('export-button').click();
    const modal = page.locator('.ant-modal');
    await modal.getByText(format).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'Download' }).click(),
    ]);
    await expect(modal).toBeHidden();
    return download;
  }

  /** The CSV's heading and records, as a spreadsheet would split them (no field here holds a comma). */
  async function csvRows(download: Download): Promise<string[][]> {
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    return text
      .slice(1)
      .trimEnd()
      .split('\n')
      .map((line) => line.split(','));
  }

  async function xlsxRows(download: Download): Promise<string[][]> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const rows: string[][] = [];
    workbook.getWorksheet('Orders')?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((cell) => String(cell ?? '')));
    });
    return rows;
  }

  test('a week of orders exports to .xlsx and .csv under the spec’s file names', async ({ page }) => {
    await openOrderList(page, 'edreams');
    const xlsx = await exportAs(page, 'Excel (.xlsx)');
    expect(xlsx.suggestedFilename()).toMatch(FILE_NAME);
    expect(xlsx.suggestedFilename().endsWith('.xlsx')).toBe(true);
    const csv = await exportAs(page, 'CSV (.csv)');
    expect(csv.suggestedFilename()).toBe(xlsx.suggestedFilename().replace(/\.xlsx$/, '.csv'));

    // Both files open, hold the same orders of the platform, all booked within one week.
    const [heading = [], ...orders] = await csvRows(csv);
    // The list's headings and labels, each enum's code beside its label (decision 0036).
    expect(heading.slice(0, 6)).toEqual([
      'Order number',
      'Platform',
      'Platform code',
      'Status',
      'Status code',
      'Booked',
    ]);
    expect(orders.length).toBeGreaterThan(0);
    expect(new Set(orders.map((row) => `${row[1]} ${row[2]}`))).toEqual(new Set(['eDreams 2']));
    // The state reads as on the screen ('Ticketed'), its code ('TICKETED') in the next column.
    for (const row of orders)
      expect([row[3], row[4]]).toEqual([
        expect.stringMatching(/^[A-Z][a-z ]+$/),
        expect.stringMatching(/^[A-Z_]+$/),
      ]);
    const days = orders.map((row) => Date.parse(`${(row[5] ?? '').slice(0, 10)}T00:00:00Z`)).sort();
    expect(((days.at(-1) ?? 0) - (days[0] ?? 0)) / 86_400_000).toBeLessThanOrEqual(6);
    const sheet = await xlsxRows(xlsx);
    expect(sheet[0]).toEqual(heading);
    expect(
      sheet
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(orders.map((row) => row[0]).sort());
  });

  test('exporting a range without orders shows the empty-data warning', async ({ page }) => {
    await openOrderList(page);
    await page.getByTestId('export-button').click();
    const inputs = page.locator('.ant-modal .ant-picker-range input');
    await inputs.nth(0).click();
    await inputs.nth(0).fill('2019-01-01');
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill('2019-01-07');
    await inputs.nth(1).press('Enter');
    await page.locator('.ant-modal').getByRole('button', { name: 'Download' }).click();
    await expect(
      page.getByText('There is currently no data available for the selected time period'),
    ).toBeVisible();
  });

  test('the payment page shows what paying takes, pays, and lists the debit', async ({ page }) => {
    const orderNo = await openFirst(page, 'Pending payment');
    await page.getByRole('button', { name: 'Payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/html/orderList/payment\\?orderNo=${orderNo}$`));
    await expect(page.getByTestId('payment-summary')).toContainText('ONEFLY-EUR');
    await expect(page.getByTestId('payment-coverage')).toContainText('covers this payment');
    await expect(page.getByTestId('payment-ledger')).toContainText('No ledger entries yet');
    await page.getByTestId('pay-button').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Pay' }).click();
    // The entry's type in the operator's words, never its code.
    await expect(page.getByTestId('payment-ledger')).toContainText('Booking');
    await expect(page.getByTestId('payment-ledger')).not.toContainText('BOOKING_DEBIT');
    await expect(page.getByTestId('payment-summary')).toContainText('Paid');
    await expect(page.getByTestId('pay-button')).toHaveCount(0);
  });

  test('saved list defaults shape the order list', async ({ page }) => {
    await signIn(page, 'operator');
    await page.goto('/html/orderList/prefernce');
    await page.getByLabel('Rows per page').click();
    await page.locator('.ant-select-dropdown').getByTitle('50 per page').click();
    await page.getByLabel('Statuses shown first').click();
    await page.locator('.ant-select-dropdown').getByTitle('Ticketed', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('save-preference').click();
    await expect(page.getByText('Preferences saved')).toBeVisible();

    await openFromMenu(page, 'Order Manage', 'Order List');
    const rows = page.getByTestId('order-table').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(50);
    const statuses = await page
      .getByTestId('order-status')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['TICKETED']));
  });
});
