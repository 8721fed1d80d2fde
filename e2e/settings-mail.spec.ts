import { expect, test, type Locator, type Page } from '@playwright/test';
import { openFromMenu, pickOption, signIn } from './support';

const MAILBOX = 'e2e-alerts@agency.example';

/** '11,517.31 EUR' → 1151731 (cents), so the expected balance is computed without floats. */
function cents(text: string): number {
  const match = /(-?)([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in '${text}'`);
  const whole = Number(`${match[2]?.replace(/,/g, '')}${match[3]}`);
  return match[1] ? -whole : whole;
}

function money(amountInCents: number, currency: string): string {
  const sign = amountInCents < 0 ? '-' : '';
  const abs = Math.abs(amountInCents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')} ${currency}`;
}

async function choose(page: Page, dialog: Locator, label: string, option: string): Promise<void> {
  await pickOption(page, dialog.locator('.ant-select', { has: page.getByLabel(label) }), option, {
    exact: true,
  });
}

test.describe('mailboxes, thresholds and the balance warning', () => {
  test('an admin adds a mailbox and a threshold, debits the balance, and one warning mail is written', async ({
    page,
  }) => {
    await signIn(page, 'admin');

    // A mailbox for balance warnings, after the form has named what is missing.
    await openFromMenu(page, 'Settings', 'Mailbox Manage');
    await expect(page.getByTestId('mailbox-table')).toContainText('finance@onefly.example');
    await page.getByRole('button', { name: 'Add mailbox' }).click();
    const mailboxDialog = page.getByRole('dialog', { name: 'Add mailbox' });
    await mailboxDialog.getByRole('button', { name: 'Save' }).click();
    await expect(mailboxDialog).toContainText('Email is required');
    await expect(mailboxDialog).toContainText('Mail type is required');
    await mailboxDialog.getByLabel('Email').fill('not-an-address');
    await expect(mailboxDialog).toContainText('Email must be a valid address such as name@example.com');
    await mailboxDialog.getByLabel('Email').fill(MAILBOX);
    await choose(page, mailboxDialog, 'Mail type', 'Balance warning');
    await mailboxDialog.getByLabel('Remark').fill('E2E duty desk');
    await mailboxDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Mailbox added')).toBeVisible();
    await expect(mailboxDialog).toBeHidden();
    const mailboxRow = page.getByTestId('mailbox-table').getByRole('row', { name: new RegExp(MAILBOX) });
    await expect(mailboxRow).toContainText('Balance warning');

    // The same address for the same type again is refused by the server, under the field.
    await page.getByRole('button', { name: 'Add mailbox' }).click();
    await mailboxDialog.getByLabel('Email').fill(MAILBOX.toUpperCase());
    await choose(page, mailboxDialog, 'Mail type', 'Balance warning');
    await mailboxDialog.getByRole('button', { name: 'Save' }).click();
    await expect(mailboxDialog).toContainText(
      `${MAILBOX.toUpperCase()} is already registered for BALANCE_WARNING`,
    );
    await mailboxDialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('discard-changes').click();

    // The demo's threshold, below the balance, deleted after a confirmation to make room for a new one.
    await openFromMenu(page, 'Settings', 'Threshold Manage');
    const demoRow = page.getByTestId('threshold-table').getByRole('row', { name: /10,000\.00 EUR/ });
    await expect(demoRow).toContainText('Above threshold');
    await demoRow.getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.ant-popconfirm')).toContainText('Delete the EUR threshold?');
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Threshold deleted')).toBeVisible();
    await expect(page.getByTestId('threshold-table')).toContainText('No thresholds');

    // A threshold above the demo balance, after the form has named what is wrong.
    await page.getByRole('button', { name: 'Add threshold' }).click();
    const thresholdDialog = page.getByRole('dialog', { name: 'Add threshold' });
    await thresholdDialog.getByRole('button', { name: 'Save' }).click();
    await expect(thresholdDialog).toContainText('Currency is required');
    await expect(thresholdDialog).toContainText('Warning threshold is required');
    await thresholdDialog.getByLabel('Warning threshold').fill('1.234');
    await expect(thresholdDialog).toContainText('Warning threshold must be a number with at most 2 decimals');
    await thresholdDialog.getByLabel('Warning threshold').fill('-5');
    await expect(thresholdDialog).toContainText('Warning threshold must be at least 0');
    await choose(page, thresholdDialog, 'Currency', 'EUR');
    await thresholdDialog.getByLabel('Warning threshold').fill('50000');
    await thresholdDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Threshold added')).toBeVisible();
    const thresholdRow = page.getByTestId('threshold-table').getByRole('row', { name: /EUR/ });
    await expect(thresholdRow).toContainText('50,000.00 EUR');
    await expect(thresholdRow).toContainText('Below threshold');
    const before = cents(await thresholdRow.getByTestId('threshold-balance').innerText());

    // A debit through the adjustment modal, confirmed first.
    await page.getByRole('button', { name: 'Balance adjustment' }).click();
    const adjustDialog = page.getByRole('dialog', { name: 'Balance adjustment' });
    await adjustDialog.getByRole('button', { name: 'Post adjustment' }).click();
    await expect(adjustDialog).toContainText('Currency is required');
    await expect(adjustDialog).toContainText('Amount is required');
    await expect(adjustDialog).toContainText('Remark is required');
    await adjustDialog.getByLabel('Amount').fill('0');
    await expect(adjustDialog).toContainText('Amount must not be zero');
    await choose(page, adjustDialog, 'Currency', 'EUR');
    await adjustDialog.getByLabel('Amount').fill('-25.50');
    await adjustDialog.getByLabel('Remark').fill('e2e debit');
    await adjustDialog.getByRole('button', { name: 'Post adjustment' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('Post this adjustment?');
    await expect(confirm).toContainText('Debit 25.50 EUR from the onefly account.');
    await confirm.getByRole('button', { name: 'Post adjustment' }).click();

    // Other specs pay and refund on the same account meanwhile, so the balance after is read from the
    // answer; the debit itself is checked to the cent by the balance API tests.
    const posted = page.getByText(/^Adjustment posted\. Balance now -?[\d,]+\.\d{2} EUR$/);
    await expect(posted).toBeVisible();
    const after = money(cents(await posted.innerText()), 'EUR');
    expect(cents(after)).not.toBe(before);
    await expect(adjustDialog).toBeHidden();
    await expect(thresholdRow.getByTestId('threshold-balance')).toHaveText(after);
    await expect(thresholdRow).toContainText('Below · mail sent');

    // Exactly one warning mail for the new mailbox, kept in the outbox (the e2e server has no SMTP).
    await openFromMenu(page, 'Settings', 'Mailbox Manage');
    await page.getByRole('tab', { name: 'Outbox' }).click();
    await page.getByLabel('Recipient').fill(MAILBOX);
    const outbox = page.getByTestId('outbox-table');
    const mails = outbox.locator('tbody tr.ant-table-row');
    await expect(mails).toHaveCount(1);
    await expect(mails.first()).toContainText(
      'Balance warning: EUR balance of platform 1 (onefly) is below 50,000.00 EUR',
    );
    await expect(mails.first()).toContainText('Pending');
  });
});
