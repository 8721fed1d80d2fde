import { expect, test } from '@playwright/test';
import { signIn } from './support';

test.describe('the queue of what is due', () => {
  test('an operator sees open cases soonest first, the overdue flagged and counted on the menu', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Operation', { exact: true }).click();
    const entry = sidebar.getByRole('link', { name: /^Queue/ });
    await expect(entry.getByTestId('queue-badge')).toBeVisible();
    await entry.click();

    const table = page.getByTestId('queue-table');
    const rows = table.locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    // The demo has airline answers and quotes past their deadline: they come first, flagged.
    await expect(rows.first().getByTestId('queue-overdue')).toHaveText('Overdue');
    // The operator works on after-sales cases, not on rebooks or disruptions.
    await expect(table).not.toContainText('Rebook');
    await expect(table).not.toContainText('Flight disruption');

    await page.getByTestId('queue-overdue-only').check();
    await page.getByRole('button', { name: /Search/ }).click();
    await expect(page).toHaveURL(/overdueOnly=true/);
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    await expect(table.getByTestId('queue-overdue')).toHaveCount(count);

    await page.getByTestId('queue-kind').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Refund', { exact: true }).click();
    await page.getByRole('button', { name: /Search/ }).click();
    await expect(page).toHaveURL(/kind=REFUND/);
    await expect(rows.first()).toContainText('Refund');
    const caseNo = (await rows.first().getByRole('link').first().innerText()).trim();
    expect(caseNo).toMatch(/^RF\d{8}$/);
    await rows.first().getByRole('link', { name: caseNo }).click();
    await expect(page.getByTestId('refund-detail-page')).toContainText(caseNo);
  });
});
