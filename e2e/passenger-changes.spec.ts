import type { ApiEnvelope } from '@ota/contract';
import { expect, test, type Page } from '@playwright/test';
import { moveCase, openFromMenu, pickOption, signIn } from './support';

// Passenger information changes in the browser, as an operator would make them: opened from the
// screen's own form, moved on the detail page, and the corrected name read back on the order.

interface Passenger {
  id: number;
  name: string;
  cardExpired: string;
}
interface OrderDetail {
  summary: { orderNo: string };
  passengers: Passenger[];
}

/** The signed-in session's GET, with its token. */
async function sessionGet(page: Page) {
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  return async <T>(path: string, params: Record<string, string | number>) =>
    (await (
      await page.request.get(`/prod-api${path}`, { headers: { 'X-Token': token }, params })
    ).json()) as ApiEnvelope<T>;
}

/** Airlines whose ticketed orders the refund tests open cases on: this test keeps away from them. */
const REFUND_AIRLINES = ['DA', 'EZ', 'OL'];
const today = new Date().toISOString().slice(0, 10);

/**
 * The oldest-booked ticketed order without any after-sales case, outside the refund tests' airlines,
 * whose first passenger's form the server takes as it is (a plain name, a document still valid).
 * Other tests take the newest orders; an order this test changed has a case and is passed over.
 */
async function quietOrder(page: Page): Promise<{ orderNo: string; passenger: Passenger }> {
  const get = await sessionGet(page);
  const search = await get<{ content: { orderNo: string; airline: string }[] }>('/onefly/order/search', {
    status: 'TICKETED',
    sortField: 'bookTime',
    sortOrder: 'asc',
    pageSize: 100,
  });
  for (const { orderNo, airline } of search.data.content) {
    if (REFUND_AIRLINES.includes(airline)) continue;
    const cases = await get<unknown[]>('/afterSales/orderCases', { orderNo });
    if (cases.data.length > 0) continue;
    const passenger = (await get<OrderDetail[]>('/onefly/order/detail', { orderNo })).data[0]?.passengers[0];
    if (passenger && /^[A-Z]+\/[A-Z]+$/.test(passenger.name) && passenger.cardExpired > today)
      return { orderNo, passenger };
  }
  throw new Error('no quiet ticketed demo order');
}

/** Opens the add form, loads the order's passengers and picks this one; answers the dialog. */
async function startChange(page: Page, orderNo: string, passenger: Passenger) {
  await page.getByTestId('add-change').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Order no.').fill(orderNo);
  await dialog.getByRole('button', { name: 'Load passengers' }).click();
  await pickOption(page, dialog.getByTestId('add-passenger'), passenger.name);
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(passenger.name);
  return dialog;
}

const moveTo = (page: Page, status: string, reason?: string) =>
  moveCase(page, status, reason ? { Reason: reason } : {});

test.describe('passenger changes', () => {
  test('operator corrects one letter of a name, submits it, marks it done, and the order reads the new name', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    const { orderNo, passenger } = await quietOrder(page);
    // One letter more at the end of the given name: a typo the airline lets us correct.
    const corrected = `${passenger.name}${passenger.name.at(-1) ?? 'A'}`;

    await openFromMenu(page, 'Operation', 'Passenger');
    await expect(page).toHaveURL(/\/html\/passenger$/);
    const dialog = await startChange(page, orderNo, passenger);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(corrected);
    await dialog.getByLabel('Remark').fill('Typo at booking');
    await dialog.getByTestId('add-change-ok').click();
    await expect(page).toHaveURL(/\/html\/passenger\/passengerDetail\?id=\d+$/);

    const summary = page.getByTestId('change-summary');
    const status = summary.getByTestId('change-status');
    await expect(status).toHaveText('Requested');
    await expect(page.getByTestId('field-changes-table')).toContainText(`Name${passenger.name}${corrected}`);
    const changeNo = (await summary.locator('td').first().innerText()).trim();
    expect(changeNo).toMatch(/^PC\d+$/);

    await moveTo(page, 'SUBMITTED');
    await expect(status).toHaveText('Submitted to airline');
    await page.getByTestId('move-DONE').click();
    await expect(page.getByTestId('move-hint')).toContainText("the order's passenger");
    await page.getByRole('dialog').getByTestId('move-ok').click();
    // Only DONE, which writes the passenger, answers the spec's passenger update message.
    await expect(page.locator('.ant-message-success').last()).toContainText(
      'Successfully updated passengers',
    );
    await expect(status).toHaveText('Done');
    const history = page.getByTestId('case-history').locator('tbody tr.ant-table-row');
    await expect(history).toHaveCount(3);
    await expect(history.nth(2)).toContainText('Submitted to airline → Done');
    await expect(history.nth(2)).toContainText('Passenger updated: name');

    await summary.getByRole('link', { name: orderNo }).click();
    await expect(page).toHaveURL(new RegExp(`/html/orderList/details\\?orderNo=${orderNo}$`));
    await expect(page.getByTestId('passengers-table').locator(`span[title="${corrected}"]`)).toBeVisible();
    const records = page.getByTestId('operation-records');
    // The order's records read words, not codes, in English too.
    await expect(records).toContainText(`Passenger change ${changeNo} opened (Name correction)`);
    await expect(records).toContainText(`Passenger change ${changeNo}: Submitted to airline → Done`);
    await expect(records).not.toContainText('SUBMITTED');
  });

  test('a name correction of more than 3 letters is refused with the airline rule, and the form stays open', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    const { orderNo, passenger } = await quietOrder(page);
    await page.goto('/html/passenger');
    const dialog = await startChange(page, orderNo, passenger);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`${passenger.name}ZZZZ`);
    await dialog.getByTestId('add-change-ok').click();
    await expect(page.locator('.ant-message-warning')).toContainText(
      // The refusal names its field as the form does.
      'Name: a name correction may change at most 3 letters',
    );
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/html\/passenger$/);
  });

  test('admin filters the list by status, kept in the address', async ({ page }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, 'Operation', 'Passenger');
    const table = page.getByTestId('change-table');
    await expect(table.getByTestId('change-link').first()).toBeVisible();
    await page.getByTestId('passenger-change-list-page').getByLabel('Status').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Done"]').click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]status=DONE/);
    const statuses = table.getByTestId('change-status');
    await expect(statuses.first()).toHaveText('Done');
    expect(new Set(await statuses.allInnerTexts())).toEqual(new Set(['Done']));
    await expect(page.getByText(/^\d+ changes?$/)).toBeVisible();
  });
});
