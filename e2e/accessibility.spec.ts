import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MENU_TREE, flattenRoutes } from '../packages/contract/src/menu';
import { signIn } from './support';

/**
 * Issue 12 §7: no serious or critical axe violation on any screen. The pages come from the menu
 * tree itself, so a screen added to MENU_TREE is checked without touching this file.
 */

const GROUP_PATHS = new Set(MENU_TREE.map((group) => group.path));
const PAGES = flattenRoutes(MENU_TREE).filter((route) => !route.children && !GROUP_PATHS.has(route.path));

/**
 * Hidden pages that need a record: the list whose first row links to one. The order and rebook
 * pages beside them take the same order number.
 */
const DETAIL_FROM_LIST: Record<string, string> = {
  '/html/orderList/details': '/html/orderList',
  '/html/orderRebook/details': '/html/orderRebook',
  '/html/refund/refundDetail': '/html/refund',
  '/html/changing/changingDetail': '/html/changing',
  '/html/baggage/baggageDetail': '/html/baggage',
  '/html/passenger/passengerDetail': '/html/passenger',
  '/html/voidTicket/voidTicketDetail': '/html/voidTicket',
  '/html/seat/setDetail': '/html/seat',
  '/html/compensation/compensationDetail': '/html/compensation',
};
const QUERY_OF: Record<string, string> = {
  '/html/orderList/payment': '/html/orderList/details',
  '/html/orderRebook/ConfirmRebook': '/html/orderRebook/details',
  '/html/orderRebook/fillCreditCardInfo': '/html/orderRebook/details',
};

interface Finding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** rc-motion's classes of an element entering, appearing or leaving. */
const MOVING = '[class*="-enter-active"], [class*="-appear-active"], [class*="-leave-active"]';

/** Waits for the page to settle: the route's chunk, its data and antd's motion. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // The e2e server's one PGlite connection serves both workers: a report waits while the other worker's
  // export runs, so a page may still be loading its data after the usual 10 s.
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 30_000 });
  // antd's motion: no element half way in or out, and every finite animation at its end.
  await expect(page.locator(MOVING)).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function seriousViolations(page: Page): Promise<Finding[]> {
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
}

/** The query of the first record a list links to, or undefined when the list is empty. */
async function firstLinkedQuery(page: Page, list: string, detail: string): Promise<string | undefined> {
  await page.goto(list);
  await settle(page);
  const link = page.locator(`a[href^="${detail}?"]`).first();
  // On a loaded machine the network can go quiet before the list has asked for its rows: wait for a
  // row's link or the list's empty state, whichever the page shows.
  await expect(link.or(page.locator('.ant-table-placeholder .ant-empty')).first()).toBeVisible({
    timeout: 30_000,
  });
  if ((await link.count()) === 0) return undefined;
  const href = await link.getAttribute('href');
  return href ? href.slice(href.indexOf('?')) : undefined;
}

/** Turns the tags view on, so its tags (the active one on the theme colour) are checked too. */
async function showTagsView(page: Page): Promise<void> {
  await page.getByTestId('settings-button').click();
  await page.getByTestId('setting-tagsView').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tags-view')).toBeVisible();
}

/** The address of a page: hidden detail pages take the first record their list links to. */
async function addressOf(page: Page, path: string): Promise<string> {
  const detail = DETAIL_FROM_LIST[path] ? path : QUERY_OF[path];
  const list = detail ? DETAIL_FROM_LIST[detail] : undefined;
  if (!detail || !list) return path;
  const query = await firstLinkedQuery(page, list, detail);
  // An empty demo list would leave a screen unchecked.
  expect(query, `the demo data has a record on ${list}`).toBeDefined();
  return `${path}${query ?? ''}`;
}

/** Pages a test: a sign-in and the tags view serve several pages, and a slow page fails with its few. */
const PAGES_PER_TEST = 6;
const CHUNKS = Array.from({ length: Math.ceil(PAGES.length / PAGES_PER_TEST) }, (_, n) =>
  PAGES.slice(n * PAGES_PER_TEST, (n + 1) * PAGES_PER_TEST),
);

test.describe('accessibility', () => {
  // The tests share the two workers.
  test.describe.configure({ mode: 'parallel' });

  test('the login page has no serious or critical violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('User name')).toBeVisible();
    const found = await seriousViolations(page);
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
  });

  for (const chunk of CHUNKS) {
    const names = chunk.map((route) => route.path).join(', ');
    test(`the admin's ${names} have no serious or critical violation`, async ({ page }) => {
      test.setTimeout(chunk.length * 45_000);
      await signIn(page, 'admin');
      await showTagsView(page);
      let denied: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 403) denied.push(response.url());
      });
      for (const route of chunk) {
        await test.step(route.path, async () => {
          const address = await addressOf(page, route.path);
          await page.goto(address);
          await page.waitForLoadState('networkidle');
          // A 403 signs the user out (decision 0006): name the refused calls, sign in again, go on.
          expect.soft(denied, `${address}: calls refused for the admin`).toEqual([]);
          if (denied.length > 0) {
            denied = [];
            await signIn(page, 'admin');
            return;
          }
          await expect(page.getByTestId('sidebar')).toBeVisible();
          const found = await seriousViolations(page);
          expect.soft(found, `${address}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
        });
      }
    });
  }
});
