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

/** Waits for the page to settle: the route's chunk, its data and antd's motion. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // The e2e server's one PGlite connection serves both workers: a report waits while the other worker's
  // export runs, so a page may still be loading its data after the usual 10 s.
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForTimeout(300);
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

test.describe('accessibility', () => {
  test('the login page has no serious or critical violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('User name')).toBeVisible();
    const found = await seriousViolations(page);
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
  });

  test('every page of the admin’s menu has no serious or critical violation', async ({ page }) => {
    test.setTimeout(PAGES.length * 15_000);
    await signIn(page, 'admin');
    // With the tags view on, its tags (the active one on the theme colour) are checked too.
    await page.getByTestId('settings-button').click();
    await page.getByTestId('setting-tagsView').click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('tags-view')).toBeVisible();

    const queries = new Map<string, string>();
    for (const [detail, list] of Object.entries(DETAIL_FROM_LIST)) {
      const query = await firstLinkedQuery(page, list, detail);
      if (query) queries.set(detail, query);
    }

    let denied: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) denied.push(response.url());
    });
    const report: Record<string, Finding[]> = {};
    const visited: string[] = [];
    for (const route of PAGES) {
      const needs = DETAIL_FROM_LIST[route.path] ? route.path : QUERY_OF[route.path];
      const query = needs ? queries.get(needs) : '';
      if (query === undefined) continue;
      const address = `${route.path}${query}`;
      await test.step(address, async () => {
        await page.goto(address);
        await expect(page.getByTestId('sidebar')).toBeVisible();
        visited.push(address);
        const found = await seriousViolations(page).catch((error: unknown) => [
          { id: 'page-left', impact: 'critical', help: String(error), targets: [page.url()] },
        ]);
        if (denied.length > 0) {
          // A 403 signs the user out and reloads (decision 0006): a finding, then on to the next page.
          found.push({ id: 'http-403', impact: 'critical', help: 'refused for the admin', targets: denied });
          denied = [];
          await expect(page).toHaveURL(/\/login/);
          await signIn(page, 'admin');
        }
        if (found.length > 0) report[address] = found;
      });
    }

    expect(report, JSON.stringify(report, null, 2)).toEqual({});
    // Every hidden detail page found a record to show: an empty demo list would skip a screen.
    expect(visited.length, visited.join('\n')).toBe(PAGES.length);
  });
});
