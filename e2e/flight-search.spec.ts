import { expect, test, type Page } from '@playwright/test';
import { openFromMenu, signIn } from './support';

const CLOSED = 'E2E Unreachable Air';

/** A date some weeks ahead, as the date picker takes it. */
function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

async function searchRoute(page: Page, from: string, to: string): Promise<void> {
  await openFromMenu(page, 'Flight Search', 'Flight List');
  const form = page.getByTestId('flight-search-form');
  await form.getByLabel('From', { exact: true }).fill(from);
  await form.getByLabel('To', { exact: true }).fill(to);
  await form.getByLabel('Departure date').fill(inDays(30));
  await form.getByLabel('Departure date').press('Enter');
  await form.getByRole('button', { name: 'Search flights' }).click();
}

async function prices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('itinerary-price').allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

test.describe('flight search', () => {
  test('the form names what is missing or wrong', async ({ page }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, 'Flight Search', 'Flight List');
    const form = page.getByTestId('flight-search-form');
    await form.getByLabel('From', { exact: true }).fill('Frankfurt');
    await form.getByLabel('To', { exact: true }).fill('frankfurt');
    await form.getByRole('button', { name: 'Search flights' }).click();
    await expect(form).toContainText('From must be a 3-letter IATA airport code');
    await expect(form).toContainText('Please enter Departure date');
    await form.getByLabel('From', { exact: true }).fill('FRA');
    await form.getByLabel('To', { exact: true }).fill('fra');
    await expect(form).toContainText('From and To must be different airports');
  });

  test('a route the demo airlines fly lists every airline, cheapest first', async ({ page }) => {
    await signIn(page, 'admin');
    await searchRoute(page, 'FRA', 'LHR');
    const results = page.getByTestId('flight-results');
    await expect(page.getByTestId('itinerary-price').first()).toBeVisible();
    for (const airline of ['Demo Air', 'Euro Zephyr', 'Orient Lark'])
      await expect(results).toContainText(airline);
    const cheapestFirst = await prices(page);
    expect(cheapestFirst.length).toBeGreaterThan(3);
    expect(cheapestFirst).toEqual([...cheapestFirst].sort((a, b) => a - b));

    await results.getByRole('columnheader', { name: 'Total price' }).click();
    await expect.poll(async () => (await prices(page))[0]).toBeGreaterThanOrEqual(Math.max(...cheapestFirst));
    const dearestFirst = await prices(page);
    expect(dearestFirst).toEqual([...dearestFirst].sort((a, b) => b - a));

    await results.getByRole('button', { name: 'Expand row' }).first().click();
    const details = page.getByTestId('itinerary-details');
    await expect(details).toContainText('Outbound');
    await expect(details).toContainText('Adult');
  });

  test('an online wrapper that cannot be reached is named while the others still answer', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, 'Airline Manage', 'Airline Wrappers');
    await page.getByRole('button', { name: 'Add wrapper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add airline wrapper' });
    await dialog.getByLabel('Name').fill(CLOSED);
    await dialog.getByLabel('Wrapper URL').fill('http://127.0.0.1:9');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Wrapper added')).toBeVisible();

    try {
      await searchRoute(page, 'CDG', 'MAD');
      const warnings = page.getByTestId('search-warnings');
      await expect(warnings).toContainText(`No answer from: ${CLOSED}`);
      await expect(warnings).toContainText('could not be reached');
      await expect(page.getByTestId('flight-results')).toContainText('Demo Air');
      expect((await prices(page)).length).toBeGreaterThan(0);
    } finally {
      await openFromMenu(page, 'Airline Manage', 'Airline Wrappers');
      const closed = page.getByTestId('wrapper-table').getByRole('row', { name: new RegExp(CLOSED) });
      await closed.getByRole('button', { name: 'Delete' }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
      await expect(closed).toHaveCount(0);
    }
  });
});
