import { expect, test } from '@playwright/test';
import { declaredCalls } from '../packages/contract/src/calls';
import { recordViolations, signIn } from './support';

/** Every declared call is shown: the count grows as the modules declare theirs. */
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
    await expect(calls.first()).toContainText('GET /prod-api/threshold/pageList');
    await expect(calls.first()).toContainText('Access: 1004-4. Input: query string.');
    await expect(page.locator('section.call', { hasText: '/userTransactionRecord/adjust' })).toContainText(
      'Encoding: json',
    );
    expect(violations).toEqual([]);
  });
});
