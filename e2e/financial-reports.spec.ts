import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openFromMenu, signIn } from './support';

const FILE_NAME = /^onefly Weekly Report_[A-Z][a-z]{2} \d{1,2} - [A-Z][a-z]{2} \d{1,2} \d{4}\.(xlsx|csv)$/;

async function download(page: Page, button: string): Promise<Download> {
  const started = page.waitForEvent('download');
  await page.getByTestId(button).click();
  return started;
}

test.describe('financial reports', () => {
  test('admin sees last week’s report with its totals and chart, and exports both files', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, 'Report', 'Financial Report');
    await expect(page.getByTestId('financial-total-eur')).toBeVisible();
    await expect(page.getByTestId('financial-chart').getByRole('application')).toBeVisible();
    // Net equals sales on a day without refunds: sales is drawn wide underneath, net dashed on top.
    const curves = page.getByTestId('financial-chart').locator('path.recharts-line-curve');
    await expect(curves).toHaveCount(3);
    const strokes = await curves.evaluateAll((paths) =>
      paths.map((path) => [path.getAttribute('stroke-width'), path.getAttribute('stroke-dasharray')]),
    );
    expect(strokes).toEqual([
      ['4', null],
      ['2', null],
      ['2', '6 4'],
    ]);
    // The default range is a Monday to a Sunday.
    const [start, end] = await page
      .locator('.ant-picker-range input')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${end}T00:00:00Z`).getUTCDay()).toBe(0);
    const rows = await page.getByTestId('financial-table').locator('tbody tr.ant-table-row').count();

    const xlsx = await download(page, 'financial-export-xlsx');
    expect(xlsx.suggestedFilename()).toMatch(FILE_NAME);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsx.path());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Day');
    const csv = await download(page, 'financial-export-csv');
    expect(csv.suggestedFilename()).toBe(xlsx.suggestedFilename().replace(/\.xlsx$/, '.csv'));
    const lines = (await readFile(await csv.path(), 'utf8')).slice(1).trimEnd().split('\n');
    expect(lines[0]?.startsWith('Day,Order no.,Currency,Sales')).toBe(true);
    expect(lines.at(-1)?.startsWith('Total (EUR)')).toBe(true);
    expect(lines.filter((line) => /^\d{4}-\d{2}-\d{2},/.test(line)).length).toBeGreaterThanOrEqual(rows);
  });

  test('edreams opens its list and adds a line from outside once', async ({ page }) => {
    await signIn(page, 'edreams');
    await openFromMenu(page, 'Report', 'Financial Report List');
    const table = page.getByTestId('financial-table');
    await expect(page.getByTestId('financial-total-eur')).toBeVisible();
    const orderNo = (
      await table.locator('tbody tr.ant-table-row').first().locator('td').nth(1).innerText()
    ).trim();
    const day = (
      await table.locator('tbody tr.ant-table-row').first().locator('td').nth(0).innerText()
    ).trim();
    const reference = `E2E-${Date.now()}`;

    const add = async () => {
      await page.getByTestId('financial-add-line').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Reference').fill(reference);
      await dialog.getByLabel('Order no.').fill(orderNo);
      await dialog.getByLabel('Day').fill(day);
      await dialog.getByLabel('Day').press('Enter');
      await dialog.getByLabel('Amount', { exact: true }).fill('12.34');
      await dialog.getByRole('button', { name: 'Submit' }).click();
    };
    await add();
    await expect(page.getByText('Submitted successfully')).toBeVisible();
    await add();
    await expect(page.getByText(`the financial line ${reference} is already there`)).toBeVisible();
  });
});
