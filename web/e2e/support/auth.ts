import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../fixtures/accounts.js';

export { ACCOUNTS, DEMO_PASSWORD } from '../../../fixtures/accounts.js';

/** Where the back office keeps the bearer token (web/src/app/session.ts). */
export const TOKEN_STORAGE_KEY = 'bp.token';

/** The path and query of the page, e.g. "/login?routingTarget=%2Fusers". */
export function location(page: Page): string {
  const current = new URL(page.url());
  return `${current.pathname}${current.search}`;
}

/** Waits until the page shows the given path (client-side navigations included). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** Fills the login form as a person does (label, typing, Enter) on the login page that is open. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  const passwordField = page.getByLabel('Passwort', { exact: true });
  await passwordField.fill(password);
  await passwordField.press('Enter');
}

/** Opens /login, logs in and waits until the page has left the login screen. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
}
