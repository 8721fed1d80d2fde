import { expect, test } from '@playwright/test';
import { fixtureOrderNo } from './fixtures/orders';
import { openFromMenu, signIn } from './support';

test.describe('rebooks', () => {
  test('admin rebooks an order onto a new flight and pays by card', async ({ page }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, 'Order Manage', 'OBList Rebook List');
    await expect(page).toHaveURL(/\/html\/orderRebook$/);
    const table = page.getByTestId('rebook-table');
    await expect(table.getByTestId('rebook-link').first()).toBeVisible();

    // A case that was requested and still needs a flight.
    await page.getByTestId('rebook-list-page').getByLabel('Rebook status').click();
    await page.locator('.ant-select-item-option', { hasText: /^Requested$/ }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(table.getByTestId('rebook-status').first()).toHaveText('Requested');
    await table.getByTestId('rebook-link').first().click();
    await expect(page).toHaveURL(/\/html\/orderRebook\/details\?orderNo=/);

    // The rebook itself on the test's own order (fixtures/), booked at 1.00 EUR: any new fare costs more.
    await page.goto(`/html/orderRebook/details?orderNo=${fixtureOrderNo('rebook')}`);

    await page.getByTestId('search-flights').click();
    const offers = page.getByTestId('flight-offers');
    await expect(offers.getByTestId('select-flight').first()).toBeVisible();
    await offers.getByTestId('select-flight').first().click();

    await expect(page).toHaveURL(/\/html\/orderRebook\/ConfirmRebook\?orderNo=/);
    await expect(page.getByTestId('new-flights')).toBeVisible();
    await expect(page.getByTestId('amount-due')).not.toHaveText(/^0\.00\b/);
    await page.getByTestId('confirm-rebook').click();
    await page.getByRole('button', { name: 'Yes' }).click();

    await expect(page).toHaveURL(/\/html\/orderRebook\/fillCreditCardInfo\?orderNo=/);
    await page.getByTestId('card-holder').fill('Ana Lopez');
    await page.getByTestId('card-number').fill('4111 1111 1111 1112');
    await page.getByTestId('card-expiry').fill('12/39');
    await page.getByTestId('card-cvv').fill('123');
    await page.getByTestId('pay').click();
    await expect(page.getByText('Card number fails the check digit')).toBeVisible();

    await page.getByTestId('card-number').fill('4111 1111 1111 1111');
    await page.getByTestId('pay').click();
    const done = page.getByTestId('rebook-paid');
    await expect(done).toContainText('completed');
    await expect(done).toContainText('VISA ending 1111');
    await expect(done.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      /\/html\/orderList\/details\?orderNo=/,
    );
  });
});
