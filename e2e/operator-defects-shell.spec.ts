import { expect, test, type Page } from '@playwright/test';
import { disruptionCalls, roleCalls, userCalls } from '../packages/contract/src/calls';
import { apiCaller, openFromMenu, signIn } from './support';

// Issue 14, points 3, 4, 5 and 7 (names): what a new operator meets in the console's shell.

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

async function signInAs(page: Page, name: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('User name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(name);
}

const activePage = (page: Page) => page.locator('.ant-pagination-item-active');
const pageButton = (page: Page, n: number) => page.locator(`.ant-pagination-item-${n}`);
const totalText = (page: Page) => page.locator('.ant-pagination-total-text');

test.describe('operator defects: the shell', () => {
  test('403: the reason is shown after the reload, on the login page, once', async ({ page, request }) => {
    const admin = await apiCaller(request, 'admin');
    const role = unique('Disruptions ');
    const name = unique('desk');
    const password = 'desk-pass-1';
    const roleId = await admin.call(roleCalls.add, { name: role, codes: ['1001-1', '1001-3'] });
    const userId = await admin.call(userCalls.add, {
      name,
      phone: '+34 600 000 111',
      email: `${name}@onefly.com`,
      password,
    });
    await admin.call(userCalls.addRoles, { userId, roleIds: [roleId] });

    await signInAs(page, name, password);
    await openFromMenu(page, 'Order Manage', 'Flight Disruptions');
    await expect(page.getByTestId('disruption-table')).toBeVisible();

    // The role loses the page's code: the user's session ends with it.
    await admin.call(roleCalls.edit, { id: roleId, name: role, codes: ['1001-1'] });
    await page.getByTestId('disruption-page').getByLabel('Airline').fill('IB');
    await page.getByRole('button', { name: 'Search' }).click();

    // A new page (the reload) on the login page, still saying why.
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('.ant-message')).toContainText("You don't have permission");

    // Shown once: another reload of the login page says nothing more. A message asked for after
    // the start (a language switch) shows after one the start would have shown: once it is there,
    // it is the only one.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menu', { name: 'Language' }).getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('.ant-message-notice')).toHaveCount(1);
    await expect(page.locator('.ant-message-notice')).not.toContainText("You don't have permission");
  });

  test('a limited user manager sees why Edit and Delete are disabled', async ({ page }) => {
    await signIn(page, 'limited');
    // Two entries called 'User Manage' no more: this one says it is the limited one.
    await openFromMenu(page, 'Limited Settings', 'Limited User Manage');
    const row = page.getByTestId('user-table').getByRole('row', { name: /\badmin\b/ });
    const edit = row.getByRole('button', { name: 'Edit admin' });
    await expect(edit).toBeDisabled();
    await edit.locator('xpath=..').hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'A limited user manager may not change a user who holds codes beyond their own',
    );
    const remove = row.getByRole('button', { name: 'Delete admin' });
    await expect(remove).toBeDisabled();
    await page.mouse.move(0, 0);
    await remove.locator('xpath=..').hover();
    await expect(page.getByRole('tooltip', { name: /limited user manager/ }).last()).toBeVisible();

    const own = page.getByTestId('user-table').getByRole('row', { name: /\blimited\b/ });
    await page.mouse.move(0, 0);
    await own.getByRole('button', { name: 'Delete limited' }).locator('xpath=..').hover();
    await expect(page.getByRole('tooltip', { name: 'You cannot delete your own user' })).toBeVisible();
  });

  test("'Move to Closed' says it needs the compensation check first", async ({ page, request }) => {
    const admin = await apiCaller(request, 'admin');
    // A disruption of its own, moved to a decision with no compensation check yet.
    const list = await admin.call(disruptionCalls.page, {
      status: 'DETECTED',
      pageSize: 50,
      sortField: 'detectedAt',
      sortOrder: 'ascend',
    });
    const target = list.pageList[0];
    if (!target) throw new Error('the demo has no DETECTED disruption');
    for (const to of ['NOTIFIED', 'AWAITING_DECISION', 'ACCEPTED'] as const)
      await admin.call(disruptionCalls.transition, { id: target.id, to, note: '' });

    await signIn(page, 'admin');
    await page.goto(`/html/flightDisruptions?status=ACCEPTED&pageNum=1&pageSize=50`);
    await page.getByRole('button', { name: target.disruptionNo }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`^${target.disruptionNo} · `) });
    const close = drawer.getByTestId('move-CLOSED');
    await expect(close).toBeDisabled();
    await close.locator('xpath=..').hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Closing needs the compensation check first: use “Check compensation”',
    );
  });

  test('a list reloaded on page 3 with a filter comes back to page 3 of that filter; Back too', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, 'Order Manage', 'Order List');
    const filters = page.getByTestId('order-filters');
    const total = totalText(page);
    await expect(page.getByTestId('order-link').first()).toBeVisible({ timeout: 30_000 });

    await filters.getByLabel('Airline').fill('DA');
    await page.getByTestId('order-search').click();
    await expect(page).toHaveURL(/airline=DA/);
    const daTotal = await total.innerText();
    const firstPage = await page.getByTestId('order-link').allInnerTexts();
    await pageButton(page, 3).click();
    await expect(activePage(page)).toHaveText('3');
    await expect(page).toHaveURL(/pageNum=3/);
    // Page 3's rows, not page 1's still on screen while page 3 loads.
    await expect(page.getByTestId('order-link').first()).not.toHaveText(firstPage[0] ?? '');
    // Other tests book orders meanwhile (newest first), so a page's rows may shift by the time it is
    // shown again: what must hold is page 3 of the DA search, not page 1.
    const notFirstPage = async () =>
      expect(await page.getByTestId('order-link').allInnerTexts()).not.toEqual(firstPage);

    await page.reload();
    await expect(activePage(page)).toHaveText('3');
    await expect(filters.getByLabel('Airline')).toHaveValue('DA');
    await expect(notFirstPage).toPass();

    // Another search, then Back: the previous search at the page it was on.
    await filters.getByLabel('Airline').fill('OL');
    await page.getByTestId('order-search').click();
    await expect(page).toHaveURL(/airline=OL/);
    await expect(activePage(page)).toHaveText('1');
    await expect(total).not.toHaveText(daTotal);
    await page.goBack();
    await expect(filters.getByLabel('Airline')).toHaveValue('DA');
    await expect(activePage(page)).toHaveText('3');
    await expect(notFirstPage).toPass();

    // A link to that address opens the same page for anyone who follows it.
    const address = page.url();
    await page.goto('/html/flightDisruptions');
    await page.goto(address);
    await expect(activePage(page)).toHaveText('3');
    await expect(filters.getByLabel('Airline')).toHaveValue('DA');
  });

  test('the tags bar returns to a list at the page it was left on', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByTestId('settings-button').click();
    await page.getByTestId('setting-tagsView').click();
    await page.keyboard.press('Escape');

    await openFromMenu(page, 'Order Manage', 'Order List');
    await expect(page.getByTestId('order-link').first()).toBeVisible();
    const firstPage = await page.getByTestId('order-link').allInnerTexts();
    await pageButton(page, 3).click();
    await expect(activePage(page)).toHaveText('3');

    await openFromMenu(page, 'Settings', 'Role Manage');
    await expect(page.getByTestId('role-table')).toBeVisible();
    await page.getByTestId('tag').filter({ hasText: 'Order List' }).click();
    await expect(page).toHaveURL(/\/html\/orderList\?.*pageNum=3/);
    await expect(activePage(page)).toHaveText('3');
    // Page 3's rows (other tests book orders meanwhile, so they may have shifted), not page 1's.
    await expect(async () =>
      expect(await page.getByTestId('order-link').allInnerTexts()).not.toEqual(firstPage),
    ).toPass();
  });

  test('roles are listed by the screens they open; counts read in the singular when one', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, 'Settings', 'Role Manage');
    const operator = page.getByTestId('role-table').getByRole('row', { name: /\bOperator\b/ });
    await expect(operator).toContainText('Order List');
    await expect(operator).toContainText('Refund');
    await expect(operator).not.toContainText('1001-1');

    const roles = page.getByTestId('role-manage-page');
    await roles.getByRole('textbox', { name: 'Role name' }).fill('Operator');
    await roles.getByRole('button', { name: 'Search' }).click();
    await expect(totalText(page)).toHaveText('1 role');

    await openFromMenu(page, 'Settings', 'User Manage');
    const users = page.getByTestId('user-manage-page');
    await users.getByRole('textbox', { name: 'User name' }).fill('limited');
    await users.getByRole('button', { name: 'Search' }).click();
    await expect(totalText(page)).toHaveText('1 user');
  });
});
