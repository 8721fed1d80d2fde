import { expect, test, type Page } from '@playwright/test';
import { fixtureOrderNo, type FixtureOrder } from './fixtures/orders';
import { openFromMenu, orderDetailOf, pickOption, signIn } from './support';

// Baggage in the browser, as an operator would buy a bag: added from the list page's form, refused
// the second time, paid and issued on the detail page, which shows the airline's EMD number.

/** The test's own paid, ticketed order (fixtures/), its flight two weeks away. */
async function bagOrder(
  page: Page,
  fixture: FixtureOrder,
): Promise<{ orderNo: string; passenger: string; flight: string }> {
  const orderNo = fixtureOrderNo(fixture);
  const order = await orderDetailOf(page, orderNo);
  const [passenger] = order.passengers;
  const [segment] = order.segments;
  if (!passenger || !segment) throw new Error(`order ${orderNo} is not the baggage fixture`);
  return { orderNo, passenger: passenger.nameForShow, flight: segment.flightNo };
}

async function addBag(page: Page, order: { orderNo: string; passenger: string; flight: string }) {
  await page.getByTestId('add-baggage').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('add-order-no').locator('input').fill(order.orderNo);
  await dialog.getByRole('button', { name: 'Load order' }).click();
  await pickOption(page, dialog.getByTestId('add-passenger'), order.passenger, { exact: true });
  await pickOption(page, dialog.getByTestId('add-segment'), order.flight);
  await dialog.getByTestId('offer-CHECKED-1x23').click();
  await dialog.getByTestId('add-baggage-ok').click();
  return dialog;
}

test('an operator adds a bag, is refused the same bag again, pays and issues it and reads the EMD', async ({
  page,
}) => {
  // Two adds and three moves, each through a dialog, on one server both workers share: over a minute on 2 cores.
  test.setTimeout(180_000);
  await signIn(page, 'operator');
  await openFromMenu(page, 'Operation', 'Baggage');
  await expect(page.getByTestId('baggage-list-page')).toBeVisible();
  const order = await bagOrder(page, 'baggage');

  await addBag(page, order);
  await expect(page.getByText('Submitted successfully')).toBeVisible();
  await expect(page.getByTestId('baggage-detail-page')).toBeVisible();
  const detailUrl = page.url();

  await page.goto('/html/baggage');
  const dialog = await addBag(page, order);
  await expect(page.locator('.ant-message-warning')).toContainText('already has the bag 1 × 23 kg checked');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('discard-changes').click();

  await page.goto(detailUrl);
  // The passenger's bags beside the case: this one among those bought.
  const bags = page.getByTestId('passenger-bags');
  await expect(bags).toContainText(`Bags of ${order.passenger}`, { ignoreCase: true });
  await expect(bags.getByTestId('passenger-bags-bought')).toContainText('this bag');
  for (const [button, status] of [
    ['Ask for payment', 'PENDING_PAYMENT'],
    ['Pay', 'PAID'],
    ['Issue EMD', 'ISSUED'],
  ] as const) {
    await page.getByTestId('baggage-actions').getByRole('button', { name: button, exact: true }).click();
    await page.getByTestId('move-ok').click();
    await expect(page.getByTestId('baggage-status')).toHaveAttribute('data-status', status);
  }
  await expect(page.getByTestId('emd-number')).toHaveText(/^\d{13}$/);
  const thisBag = bags.getByTestId('passenger-bags-bought').locator('tr', { hasText: 'this bag' });
  await expect(thisBag.getByTestId('passenger-bag-status')).toHaveAttribute('data-status', 'ISSUED');
});

test("from an order's details, Add bag opens the baggage form with the order loaded", async ({ page }) => {
  await signIn(page, 'admin');
  const order = await bagOrder(page, 'baggageFromOrder');
  await page.goto(`/html/orderList/details?orderNo=${order.orderNo}`);
  await page.getByTestId('start-baggage').click();

  await expect(page).toHaveURL(new RegExp(`/html/baggage\\?add=${order.orderNo}`));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('add-order-no').locator('input')).toHaveValue(order.orderNo);
  // The order is loaded at once: its passengers can be picked without pressing Load order.
  await dialog.getByTestId('add-passenger').click();
  await expect(
    page.locator('.ant-select-dropdown:visible').getByText(order.passenger, { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/add=/);
});
