import { expect, test } from '@playwright/test';
import { openFromMenu, signIn } from './support';

// Issue 12 §8: with the tags view on, the open tags come back after a reload, one per order.
test('the open tags survive a reload, each order its own tag named by its number', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('settings-button').click();
  await page.getByTestId('setting-tagsView').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tags-view')).toBeVisible();

  await openFromMenu(page, 'Order Manage', 'Order List');
  const orderLinks = page.locator('a[href^="/html/orderList/details?orderNo="]');
  await expect(orderLinks.first()).toBeVisible();
  const orderNos = (await orderLinks.allInnerTexts()).map((text) => text.trim()).slice(0, 3);
  expect(orderNos).toHaveLength(3);
  const [first, second, third] = orderNos as [string, string, string];

  const tags = page.getByTestId('tag').and(page.locator(':not([data-affix])'));
  for (const orderNo of orderNos) {
    await tags.filter({ hasText: 'Order List' }).click();
    await page.getByRole('link', { name: orderNo, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`orderNo=${orderNo}$`));
  }
  const expected = ['Order List', ...orderNos];
  await expect(tags).toHaveText(expected);

  await page.reload();
  await expect(page.getByTestId('tags-view')).toBeVisible();
  await expect(tags).toHaveText(expected);
  await expect(tags.filter({ hasText: third })).toHaveAttribute('aria-current', 'page');

  // Closing the order on screen closes only its tag and shows the last one left.
  await tags
    .filter({ hasText: third })
    .getByRole('button', { name: `Close ${third}` })
    .click();
  await expect(tags).toHaveText(['Order List', first, second]);
  await expect(page).toHaveURL(new RegExp(`orderNo=${second}$`));

  await tags.filter({ hasText: first }).click();
  await expect(page).toHaveURL(new RegExp(`orderNo=${first}$`));
  await expect(page.getByTestId('order-detail-page')).toContainText(first);
});
