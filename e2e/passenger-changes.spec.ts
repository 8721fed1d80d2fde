import { expect, test, type Page } from '@playwright/test';
import { fixtureOrderNo, type FixtureOrder } from './fixtures/orders';
import { moveCase, openFromMenu, orderDetailOf, pickOption, signIn, type OrderDetail } from './support';

// Passenger information changes in the browser, as an operator would make them: opened from the
// screen's own form, moved on the detail page, and the corrected name read back on the order.

type Passenger = OrderDetail['passengers'][number];

/** The test's own ticketed order (fixtures/) and its first passenger, a plain name, a valid document. */
async function quietOrder(
  page: Page,
  fixture: FixtureOrder,
): Promise<{ orderNo: string; passenger: Passenger }> {
  const orderNo = fixtureOrderNo(fixture);
  const [passenger] = (await orderDetailOf(page, orderNo)).passengers;
  if (!passenger) throw new Error(`order ${orderNo} has no passenger`);
  return { orderNo, passenger };
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
    const { orderNo, passenger } = await quietOrder(page, 'passengerChange');
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
    const { orderNo, passenger } = await quietOrder(page, 'passengerChangeRefused');
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
