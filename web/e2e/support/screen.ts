import type { Page } from 'playwright-core';

/** The page's content, apart from the sidebar menu (which has group headings of the same names). */
export const main = (page: Page) => page.getByRole('main');

/** The success toast (a polite live region) with this text. */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The table row that has a cell with exactly this text. */
export const rowWith = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/** Narrows a list with its search box and waits until the server has answered that search. */
export async function searchList(page: Page, label: string, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('search') === text);
  await page.getByRole('searchbox', { name: label }).fill(text);
  await answered;
}
