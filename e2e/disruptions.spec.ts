import { expect, test } from '@playwright/test';
import { openFromMenu, signIn } from './support';

test.describe('flight disruptions', () => {
  test('admin moves a detected disruption through its states to CLOSED', async ({ page }) => {
    // Six moves, each through a dialog, on one server both workers share: over a minute on 2 cores.
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await openFromMenu(page, 'Order Manage', 'Flight Disruptions');
    await expect(page).toHaveURL(/\/html\/flightDisruptions$/);
    const table = page.getByTestId('disruption-table');
    await expect(table.getByTestId('disruption-status').first()).toBeVisible();

    // Only the detected ones, then open the first.
    await page.getByTestId('disruption-page').getByLabel('Status').click();
    await page.locator('.ant-select-item-option', { hasText: 'Detected' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(table.getByTestId('disruption-status').first()).toHaveAttribute('data-status', 'DETECTED');
    await expect(
      table.locator('[data-testid="disruption-status"]:not([data-status="DETECTED"])'),
    ).toHaveCount(0);
    await table.getByTestId('open-disruption').first().click();

    const drawer = page.getByRole('dialog', { name: /^FD\d+ · / });
    const status = drawer.getByTestId('disruption-status');
    await expect(status).toHaveAttribute('data-status', 'DETECTED');
    await expect(drawer.getByTestId('affected-orders').locator('a').first()).toHaveAttribute(
      'href',
      /\/html\/orderList\/details\?orderNo=/,
    );

    const moveTo = async (to: string, label: string, note = '') => {
      await drawer.getByTestId(`move-${to}`).click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`move to ${label}`) });
      if (note) await dialog.getByLabel('Note').fill(note);
      await dialog.getByRole('button', { name: `Move to ${label}` }).click();
      await expect(status).toHaveAttribute('data-status', to);
    };

    await moveTo('NOTIFIED', 'Notified', 'Passengers mailed');
    await moveTo('AWAITING_DECISION', 'Awaiting decision');
    await moveTo('ACCEPTED', 'Accepted');
    await expect(drawer.getByTestId('move-CLOSED')).toBeDisabled();

    await drawer.getByTestId('check-compensation').click();
    const check = page.getByRole('dialog', { name: 'Compensation check' });
    await check.getByLabel('Not eligible').check();
    await check.getByLabel('Note').fill('Delay under three hours');
    await check.getByRole('button', { name: 'Save check' }).click();
    await expect(drawer.getByTestId('compensation-result')).toHaveText('Not eligible');

    await moveTo('CLOSED', 'Closed', 'Done');
    const history = drawer.getByTestId('disruption-history');
    await expect(history).toContainText('Detected → Notified — Passengers mailed');
    await expect(history).toContainText('Awaiting decision → Accepted');
    await expect(history).toContainText(
      'Compensation check — compensation check: not eligible: Delay under three hours',
    );
    await expect(history).toContainText('Accepted → Closed — Done');
    await expect(drawer.getByText('Closed: nothing more to do')).toBeVisible();
  });
});
