import type { CallInput } from '@ota/contract';
import { expect, test, type Page } from '@playwright/test';
import { edreamsOrderCalls, oneflyOrderCalls, rebookCalls } from '../packages/contract/src/calls';
import { fixtureOrderNo } from './fixtures/orders';
import { apiCaller, openFromMenu, signIn, type ApiCaller } from './support';

// Issue 14, points 1, 2, 6, 7 and 8: what a new operator meets in orders, rebooks and thresholds.

/** Demo orders of the caller's platform in that status, latest booked first. */
async function ordersIn(
  api: ApiCaller,
  platform: 'onefly' | 'edreams',
  status: string,
  extra: Partial<CallInput<typeof oneflyOrderCalls.search>> = {},
) {
  const calls = platform === 'onefly' ? oneflyOrderCalls : edreamsOrderCalls;
  return (await api.call(calls.search, { status, pageSize: 100, ...extra })).content;
}

/** '1234.5', 'EUR' → '1,234.50 EUR', as the console writes money. */
const money = (amount: number, currency: string) =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

async function openPayment(page: Page, orderNo: string) {
  await page.goto(`/html/orderList/payment?orderNo=${orderNo}`);
  await expect(page.getByTestId('payment-summary')).toContainText(orderNo);
}

test.describe('operator defects: orders, rebooks and thresholds', () => {
  test('the payment page of a paid order shows the debit it took, with its ledger entry', async ({
    page,
    request,
  }) => {
    const api = await apiCaller(request, 'admin');
    // An order in EUR: the EUR account's debit is then its price.
    const order = (await ordersIn(api, 'onefly', 'TICKETED')).find((row) => row.currency === 'EUR');
    if (!order) throw new Error('no ticketed demo order in EUR');
    await signIn(page, 'admin');
    await openPayment(page, order.orderNo);

    const summary = page.getByTestId('payment-summary');
    await expect(summary).toContainText('Debited amount');
    await expect(page.getByTestId('payment-amount')).toHaveText(money(order.totalPrice, 'EUR'));
    await expect(summary).toContainText(/Paid \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    const ledger = page.getByTestId('payment-ledger');
    await expect(ledger).not.toContainText('No ledger entries');
    // The entry's type in the operator's words (issue 21), never the code.
    await expect(ledger).not.toContainText('BOOKING_DEBIT');
    const debit = ledger.getByRole('row', { name: /\bBooking\b/ });
    await expect(debit).toHaveCount(1);
    await expect(debit).toContainText(money(-order.totalPrice, 'EUR'));
    await expect(page.getByTestId('pay-button')).toHaveCount(0);
    await expect(page.getByTestId('payment-coverage')).toHaveCount(0);
  });

  test('the payment page of a cancelled, unpaid order claims no debit and offers no payment', async ({
    page,
    request,
  }) => {
    const api = await apiCaller(request, 'edreams');
    const [order] = await ordersIn(api, 'edreams', 'CANCELLED');
    if (!order) throw new Error('no cancelled demo order');
    await signIn(page, 'edreams');
    await openPayment(page, order.orderNo);

    const summary = page.getByTestId('payment-summary');
    await expect(summary).toContainText('Never paid: nothing was debited');
    await expect(summary).not.toContainText('Debited amount');
    await expect(summary).not.toContainText('Amount to debit');
    await expect(page.getByTestId('payment-coverage')).toHaveCount(0);
    await expect(page.getByTestId('pay-button')).toHaveCount(0);
    await expect(page.getByTestId('payment-ledger')).toContainText(
      'No ledger entries: nothing was debited for this order',
    );
  });

  test('a round-trip rebook searches and offers both legs', async ({ page, request }) => {
    const api = await apiCaller(request, 'admin');
    // The test's own round trip on Demo Air (fixtures/), two weeks ahead, never rebooked.
    const order = { orderNo: fixtureOrderNo('rebookRoundTrip') };
    const detail = await api.call(rebookCalls.detail, { orderNo: order.orderNo });
    expect(detail.rebook).toBeNull();
    const outDate = detail.segments.find((s) => !s.back)?.depTime.slice(0, 10) ?? '';
    const backDate = detail.segments.find((s) => s.back)?.depTime.slice(0, 10) ?? '';

    await signIn(page, 'admin');
    await page.goto(`/html/orderRebook/details?orderNo=${order.orderNo}`);
    const dateInput = (testId: string) =>
      page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`);
    await expect(dateInput('new-date')).toHaveValue(outDate);
    await expect(dateInput('new-return-date')).toHaveValue(backDate);
    await page.getByTestId('search-flights').click();

    const offers = page.getByTestId('flight-offers');
    await expect(offers.getByTestId('select-flight').first()).toBeVisible();
    await expect(offers.locator('thead')).toContainText('Outbound');
    await expect(offers.locator('thead')).toContainText('Return');
    const first = offers.locator('tbody tr.ant-table-row').first();
    await expect(first).toContainText(outDate);
    await expect(first).toContainText(backDate);
    await offers.getByTestId('select-flight').first().click();

    await expect(page).toHaveURL(/\/html\/orderRebook\/ConfirmRebook\?orderNo=/);
    // Headed as what it is, the supplier named beside it: no '(demo)' in the title.
    const newFlights = page.locator('.ant-card-small', { has: page.getByTestId('new-flights') });
    await expect(newFlights.locator('.ant-card-head-title')).toHaveText('New flights');
    await expect(page.getByTestId('new-flights-supplier')).toHaveText(/^Offered by /);
    await expect(page.getByTestId('new-flights')).toContainText('Outbound');
    await expect(page.getByTestId('new-flights')).toContainText('Return');
    await expect(page.getByTestId('new-flights')).toContainText(backDate);
  });

  test('a confirmed rebook offers its payment, neither "Continue rebook" nor "Cancel rebook"', async ({
    page,
    request,
  }) => {
    const api = await apiCaller(request, 'admin');
    const confirmed = await api.call(rebookCalls.page, { rebookStatus: 'CONFIRMED' });
    const row = confirmed.pageList[0];
    if (!row?.rebookNo) throw new Error('no confirmed demo rebook');
    await signIn(page, 'admin');
    await page.goto(`/html/orderRebook/details?orderNo=${row.orderNo}`);
    await expect(page.getByTestId('rebook-detail-page')).toContainText(row.rebookNo);
    await expect(page.getByTestId('rebook-detail-page')).toContainText('Confirmed');
    await expect(page.getByTestId('pay-rebook')).toHaveText('Go to payment');
    await expect(page.getByRole('button', { name: 'Continue rebook' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel rebook' })).toHaveCount(0);
    await expect(page.getByTestId('select-flight')).toHaveCount(0);
  });

  test('order details name each passenger’s bags, as the luggage section lists them, and one time format', async ({
    page,
    request,
  }) => {
    const api = await apiCaller(request, 'admin');
    const orders = await ordersIn(api, 'onefly', 'TICKETED');
    let orderNo = '';
    for (const order of orders) {
      const [found] = await api.call(oneflyOrderCalls.detail, { orderNo: order.orderNo });
      // One with a cabin bag: the passengers table used to show '—' for those.
      if (found?.luggage.some((bag) => bag.kind === 'CABIN')) {
        orderNo = order.orderNo;
        break;
      }
    }
    expect(orderNo, 'a demo order with a cabin bag').not.toBe('');

    await signIn(page, 'admin');
    await page.goto(`/html/orderList/details?orderNo=${orderNo}`);
    const luggageRows = page.getByTestId('luggage-table').locator('tbody tr.ant-table-row');
    await expect(luggageRows.first()).toBeVisible();
    const bags = await luggageRows.evaluateAll((rows) =>
      rows.map((row) => {
        const cells = Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent?.trim() ?? '');
        return { id: cells[0] ?? '', name: cells[1] ?? '', kind: cells[2] ?? '' };
      }),
    );
    const passengers = page.getByTestId('passengers-table');
    for (const bag of bags) {
      const row = passengers.getByRole('row', { name: new RegExp(bag.name) });
      await expect(row.getByTestId('passenger-bags')).toContainText(`${bag.id} · ${bag.kind}`);
    }
    await expect(passengers.getByTestId('passenger-bags').first()).toBeVisible();

    // One date-time format on the screen: to the minute, nowhere to the second.
    await expect(page.getByTestId('order-summary')).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const text = await page.getByTestId('order-detail-page').innerText();
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  test('edreams, whose balance is hidden, sees its demo threshold and its state without the balance', async ({
    page,
  }) => {
    await signIn(page, 'edreams');
    await openFromMenu(page, 'Settings', 'Threshold Manage');
    const table = page.getByTestId('threshold-table');
    const row = table.getByRole('row', { name: /5,000\.00 EUR/ });
    await expect(row).toContainText('Above threshold');
    await expect(table.locator('thead')).not.toContainText('Balance');
    await expect(table.getByTestId('threshold-balance')).toHaveCount(0);
  });
});
