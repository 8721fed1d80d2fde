import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

// Issue 12: on a zh or ja screen an order's details (its records included), a rebook's details, the
// server's answers and a refused form read in that language, not in English, and show no raw status.

type Catalog = { messages: Record<string, string>; words: Record<string, string> };
const catalogOf = (language: string): Catalog =>
  JSON.parse(
    readFileSync(new URL(`../apps/web/src/locales/${language}/serverMessages.json`, import.meta.url), 'utf8'),
  ) as Catalog;

/** The enum codes the server sends (statuses, channels, kinds): a screen shows their words, never them. */
const CODES = new Set(Object.keys(catalogOf('en').words));

/** Fields whose upper-case values are codes (TICKETED, CANCELLATION, CUSTOMER_REQUEST). */
const CODE_FIELD = /(status|type|reason|kind|channel|source)$/i;

/** Fields that hold the server's English sentences and event codes, never data. */
const SENTENCE_FIELDS = new Set(['content', 'message', 'code']);

/** Two lower-case words or more ('is already paid'): a sentence, whatever field holds it, not a name. */
const isSentence = (value: string) =>
  value.split(/\s+/).filter((word) => /^[a-z]{3,}[,.;:]?$/.test(word)).length >= 2;

const LANGUAGES = [
  { code: 'zh', name: '中文' },
  { code: 'ja', name: '日本語' },
] as const;

const wordsOf = (text: string) => text.match(/[A-Za-z]{4,}/g) ?? [];

/**
 * What a sentence quotes rather than says: an address, and the cause in brackets a wrapper's failure
 * carries (the transport's own words, 'connect ECONNREFUSED', 'bad port'). Shown as they came.
 */
const QUOTED = /https?:\/\/[^\s,，）)]+|[(（][^()（）]*[)）]/g;

/** A server message rendered as the catalog of `language` writes it. */
function rendered(language: string, code: string, params: Record<string, string>): string {
  const template = catalogOf(language).messages[code];
  if (!template) throw new Error(`no ${code} in the ${language} catalog`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/**
 * The words a screen may show as they are: those of the data the server sent (names, places,
 * e-mails, suppliers, operators), collected from its answers. Sentences (`content`, `message`, any
 * value that reads as one) and enum codes (a status field, a catalog word) are not data: shown, they
 * are English.
 */
class DataWords {
  private readonly words = new Set<string>();
  private readonly reading: Promise<void>[] = [];

  constructor(page: Page) {
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!response.url().includes('/prod-api/') || !type.includes('json')) return;
      this.reading.push(
        response.json().then(
          (body: unknown) => this.collect(body, ''),
          () => undefined,
        ),
      );
    });
  }

  private collect(value: unknown, key: string): void {
    if (typeof value === 'string') {
      const code = CODES.has(value) || (CODE_FIELD.test(key) && /^[A-Z]+(_[A-Z]+)*$/.test(value));
      if (!code && !SENTENCE_FIELDS.has(key) && !isSentence(value)) {
        for (const word of wordsOf(value)) this.words.add(word);
      } else {
        for (const word of wordsOf((value.match(QUOTED) ?? []).join(' '))) this.words.add(word);
      }
    } else if (Array.isArray(value)) {
      for (const item of value) this.collect(item, key);
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) this.collect(item, name);
    }
  }

  /** The English words of `locator`'s text: words of four letters or more the data does not hold. */
  async englishIn(locator: Locator): Promise<string[]> {
    const text = await locator.innerText();
    await Promise.all(this.reading);
    return [...new Set(wordsOf(text).filter((word) => !this.words.has(word)))];
  }
}

