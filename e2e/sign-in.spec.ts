import { expect, test } from '@playwright/test';
import { ALL_GROUPS, menuGroups, signInThroughLoginPage as signIn } from './support';

test.describe('sign-in and the menu each account sees', () => {
  for (const user of ['admin', 'edreams', 'support'] as const) {
    test(`${user} sees every menu group`, async ({ page }) => {
      await signIn(page, user);
      await expect.poll(() => menuGroups(page)).toEqual(ALL_GROUPS);
    });
  }

  test('operator sees only Order Manage and Operation', async ({ page }) => {
    await signIn(page, 'operator');
    await expect.poll(() => menuGroups(page)).toEqual(['Order Manage', 'Operation']);
    await expect(page).toHaveURL(/\/html\/orderList$/);
  });

  test('limited sees only Limited Settings', async ({ page }) => {
    await signIn(page, 'limited');
    await expect.poll(() => menuGroups(page)).toEqual(['Limited Settings']);
    await expect(page).toHaveURL(/\/html\/normalAuthManage$/);
  });

  test('a wrong password is refused with a message and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('User name').fill('support');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Incorrect user name or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('empty fields name what is missing', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter your user name')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
  });

  test('logout clears the session and returns to the login page', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByTestId('user-dropdown').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
    await page.goto('/html/orderList');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a new tab of a signed-in browser is signed in, and signing out in one signs out both', async ({
    page,
    context,
  }) => {
    await signIn(page, 'operator');
    // As a Ctrl-click on a case would: a second page of the same browser opens a console address.
    const second = await context.newPage();
    await second.goto('/html/orderList');
    await expect(second.getByTestId('user-name')).toHaveText('operator');
    await expect(second).toHaveURL(/\/html\/orderList$/);
    // The session was handed over tab to tab: nothing of it went to local storage.
    expect(await second.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await second.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();

    await second.getByTestId('user-dropdown').click();
    await second.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(second).toHaveURL(/\/login/);
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });
});
