import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openFromMenu, signIn } from './support';

const FILE_NAME =
  /^edreams Weekly Refund Report_[A-Z][a-z]{2} \d{1,2} - [A-Z][a-z]{2} \d{1,2} \d{4}\.(xlsx|csv)$/;

async function download(page: Page, button: string): Promise<Download> {
  const started = page.waitForEvent('download');
  await page.getByTestId(button).click();
  return started;
}

async function csvRows(file: Download): Promise<string[][]> {
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split('\n')
    .map((line) => line.split(','));
}

async function xlsxRows(file: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const rows: string[][] = [];
  workbook.getWorksheet('Refund report')?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((cell) => String(cell ?? '')));
  });
  return rows;
}

test.describe('refund report', () => {
  test('shows the last week’s refunds with totals and charts, filters by state, exports both files', async ({
    page,
  }) => {
    await signIn(page, 'edreams');
    await openFromMenu(page, 'Report', 'Refund Report');
    const table = page.getByTestId('refund-report-table');
    const rows = table.locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('refund-totals')).toContainText('EUR');
    await expect(page.getByTestId('refund-chart-status').locator('svg.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('refund-chart-airline').locator('svg.recharts-surface')).toBeVisible();
    const count = await rows.count();

    // Both files hold the rows of the screen and the totals under them.
    const xlsx = await download(page, 'refund-export-xlsx');
    expect(xlsx.suggestedFilename()).toMatch(FILE_NAME);
    const csv = await download(page, 'refund-export-csv');
    expect(csv.suggestedFilename()).toBe(xlsx.suggestedFilename().replace(/\.xlsx$/, '.csv'));
    const [heading = [], ...lines] = await csvRows(csv);
    expect(heading[0]).toBe('Refund no.');
    const records = lines.filter((line) => /^RF/.test(line[0] ?? ''));
    expect(records).toHaveLength(count);
    expect(lines.at(-1)?.[0]).toBe('Total credited (EUR)');
    const sheet = await xlsxRows(xlsx);
    expect(sheet[0]).toEqual(heading);
    expect(sheet.filter((row) => /^RF/.test(row[0] ?? '')).map((row) => row[0])).toEqual(
      records.map((row) => row[0]),
    );

    // Filter by the state of the first row: every row left is in it.
    const state = (await rows.first().locator('.ant-tag').innerText()).trim();
    await page.getByTestId('refund-status-filter').click();
    await page.locator('.ant-select-dropdown').getByTitle(state, { exact: true }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(async () => {
        const tags = await table.locator('tbody tr.ant-table-row .ant-tag').allInnerTexts();
        return [...new Set(tags.map((tag) => tag.trim()))];
      })
      .toEqual([state]);

    // The range in use is in the fields and the address: a reload shows the same days and state.
    const fields = page.locator('[data-testid="refund-report-page"] .ant-picker-range input');
    const range = await fields.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    expect(range).toHaveLength(2);
    expect(range.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day))).toBe(true);
    await expect(page).toHaveURL(new RegExp(`startTime=${range[0]}&endTime=${range[1]}`));
    const shown = await table.locator('tbody tr.ant-table-row').count();
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await expect
      .poll(() => fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
      .toEqual(range);
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(shown);
  });
});
