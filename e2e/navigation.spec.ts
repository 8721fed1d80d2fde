import { expect, test } from '@playwright/test';
import { signIn } from './support';

test.describe('navigation guard', () => {
  test('without a token every console path leads to the login page', async ({ page }) => {
    await page.goto('/html/orderList');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel('User name')).toBeVisible();
  });

  test('after sign-in the wanted /html path is opened', async ({ page }) => {
    await page.goto('/html/roleManage');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel('User name').fill('admin');
    await page.getByLabel('Password').fill('admin123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/html\/roleManage$/);
  });

  test('with a token /login leads back into the console', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByTestId('sidebar')).toBeVisible();
  });

  test('a /html path with its query is replayed on a fresh load', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/html/orderList/details?orderNo=OF123');
    await expect(page).toHaveURL(/\/html\/orderList\/details\?orderNo=OF123$/);
    await expect(page).toHaveTitle(/Order Details/);
  });

  test('order details without orderNo go to Order Manage, which leads on to the order list', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/html/orderList/details');
    await expect(page).toHaveURL(/\/html\/orderList$/);
  });

  test('rebook pages without orderNo redirect', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/html/orderRebook/ConfirmRebook');
    await expect(page).not.toHaveURL(/ConfirmRebook/);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/html/no-such-screen');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('a screen outside the user’s codes is not reachable', async ({ page }) => {
    await signIn(page, 'operator');
    await page.goto('/html/userManage');
    await expect(page).not.toHaveURL(/userManage/);
  });
});
