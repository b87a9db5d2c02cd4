import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { waitForPath } from './auth.js';
import { withServerDb } from './db.js';
import { rowWith } from './screen.js';

/** Opens the edit form of Musterstadt from the tenant list, as a person does; the user is signed in. */
export async function openMusterstadtForm(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Mandanten' }).click();
  await waitForPath(page, '/tenants');
  await page.getByRole('heading', { level: 1, name: 'Mandanten' }).waitFor();
  await rowWith(page, 'Musterstadt').getByRole('link', { name: 'Bearbeiten Musterstadt' }).click();
  await waitForPath(page, '/edit-tenant');
  await page.getByRole('heading', { level: 1, name: 'Mandant bearbeiten: Musterstadt' }).waitFor();
}

/**
 * Puts Musterstadt's tenant columns back as the test file found them: the frames and forms of other test files
 * rely on the demo's values. Call it inside a describe block; the columns are the database's (snake_case).
 */
export function keepMusterstadtColumns(columns: readonly string[]): void {
  let stored: unknown[] = [];
  beforeAll(() => {
    const row = withServerDb((db) => db.prepare(`select ${columns.join(', ')} from tenant where name = 'Musterstadt'`).get()) as Record<
      string,
      unknown
    >;
    stored = columns.map((column) => row[column]);
  });
  afterAll(() => {
    const assignments = columns.map((column) => `${column} = ?`).join(', ');
    withServerDb((db) => db.prepare(`update tenant set ${assignments} where name = 'Musterstadt'`).run(...stored));
  });
}
