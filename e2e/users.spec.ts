import { expect, test, type Page } from '@playwright/test';
import { menuGroups, openFromMenu, pickOption, signIn } from './support';

// Names of their own, so a rerun on the same database or another spec never meets them.
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

async function signInAs(page: Page, name: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('User name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(name);
}

async function addRole(page: Page, name: string, pages: string[]): Promise<void> {
  await page.getByTestId('add-role').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Role name').fill(name);
  for (const code of pages) {
    await dialog.locator('.ant-tree-treenode', { hasText: code }).locator('.ant-tree-checkbox').click();
  }
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Role saved')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Closes the role picker's list by clicking beside it (Escape would close the dialog too). */
async function closePicker(page: Page): Promise<void> {
  await page.getByRole('dialog').locator('.ant-modal-title').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Picks a role (typed, among many) and closes the list, as an operator would. */
async function pickRole(page: Page, role: string): Promise<void> {
  await pickOption(page, page.getByRole('dialog').getByTestId('role-picker'), role, { typed: true });
  await closePicker(page);
}

async function fillUser(page: Page, user: { name: string; phone: string; email: string; password: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('User name').fill(user.name);
  await dialog.getByLabel('Phone').fill(user.phone);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill(user.password);
}

test.describe('users and roles', () => {
  test('a role with only 1001-1 gives its new user only Order Manage', async ({ page }) => {
    const role = unique('Orders ');
    const name = unique('clerk');
    await signIn(page, 'admin');
    await openFromMenu(page, 'Settings', 'Role Manage');
    await addRole(page, role, ['1001-1']);
    // The role's code reads as the screen it opens.
    await expect(page.getByTestId('role-table').getByRole('row', { name: new RegExp(role) })).toContainText(
      'Order List',
    );

    await openFromMenu(page, 'Settings', 'User Manage');
    await page.getByTestId('add-user').click();
    await fillUser(page, {
      name,
      phone: '+34 600 123 456',
      email: `${name}@onefly.com`,
      password: 'clerk-pass-1',
    });
    await pickRole(page, role);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('User saved')).toBeVisible();
    await expect(page.getByTestId('user-table').getByRole('row', { name: new RegExp(name) })).toContainText(
      role,
    );

    await page.getByTestId('user-name').click();
    await page.getByText('Log out').click();
    await expect(page).toHaveURL(/\/login/);
    await signInAs(page, name, 'clerk-pass-1');
    expect(await menuGroups(page)).toEqual(['Order Manage']);
  });

  test('deleting a role in use is refused with the number of its holders', async ({ page }) => {
    const role = unique('Desk ');
    await signIn(page, 'admin');
    await openFromMenu(page, 'Settings', 'Role Manage');
    await addRole(page, role, ['1006-1']);
    await openFromMenu(page, 'Settings', 'User Manage');
    await page.getByTestId('add-user').click();
    const name = unique('desk');
    await fillUser(page, {
      name,
      phone: '600 222 333',
      email: `${name}@onefly.com`,
      password: 'desk-pass-1',
    });
    await pickRole(page, role);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('User saved')).toBeVisible();

    await openFromMenu(page, 'Settings', 'Role Manage');
    await page
      .getByRole('row', { name: new RegExp(role) })
      .getByRole('button', { name: `Delete ${role}` })
      .click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Role ${role} is held by 1 user`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(role) })).toBeVisible();
  });

  test('a limited manager is offered only the roles it may give, and creates a user', async ({ page }) => {
    const name = unique('helper');
    await signIn(page, 'limited');
    await openFromMenu(page, 'Limited Settings', 'Limited User Manage');
    await page.getByTestId('add-user').click();
    await fillUser(page, {
      name,
      phone: '600 333 444',
      email: `${name}@onefly.com`,
      password: 'helper-pass-1',
    });
    await page.getByRole('dialog').getByTestId('role-picker').click();
    const option = (role: string) => page.locator('.ant-select-item-option', { hasText: role });
    // Administrator is held on every platform: the reseller's role, which limited (onefly) does not see.
    await expect(option('Administrator')).toHaveCount(0);
    await expect(option('Operator')).toHaveClass(/ant-select-item-option-disabled/);
    await expect(option('Operator')).toContainText('has codes you do not hold');
    await expect(option('Limited user manager')).not.toHaveClass(/ant-select-item-option-disabled/);
    await closePicker(page);
    await pickRole(page, 'Limited user manager');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('User saved')).toBeVisible();
    await expect(page.getByTestId('user-table').getByRole('row', { name: new RegExp(name) })).toContainText(
      'Limited user manager',
    );
  });

  test('bad input on the forms shows messages naming the field', async ({ page }) => {
    await signIn(page, 'admin');
    await openFromMenu(page, 'Settings', 'User Manage');
    await page.getByTestId('add-user').click();
    await fillUser(page, { name: 'two words', phone: '12ab', email: 'not-an-email', password: 'short' });
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('User name: only letters, digits and . _ @ -')).toBeVisible();
    await expect(dialog.getByText('Phone: 6 to 20 characters')).toBeVisible();
    await expect(dialog.getByText('Email: please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Password: at least 8 characters')).toBeVisible();
    await expect(dialog.getByText('Roles: please choose at least one role')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('discard-changes').click();

    // A name the server refuses: its message comes back as a toast, and the form stays open.
    await page.getByTestId('add-user').click();
    await fillUser(page, {
      name: 'Admin',
      phone: '600 444 555',
      email: 'x@onefly.com',
      password: 'long-enough-1',
    });
    await pickRole(page, 'Operator');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('User name Admin is already taken')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('discard-changes').click();

    await openFromMenu(page, 'Settings', 'Role Manage');
    await page.getByTestId('add-role').click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog').getByText('Role name: please enter a role name')).toBeVisible();
    await expect(
      page.getByRole('dialog').getByText('Permissions: please choose at least one permission'),
    ).toBeVisible();
  });
});
