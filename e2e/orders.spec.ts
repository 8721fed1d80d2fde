import { expect, test, type Page } from '@playwright/test';
import { openFromMenu, signIn } from './support';

async function openOrderList(page: Page, user: 'admin' | 'edreams' | 'support' = 'admin'): Promise<void> {
  await signIn(page, user);
  await openFromMenu(page, 'Order Manage', 'Order List');
  await expect(page).toHaveURL(/\/html\/orderList$/);
  await expect(page.getByTestId('order-link').first()).toBeVisible();
}

async function chooseStatus(page: Page, status: string): Promise<void> {
  await page.getByTestId('order-filters').getByLabel('Status').click();
  await page.locator('.ant-select-dropdown').getByTitle(status, { exact: true }).click();
  await page.keyboard.press('Escape');
}

test.describe('orders', () => {
  test('an operator searches with filters and the list shows only matching orders', async ({ page }) => {
    await openOrderList(page);
    const rows = page.getByTestId('order-table').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(20);
    for (const link of await page.getByTestId('order-link').allInnerTexts()) expect(link).toMatch(/^OF/);

    await chooseStatus(page, 'Ticketed');
    await page.getByTestId('order-search').click();
    await expect(page.getByTestId('order-status').first()).toHaveText('Ticketed');
    const statuses = await page.getByTestId('order-status').evaluateAll((tags) =>
      tags.map((tag) => tag.getAttribute('data-status')),
    );
    expect(new Set(statuses)).toEqual(new Set(['TICKETED']));

    const orderNo = (await page.getByTestId('order-link').first().innerText()).trim();
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

  test('edreams sees only its own orders and support may narrow to a platform', async ({ page }) => {
    await openOrderList(page, 'edreams');
    for (const link of await page.getByTestId('order-link').allInnerTexts()) expect(link).toMatch(/^ED/);
  });
});
