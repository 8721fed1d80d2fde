import { expect, test, type APIRequestContext } from '@playwright/test';
import { disruptionCalls } from '../packages/contract/src/calls';
import { apiCaller, openFromMenu, signIn } from './support';

// Compensation in the browser, as an operator would handle it: opened from a disrupted order with the
// EU261 band the disruption gives, its amount and remark edited, then cancelled with a reason.

/**
 * A onefly order on a disruption that gives EU261 compensation and has no compensation check yet (the
 * operator may not read disruptions: an administrator's session finds it). The last one listed: the
 * disruption tests work from the top of the list.
 */
async function disruptedOrder(request: APIRequestContext) {
  const api = await apiCaller(request, 'admin');
  const page = await api.call(disruptionCalls.page, { pageSize: 100 });
  for (const { id } of [...page.pageList].reverse()) {
    const detail = await api.call(disruptionCalls.detail, { id });
    if (detail.disruption.compensationChecked || !detail.suggestion.eligible) continue;
    const order = detail.orders.find((o) => o.platformType === 1);
    if (order)
      return { orderNo: order.orderNo, perPassenger: detail.suggestion.amount, ...detail.disruption };
  }
  throw new Error('no onefly order on an eligible disruption');
}

test.describe('compensation', () => {
  test('an operator opens a compensation from a disrupted order, sees its EU261 band and cancels it', async ({
    page,
    request,
  }) => {
    const disrupted = await disruptedOrder(request);
    await signIn(page, 'operator');
    await openFromMenu(page, 'Operation', 'Compensation');
    await expect(page.getByTestId('compensation-list-page')).toBeVisible();

    await page.getByTestId('add-compensation').click();
    await page.getByTestId('add-order-no').fill(disrupted.orderNo);
    await page.getByTestId('add-compensation-ok').click();

    await expect(page).toHaveURL(/\/html\/compensation\/compensationDetail\?id=\d+/);
    const band = page.getByTestId('eu261-band');
    await expect(band).toContainText(`${disrupted.perPassenger.toFixed(2)} EUR per passenger`);
    await expect(band).toHaveAttribute('data-band', String(disrupted.perPassenger));
    // An order on two disruptions takes the band of its latest one, which may not be the one found here.
    await expect(page.getByTestId('compensation-summary')).toContainText(/FD\d{8}/);
    await expect(page.getByTestId('compensation-status').first()).toHaveAttribute('data-status', 'OPENED');

    // Before anything is claimed, the amount asked and the remark can still be changed.
    await page.getByTestId('compensation-edit').click();
    await page.getByTestId('edit-amount').fill('123.45');
    await page.getByTestId('edit-remark').fill('Two passengers, both delayed');
    await page.getByTestId('edit-ok').click();
    await expect(page.getByText(/^Compensation CP\d{8} saved$/)).toBeVisible();
    await expect(page.getByTestId('compensation-summary')).toContainText('123.45 EUR');
    await expect(page.getByTestId('compensation-summary')).toContainText('Two passengers, both delayed');

    await page.getByTestId('move-CANCELLED').click();
    await page.getByTestId('move-reason').fill('The passenger claims through the airline directly');
    await page.getByTestId('move-ok').click();
    await expect(page.getByTestId('compensation-status').first()).toHaveAttribute('data-status', 'CANCELLED');
    await expect(page.getByTestId('compensation-summary')).toContainText(
      'The passenger claims through the airline directly',
    );
    await expect(page.getByTestId('move-CANCELLED')).toHaveCount(0);
    await expect(page.getByTestId('compensation-edit')).toHaveCount(0);
  });
});
