import { expect, test } from '@playwright/test';
import { declaredCalls } from '../packages/contract/src/calls';
import { recordViolations, signIn } from './support';

/** Every declared call is shown. */
const DECLARED = Object.values(declaredCalls).reduce((count, calls) => count + Object.keys(calls).length, 0);

test.describe('the API document viewer (decision 0043)', () => {
  test('shows the declared calls to a signed-in tab, under the content policy, and asks others to sign in', async ({
    page,
  }) => {
    const violations = recordViolations(page);
    await page.goto('/prod-api/docs');
    await expect(page.locator('#status')).toContainText('Sign in to the console');

    await signIn(page, 'limited');
    await page.goto('/prod-api/docs');
    await expect(page.locator('#status')).toContainText('OpenAPI 3.1.0');
    const calls = page.locator('section.call');
    await expect(calls).toHaveCount(DECLARED);
    await expect(calls.first()).toContainText('POST /prod-api/login');
    await expect(calls.first()).toContainText('Access: public (no session). Input: form body.');
    const section = (path: string) =>
      calls.filter({ has: page.locator('h3 code', { hasText: new RegExp(`^/prod-api${path}$`) }) });
    await expect(section('/threshold/pageList')).toContainText('Access: 1004-4. Input: query string.');
    await expect(section('/userTransactionRecord/adjust')).toContainText('Input: JSON body.');
    await expect(section('/edreams/order/exportCsv')).toContainText('Answer: a file');
    expect(violations).toEqual([]);
  });
});
