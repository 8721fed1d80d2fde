import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openFromMenu, signIn } from './support';

const FILE_NAME = /^Transaction Records_[A-Z][a-z]{2} \d{1,2} - [A-Z][a-z]{2} \d{1,2} \d{4}\.xlsx$/;
/** The table's Balance column (Created, Transaction type, Amount, Balance, ...). */
const BALANCE_COLUMN = 3;

async function firstRowBalance(page: Page): Promise<string> {
  const cell = page.getByTestId('transaction-table').locator('tbody tr.ant-table-row').first().locator('td');
  return (await cell.nth(BALANCE_COLUMN).textContent()) ?? '';
}

test.describe('transaction records', () => {
  test('filters by type, charts the balance, exports the range, re-syncs rates; the top bar is the first row', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, 'Report', 'Transaction Records');
    const rows = page.getByTestId('transaction-table').locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('balance-chart').locator('svg.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('transaction-totals')).toContainText('EUR');

    // Other tests post entries meanwhile: search again until the two are read between the same entries.
    await expect(async () => {
      await page.getByTestId('transaction-search').click();
      await expect(page.getByTestId('transaction-table').locator('.ant-spin-spinning')).toHaveCount(0);
      const balance = await firstRowBalance(page);
      expect(balance).not.toBe('');
      await expect(page.getByTestId('balance')).toHaveText(balance, { timeout: 11_000 });
    }).toPass({ timeout: 60_000 });

    await page.getByTestId('transaction-type-filter').click();
    await page.locator('.ant-select-item-option', { hasText: 'Booking' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('transaction-search').click();
    await expect(rows.first()).toBeVisible();
    await expect(async () => {
      const types = await rows.locator('td:nth-child(2)').allTextContents();
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set(['Booking']));
    }).toPass();

    const started = page.waitForEvent('download');
    await page.getByTestId('transaction-export').click();
    const file = await started;
    expect(file.suggestedFilename()).toMatch(FILE_NAME);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.getWorksheet('Transactions');
    expect(sheet?.getRow(1).getCell(4).value).toBe('Transaction type');
    expect(sheet?.rowCount ?? 0).toBeGreaterThan(1);
    expect(sheet?.getRow(2).getCell(4).value).toBe('BOOKING_DEBIT');

    await page.getByTestId('rate-sync').click();
    await expect(page.getByText(/Exchange rates re-synced/)).toBeVisible();
  });
});