/** Switches the console's language as a user does, from the navbar (whose menu speaks English first). */
async function chooseLanguage(page: Page, language: string, name: string): Promise<void> {
  await page.getByTestId('language-dropdown').click();
  await page.getByRole('menu', { name: 'Language' }).getByRole('menuitem', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

interface Debit {
  amount: number;
  currency: string;
}

const toast = (page: Page) => page.locator('.ant-message-notice');

for (const [index, { code: language, name }] of LANGUAGES.entries()) {
  test.describe(`in ${name}`, () => {
    test('an order’s details, its records and the answers of paying and reconfirming hold no English', async ({
      page,
    }) => {
      const data = new DataWords(page);
      await signIn(page, 'admin');
      await chooseLanguage(page, language, name);
      // An unpaid order of its own per language, the last ones: other tests pay the first.
      await page.goto('/html/orderList?status=PENDING_PAYMENT&pageNum=1&pageSize=20');
      const links = page.getByTestId('order-link');
      await expect(links.first()).toBeVisible();
      const link = links.nth((await links.count()) - 1 - index);
      const orderNo = (await link.innerText()).trim();
      await link.click();
      const details = page.getByTestId('order-detail-page');
      await expect(page.getByTestId('operation-records')).toBeVisible();

      const detail = await page.request.get(`/prod-api/onefly/order/detail?orderNo=${orderNo}`, {
        headers: { 'X-Token': (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '' },
      });
      const [order] = ((await detail.json()) as { data: { summary: { payment: Debit } }[] }).data;
      const debit = order?.summary.payment ?? { amount: 0, currency: 'EUR' };

      await page.getByTestId('pay-button').click();
      await page.locator('.ant-popconfirm .ant-btn-primary').filter({ visible: true }).click();
      await expect(toast(page)).toHaveText(rendered(language, 'orderPaid', { orderNo }));
      // The payment's record, its money as the language writes it.
      const money = new Intl.NumberFormat(language, { style: 'currency', currency: debit.currency });
      const records = page.getByTestId('operation-records');
      await expect(records).toContainText(money.format(debit.amount));

      const before = await records.locator('.ant-timeline-item').count();
      await page.getByTestId('reconfirm-button').click();
      await page.locator('.ant-popconfirm .ant-btn-primary').filter({ visible: true }).click();
      const answer = toast(page).filter({ hasNotText: orderNo });
      await expect(answer).toBeVisible();
      expect(await data.englishIn(answer)).toEqual([]);
      await expect.poll(() => records.locator('.ant-timeline-item').count()).toBeGreaterThan(before);

      expect(await data.englishIn(details)).toEqual([]);
    });

    test('a rebook’s details and its new flights hold no English', async ({ page }) => {
      const data = new DataWords(page);
      await signIn(page, 'admin');
      await chooseLanguage(page, language, name);
      // A rebook of a flight disruption: its details name the disruption's type and state too.
      await page.goto('/html/orderRebook?reason=DISRUPTION&pageNum=1&pageSize=20');
      await page.getByTestId('rebook-link').first().click();
      await expect(page.getByTestId('rebook-disruption')).not.toHaveText('-');
      const details = page.getByTestId('rebook-detail-page');
      await expect(page.getByTestId('original-flights')).toBeVisible();
      expect(await data.englishIn(details)).toEqual([]);

      await page.getByTestId('search-flights').click();
      await expect(page.getByTestId('flight-offers').getByTestId('select-flight').first()).toBeVisible();
      expect(await data.englishIn(details)).toEqual([]);
    });

    test('a form the server refuses says why in the chosen language', async ({ page }) => {
      // Lines from outside go on edreams orders (issue 20): edreams adds one on an order it lacks.
      await signIn(page, 'edreams');
      await chooseLanguage(page, language, name);
      await page.goto('/html/financialReportList');
      await page.getByTestId('financial-add-line').click();
      const dialog = page.getByRole('dialog');
      const orderNo = `OF${Date.now()}`;
      await dialog.locator('#financial-line_reference').fill(`E2E-${language}-${Date.now()}`);
      await dialog.locator('#financial-line_orderNo').fill(orderNo);
      await dialog.locator('#financial-line_day').fill('2026-01-05');
      await dialog.locator('#financial-line_day').press('Enter');
      await dialog.locator('#financial-line_amount').fill('12.34');
      await dialog.locator('.ant-btn-primary').click();
      await expect(toast(page)).toHaveText(rendered(language, 'financialLineNoOrder', { orderNo }));
      await expect(dialog.locator('#financial-line_orderNo')).toHaveValue(orderNo);
    });
  });
}

/** The catalog's enum codes a text shows as they are ('REQUESTED', 'BOOKING_DEBIT'): none should be. */
const rawCodesIn = async (locator: Locator): Promise<string[]> => [
  ...new Set(
    ((await locator.innerText()).match(/\b[A-Z][A-Z_]{3,}\b/g) ?? []).filter((word) => CODES.has(word)),
  ),
];

test.describe('in English', () => {
  test('a case’s page and its order’s details show statuses as words, never as codes', async ({ page }) => {
    await signIn(page, 'admin');
    // A refund that went the whole way: its history holds every move, its order the case.
    await page.goto('/html/refund?status=REFUNDED&pageNum=1&pageSize=20');
    await page.getByTestId('refund-link').first().click();
    const refund = page.getByTestId('refund-detail-page');
    await expect(page.getByTestId('case-history').locator('tbody tr.ant-table-row').first()).toBeVisible();
    expect(await rawCodesIn(refund)).toEqual([]);

    await page.getByTestId('refund-summary').getByRole('link').first().click();
    const order = page.getByTestId('order-detail-page');
    await expect(
      page.getByTestId('after-sales-table').locator('tbody tr.ant-table-row').first(),
    ).toBeVisible();
    await expect(page.getByTestId('operation-records')).toBeVisible();
    expect(await rawCodesIn(order)).toEqual([]);
  });
});
