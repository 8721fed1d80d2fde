import { expect, test } from '@playwright/test';
import { balanceCalls } from '../packages/contract/src/calls';
import { openFromMenu, sendCall, signIn } from './support';

const MONEY = /^-?\d{1,3}(,\d{3})*\.\d{2} [A-Z]{3}$/;

test.describe('console layout', () => {
  test('the top bar shows the balance as the API answers it', async ({ page, request }) => {
    await signIn(page, 'admin');
    const balance = page.getByTestId('balance');
    await expect(balance).toHaveText(MONEY);

    const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
    const answered = async () => {
      const first = (await sendCall(request, token, balanceCalls.info, {})).data[0]!;
      const price = first.price.toLocaleString('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      return `${price} ${first.currency}`;
    };
    // Other browser tests may move the balance meanwhile: the top bar catches up within a poll.
    await expect
      .poll(async () => (await answered()) === (await balance.textContent()), { timeout: 25_000 })
      .toBe(true);
  });

  test('the balance is polled every 10 seconds', async ({ page }) => {
    // The page's clock moves only when the test moves it: nothing waits ten real seconds.
    await page.clock.install();
    // The first read comes as the top bar mounts, when its 10 s period starts.
    const first = page.waitForResponse(/\/balanceInfo/);
    await signIn(page, 'admin');
    await first;
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await expect(page.getByTestId('balance')).toHaveText(MONEY);
    let polls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/balanceInfo')) polls++;
    });
    // Every 10 s of the page's time asks once; each answer is awaited before time moves on again.
    for (let period = 1; period <= 3; period++) {
      const answered = page.waitForResponse(/\/balanceInfo/, { timeout: 10_000 });
      await page.clock.runFor(10_000);
      await answered;
      expect(polls, `polls after ${period * 10} s`).toBe(period);
    }
    await expect(page.locator('[data-testid="balance"] .ant-spin')).toHaveCount(0);
  });

  test('edreams sees no balance', async ({ page }) => {
    await signIn(page, 'edreams');
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveCount(0);
  });

  test('the footer carries the 2025 copyright line', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByTestId('footer')).toContainText('Copyright © 2025');
  });

  test('the sidebar is 210 px wide and its state survives a reload', async ({ page }) => {
    await signIn(page, 'admin');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'open');
    expect((await sidebar.boundingBox())?.width).toBe(210);
    await page.getByTestId('hamburger').click();
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebarStatus');
    expect(cookie?.value).toBe('0');
    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'closed');
  });

  test('under 992 px the sidebar collapses and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signIn(page, 'admin');
    await expect(page.getByTestId('hamburger')).toBeVisible();
    await expect(page.locator('[data-testid="sidebar"][data-device="mobile"]')).toHaveCount(0);
    await page.getByTestId('hamburger').click();
    const sidebar = page.locator('[data-testid="sidebar"][data-device="mobile"]');
    await expect(sidebar).toBeVisible();
    await sidebar.getByText('Report', { exact: true }).click();
    await sidebar.getByRole('link', { name: 'Transaction Records' }).click();
    await expect(page).toHaveURL(/\/html\/transactionRecords(\?.*)?$/);
    await expect(sidebar).toBeHidden();
  });

  test('a language switch says so in the new language and survives a reload', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByTestId('language-dropdown').click();
    const languages = page.getByRole('menu', { name: 'Language' });
    await expect(languages.getByRole('menuitem', { name: 'English' })).toBeDisabled();
    await languages.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByText('Idioma cambiado correctamente')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('sidebar')).toContainText('Gestión de pedidos');
    await expect(page.getByTestId('footer')).toContainText('2025');
  });

  test('the tags view is off by default; when on, its context menu refreshes and closes tags', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expect(page.getByTestId('tags-view')).toHaveCount(0);
    await page.getByTestId('settings-button').click();
    await page.getByTestId('setting-tagsView').click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('tags-view')).toBeVisible();

    await openFromMenu(page, 'Airline Manage', 'Airline Wrappers');
    await openFromMenu(page, 'Report', 'Financial Report');
    await openFromMenu(page, 'Settings', 'Role Manage');
    await expect(page).toHaveURL(/\/html\/roleManage$/);
    const tags = page.getByTestId('tag');
    await expect(tags).toHaveCount(4);

    await tags.filter({ hasText: 'Financial Report' }).click({ button: 'right' });
    const menu = page.getByTestId('tags-contextmenu');
    expect((await menu.boundingBox())?.width).toBe(105);
    await menu.getByText('Close Others').click();
    await expect(tags).toHaveCount(2); // the affixed first page stays
    await expect(page).toHaveURL(/\/html\/financialReport(\?.*)?$/);

    await tags.filter({ hasText: 'Financial Report' }).click({ button: 'right' });
    await menu.getByText('Close All').click();
    await expect(tags).toHaveCount(1);

    await page.reload();
    await expect(page.getByTestId('tags-view')).toBeVisible();
  });
});
