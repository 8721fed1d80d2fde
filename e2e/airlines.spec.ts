import { expect, test, type Page } from '@playwright/test';
import { openFromMenu, signIn } from './support';

const NAME = 'E2E Wrapper';

async function openAirlines(page: Page): Promise<void> {
  await signIn(page, 'admin');
  await openFromMenu(page, 'Airline Manage', 'Airline Wrappers');
  await expect(page.getByTestId('wrapper-table')).toContainText('Demo Air');
}

const row = (page: Page, name: string) =>
  page.getByTestId('wrapper-table').getByRole('row', { name: new RegExp(name) });

test.describe('airline wrappers', () => {
  test('bad inputs show a message under each field, and a taken name is refused', async ({ page }) => {
    await openAirlines(page);
    await page.getByRole('button', { name: 'Add wrapper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add airline wrapper' });
    await dialog.getByLabel('Wrapper URL').fill('ftp://files.example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Please enter the name');
    await expect(dialog).toContainText('The wrapper URL must start with http:// or https://');

    await dialog.getByLabel('Wrapper URL').fill('https://user:secret@wrapper.example.com');
    await expect(dialog).toContainText('The wrapper URL must not contain a user name or password');

    // The cloud metadata address: refused by the server, under the field.
    await dialog.getByLabel('Name').fill('E2E Metadata');
    await dialog.getByLabel('Wrapper URL').fill('http://169.254.169.254/latest/meta-data');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText(
      'wrapperurl must not point to an internal address (169.254.169.254 is link-local)',
    );

    await dialog.getByLabel('Name').fill('demo AIR');
    await dialog.getByLabel('Wrapper URL').fill('http://127.0.0.1:9');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText("name 'demo AIR' is already used by another wrapper");
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // What was typed is thrown away only once confirmed.
    await page.getByTestId('discard-changes').click();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'demo AIR')).toHaveCount(0);
  });

  test('add, test, edit, switch off and delete a wrapper', async ({ page }) => {
    await openAirlines(page);
    const demoAirUrl = (
      await row(page, 'Demo Air')
        .getByText(/^http:\/\/127\.0\.0\.1:\d+$/)
        .innerText()
    ).trim();

    await page.getByRole('button', { name: 'Add wrapper' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add airline wrapper' });
    await addDialog.getByLabel('Name').fill(NAME);
    await addDialog.getByLabel('Wrapper URL').fill(demoAirUrl);
    await addDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Wrapper added')).toBeVisible();
    await expect(addDialog).toBeHidden();
    const added = row(page, NAME);
    await expect(added.getByTestId('wrapper-status')).toHaveText('Online');
    await expect(added.getByTestId('wrapper-last-test')).toHaveCount(0);

    await added.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText(/Connected to Demo Air \(DA\) in \d+ ms/)).toBeVisible();
    await expect(added.getByTestId('wrapper-last-test')).toContainText(/Demo Air \(DA\) answered in \d+ ms/);

    await added.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit airline wrapper' });
    await expect(editDialog.getByLabel('Name')).toHaveValue(NAME);
    await editDialog.getByLabel('Name').fill(`${NAME} Renamed`);
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Wrapper saved')).toBeVisible();
    const renamed = row(page, `${NAME} Renamed`);
    await expect(renamed).toBeVisible();

    await renamed.getByRole('switch', { name: `Switch ${NAME} Renamed offline` }).click();
    await expect(page.getByText(`${NAME} Renamed is now offline`)).toBeVisible();
    await expect(renamed.getByTestId('wrapper-status')).toHaveText('Offline');

    await renamed.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm).toContainText(`Delete the wrapper ${NAME} Renamed?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Wrapper deleted')).toBeVisible();
    await expect(row(page, NAME)).toHaveCount(0);
  });

  test('a wrapper at a closed port fails its connection test with the reason', async ({ page }) => {
    await openAirlines(page);
    await page.getByRole('button', { name: 'Add wrapper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add airline wrapper' });
    await dialog.getByLabel('Name').fill('E2E Closed Port');
    await dialog.getByLabel('Wrapper URL').fill('http://127.0.0.1:9');
    await dialog.getByText('Offline').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const closed = row(page, 'E2E Closed Port');
    await expect(closed.getByTestId('wrapper-status')).toHaveText('Offline');
    await closed.getByRole('button', { name: 'Test connection' }).click();
    await expect(closed.getByTestId('wrapper-last-test')).toContainText('Failed');
    await expect(closed.getByTestId('wrapper-last-test')).toContainText(
      'could not be reached at http://127.0.0.1:9',
    );

    await closed.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect(row(page, 'E2E Closed Port')).toHaveCount(0);
  });
});
