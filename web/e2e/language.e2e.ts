import { expect, it } from 'vitest';
import { ACCOUNTS, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';
import { visibleMenu } from './support/shell.js';

describeE2E('language', () => {
  const session = useBrowser();

  it('German is the default', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('link', { name: 'English' }).waitFor();
  });

  it('?lang=en shows the login and the shell in English, and the choice is remembered', async () => {
    const { page } = session;
    await page.goto('/login?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByText('Log in with your e-mail address and your password.').waitFor();
    for (const name of ['Forgot password?', 'Not registered yet? Register your municipality', 'To the start page']) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
    await expectNoAxeViolations(page);

    await page.getByLabel('E-mail', { exact: true }).fill(ACCOUNTS.musterAdmin);
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'entered user data not valid' }).waitFor();

    await page.getByLabel('Password', { exact: true }).fill('Demo2026!');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect((await visibleMenu(page)).map((group) => group.group)).toEqual([
      'General',
      'Defect reporter',
      'Citizen information',
      'Management',
      'Service',
    ]);
    expect((await visibleMenu(page)).find((group) => group.group === 'Management')?.entries).toEqual([
      'User management',
      'Role management',
      'Tenants',
      'Data protection requests',
    ]);
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Search', exact: true }).getAttribute('placeholder')).toBe('Search...');
    await page.getByRole('region', { name: 'User profile' }).getByText('City administration Musterstadt').waitFor();
    await expectNoAxeViolations(page);

    // remembered without the parameter
    await page.goto('/users');
    await page.getByRole('heading', { level: 1, name: 'User management' }).waitFor();

    // and switched back by the footer's language link
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nutzerverwaltung' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });

  it('?lang=en on a public page keeps the login in English after the switch link', async () => {
    const { page } = session;
    await page.goto('/register?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Register your municipality' }).waitFor();
    await page.getByRole('combobox', { name: 'Municipality' }).waitFor();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all fields.' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
