import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// Issue 12: the console at 390 px (a phone) and 1440 px (a laptop).
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };

const LIST_SCREENS = [
  '/html/orderList',
  '/html/orderRebook',
  '/html/flightDisruptions',
  '/html/queue',
  '/html/refund',
  '/html/changing',
  '/html/baggage',
  '/html/passenger',
  '/html/voidTicket',
  '/html/seat',
  '/html/compensation',
  '/html/airline',
  '/html/flight/list',
  '/html/userManage',
  '/html/roleManage',
  '/html/emailManage',
  '/html/thresholdValueManage',
  '/html/normalAuthManage',
  '/html/financialReport',
  '/html/transactionRecords',
  '/html/financialReportList',
  '/html/RefundReport',
];

/** Each kind of record's page, opened from the first row of its list (the after-sales kinds' too). */
const RECORD_SCREENS: Record<string, string> = {
  '/html/orderList': '/html/orderList/details',
  '/html/orderRebook': '/html/orderRebook/details',
  '/html/refund': '/html/refund/refundDetail',
  '/html/changing': '/html/changing/changingDetail',
  '/html/baggage': '/html/baggage/baggageDetail',
  '/html/passenger': '/html/passenger/passengerDetail',
  '/html/voidTicket': '/html/voidTicket/voidTicketDetail',
  '/html/seat': '/html/seat/setDetail',
  '/html/compensation': '/html/compensation/compensationDetail',
};

/** Signed in on a laptop (the user name shows there), then the window the test wants. */
async function signedIn(page: Page, size: { width: number; height: number }) {
  await signIn(page, 'admin');
  await page.setViewportSize(size);
}

/**
 * The page has shown its content: its calls answered, its own box drawn (a busy browser may not have
 * drawn even the skeleton yet when the network goes quiet), no skeleton, no table still loading.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .page-container:not(.page-skeleton)').first()).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('on a phone (390 px)', () => {
  test('the order list shows its first order on the first screen, its filters folded', async ({ page }) => {
    await signedIn(page, PHONE);
    await page.goto('/html/orderList');
    await settled(page);
    const firstRow = page.getByTestId('order-table').locator('tr.ant-table-row').first();
    await expect(firstRow).toBeVisible();
    const top = await firstRow.evaluate((row) => row.getBoundingClientRect().top);
    expect(top).toBeLessThan(PHONE.height);
    // The key column stays: the order number is on screen.
    await expect(firstRow.getByTestId('order-link')).toBeInViewport();

    const toggle = page.getByTestId('filters-toggle');
    await expect(page.getByLabel('PNR')).toBeHidden();
    await toggle.click();
    await page.getByLabel('PNR').fill('ABC123');
    await page.getByTestId('order-search').click();
    await expect(page).toHaveURL(/pnr=ABC123/);
    await expect(page.getByTestId('filters-count')).toHaveText('1');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('no list screen scrolls sideways', async ({ page }) => {
    test.setTimeout(180_000);
    await signedIn(page, PHONE);
    const overflowing: string[] = [];
    for (const path of LIST_SCREENS) {
      await page.goto(path);
      await settled(page);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) overflowing.push(`${path} by ${overflow}px`);
    }
    expect(overflowing).toEqual([]);
  });

  test('no record’s page scrolls sideways', async ({ page }) => {
    test.setTimeout(180_000);
    await signedIn(page, PHONE);
    const overflowing: string[] = [];
    for (const [list, details] of Object.entries(RECORD_SCREENS)) {
      await page.goto(list);
      await settled(page);
      const link = page.locator(`a[href^="${details}?"]`).first();
      await expect(link).toBeVisible();
      await page.goto((await link.getAttribute('href')) ?? details);
      await settled(page);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) overflowing.push(`${page.url()} by ${overflow}px`);
    }
    expect(overflowing).toEqual([]);
  });

  test('the breadcrumb shows the page’s own name, not a sliver', async ({ page }) => {
    await signedIn(page, PHONE);
    await page.goto('/html/flightDisruptions');
    const current = page.getByTestId('breadcrumb').locator('li').last();
    await expect(current).toHaveText('Flight Disruptions');
    // A long name may end in an ellipsis, but the breadcrumb keeps a readable width.
    const width = await current.evaluate((item) => item.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(60);
  });
});

test.describe('on a laptop (1440 px)', () => {
  test('the order list’s default columns fit, Total visible', async ({ page }) => {
    await signedIn(page, LAPTOP);
    await page.goto('/html/orderList');
    await settled(page);
    const table = page.getByTestId('order-table');
    await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
    const scroller = table.locator('.ant-table-content');
    const { scrollWidth, clientWidth } = await scroller.evaluate((box) => ({
      scrollWidth: box.scrollWidth,
      clientWidth: box.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expect(table.getByRole('columnheader', { name: 'Total' })).toBeInViewport({ ratio: 1 });
  });

  test('the passengers table shows the ticket number whole', async ({ page }) => {
    await signedIn(page, LAPTOP);
    await page.goto('/html/orderList?status=TICKETED&pageNum=1&pageSize=20');
    await settled(page);
    await page.getByTestId('order-link').first().click();
    const passengers = page.getByTestId('passengers-table');
    await expect(passengers.locator('tr.ant-table-row').first()).toBeVisible();
    const header = passengers.getByRole('columnheader', { name: 'Ticket number' });
    const index = await header.evaluate((cell) => (cell as HTMLTableCellElement).cellIndex);
    const cell = passengers.locator('tr.ant-table-row').first().locator('td').nth(index);
    await expect(cell).toHaveText(/\d{10,}/);
    const box = await passengers.locator('.ant-table-content').boundingBox();
    const cellBox = await cell.boundingBox();
    expect(cellBox && box && cellBox.x + cellBox.width).toBeLessThanOrEqual(
      (box?.x ?? 0) + (box?.width ?? 0),
    );
    const clipped = await cell.evaluate((td) => td.scrollWidth > td.clientWidth);
    expect(clipped).toBe(false);
  });

  test('users: Created is not under the fixed Actions column', async ({ page }) => {
    await signedIn(page, LAPTOP);
    await page.goto('/html/userManage');
    await settled(page);
    const table = page.getByTestId('user-table');
    const created = await table.getByRole('columnheader', { name: 'Created' }).boundingBox();
    const actions = await table.getByRole('columnheader', { name: 'Actions' }).boundingBox();
    expect(created && actions && created.x + created.width).toBeLessThanOrEqual(actions?.x ?? 0);
  });
});

test('the loading bar finishes on the login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('User name')).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
