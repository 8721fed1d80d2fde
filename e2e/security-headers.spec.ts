import { expect, test } from '@playwright/test';
import { openFromMenu, recordViolations, signIn } from './support';

test.describe('security headers', () => {
  test('the console signs in and opens its screens under its content policy without a violation', async ({
    page,
  }) => {
    const violations = recordViolations(page);
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await signIn(page, 'admin');
    await openFromMenu(page, 'Order Manage', 'Order List');
    await expect(page.getByRole('table').first()).toBeVisible();
    await openFromMenu(page, 'Settings', 'User Manage');
    await expect(page.getByRole('table').first()).toBeVisible();
    await page.getByTestId('add-user').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('another site cannot frame the console', async ({ page, baseURL }) => {
    const framing = `data:text/html,<iframe src="${baseURL}/login"></iframe>`;
    const framedConsole = () => page.frames().find((frame) => frame !== page.mainFrame());

    // Control: the same page with the two framing headers taken out loads inside the frame.
    await page.route(`${baseURL}/login`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      delete headers['x-frame-options'];
      await route.fulfill({ response, headers });
    });
    await page.goto(framing);
    await expect.poll(() => framedConsole()?.url()).toBe(`${baseURL}/login`);
    await expect(framedConsole()!.locator('#root')).toHaveCount(1);

    // With the headers as the server sends them, the browser refuses to show it.
    await page.unrouteAll();
    await page.goto(framing);
    await expect.poll(() => framedConsole()?.url()).toBe('chrome-error://chromewebdata/');
    expect(await framedConsole()!.locator('#root').count()).toBe(0);
  });
});
