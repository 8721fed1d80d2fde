import { expect, type Page } from '@playwright/test';

export const ACCOUNTS = {
  admin: 'admin123',
  edreams: 'edreams123',
  operator: 'operator123',
  limited: 'limited123',
  support: 'support123',
} as const;
export type DemoUser = keyof typeof ACCOUNTS;

export const ALL_GROUPS = [
  'Flight Search',
  'Airline Manage',
  'Order Manage',
  'Report',
  'Operation',
  'Settings',
  'Limited Settings',
];

/** Signs in through the login page as a person would, and waits for the console shell. */
export async function signIn(page: Page, user: DemoUser, password: string = ACCOUNTS[user]): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('User name').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(user);
}

/** The top-level menu groups shown in the sidebar, in order. */
export async function menuGroups(page: Page): Promise<string[]> {
  const menu = page.getByTestId('sidebar').locator('.ant-menu-submenu-title');
  return (await menu.allInnerTexts()).map((text) => text.trim());
}

/** Opens a page through the sidebar: the group (when it is closed), then the entry. */
export async function openFromMenu(page: Page, group: string, entry: string): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const link = sidebar.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await sidebar.getByText(group, { exact: true }).click();
  await link.click();
}
