import { expect, it } from 'vitest';
import { ACCOUNTS, location, login, storedToken, submitLogin, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E, url } from './support/env.js';
import { visibleMenu, type MenuGroupSeen } from './support/shell.js';

const INVALID_CREDENTIALS = 'Die eingegebenen Zugangsdaten sind ungültig.';
const SERVICE: MenuGroupSeen = { group: 'Service', entries: ['Downloads (öffnet in neuem Tab)', 'Impressum'] };

interface AccountExpectation {
  email: string;
  name: string;
  /** the "Stadtverwaltung <tenant>" line of commune users */
  commune: string | null;
  menu: MenuGroupSeen[];
  /** axe on this account's shell; the two chosen cover every element the shell can show */
  axe?: true;
}

/**
 * What each demo account must see: the menu gating (docs/product/README.md#routes-and-access) applied to the
 * fixtures' rights and modules.
 */
const EXPECTED: AccountExpectation[] = [
  {
    email: ACCOUNTS.superAdmin,
    name: 'Sabine Administrator',
    commune: null,
    axe: true,
    menu: [
      { group: 'Allgemeines', entries: ['Dashboard'] },
      { group: 'Mängelmelder', entries: ['Kategorien', 'Unterkategorien', 'Textbausteine', 'Fallverwaltung'] },
      { group: 'Bürgerinformationen', entries: ['Kategorien', 'Bürgerinformationen', 'Umfragen'] },
      {
        group: 'Management',
        entries: ['Nutzerverwaltung', 'Promotions', 'Rollenverwaltung', 'Mandanten', 'Korrespondenz', 'Broadcast', 'Datenschutzanfragen'],
      },
      SERVICE,
    ],
  },
  {
    email: ACCOUNTS.support,
    name: 'Stefan Support',
    commune: null,
    menu: [
      { group: 'Allgemeines', entries: ['Dashboard'] },
      { group: 'Mängelmelder', entries: ['Fallverwaltung'] },
      { group: 'Management', entries: ['Nutzerverwaltung', 'Mandanten'] },
      SERVICE,
    ],
  },
  {
    email: ACCOUNTS.musterAdmin,
    name: 'Anna Albrecht',
    commune: 'Stadtverwaltung Musterstadt',
    menu: [
      { group: 'Allgemeines', entries: ['Dashboard'] },
      { group: 'Mängelmelder', entries: ['Kategorien', 'Unterkategorien', 'Textbausteine', 'Fallverwaltung'] },
      { group: 'Bürgerinformationen', entries: ['Kategorien', 'Bürgerinformationen', 'Umfragen'] },
      { group: 'Management', entries: ['Nutzerverwaltung', 'Rollenverwaltung', 'Mandanten', 'Datenschutzanfragen'] },
      SERVICE,
    ],
  },
  {
    email: ACCOUNTS.musterClerk,
    name: 'Sven Sachs',
    commune: 'Stadtverwaltung Musterstadt',
    axe: true,
    menu: [
      { group: 'Allgemeines', entries: ['Dashboard'] },
      { group: 'Mängelmelder', entries: ['Fallverwaltung'] },
      { group: 'Bürgerinformationen', entries: ['Bürgerinformationen'] },
      SERVICE,
    ],
  },
  {
    email: ACCOUNTS.dorfAdmin,
    name: 'Bernd Bauer',
    commune: 'Stadtverwaltung Beispieldorf',
    menu: [
      { group: 'Allgemeines', entries: ['Dashboard'] },
      { group: 'Mängelmelder', entries: ['Kategorien', 'Unterkategorien', 'Textbausteine', 'Fallverwaltung'] },
      { group: 'Management', entries: ['Nutzerverwaltung', 'Rollenverwaltung', 'Mandanten', 'Datenschutzanfragen'] },
      SERVICE,
    ],
  },
];

describeE2E('login', () => {
  const session = useBrowser();

  it('shows the login form with its links, and it passes axe', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    for (const name of ['Passwort vergessen?', 'Noch nicht registriert? Kommune registrieren', 'Zur Startseite']) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
    await expectNoAxeViolations(page);
  });

  it.each(EXPECTED)('$email lands on the dashboard and sees exactly the menu of their rights', async (account) => {
    const { page } = session;
    await page.goto('/login');
    await submitLogin(page, account.email);
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    expect(await visibleMenu(page)).toEqual(account.menu);

    const profile = page.getByRole('region', { name: 'Benutzerprofil' });
    await profile.getByText(account.name, { exact: true }).waitFor();
    const communeLine = profile.getByText(/^Stadtverwaltung /);
    if (account.commune) expect(await communeLine.textContent()).toBe(account.commune);
    else expect(await communeLine.count()).toBe(0);
    // the counters show what the server counts for this user (all, open, rejected)
    const stats = await fetch(url('/api/case/stats'), { headers: { Authorization: `Bearer ${await storedToken(page)}` } });
    const { all, open, rejected } = (await stats.json()) as Record<string, number>;
    const counter = (label: string) =>
      profile.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();
    await expect
      .poll(async () => [await counter('Fälle'), await counter('Offen'), await counter('Abgelehnt')])
      .toEqual([all, open, rejected].map(String));

    if (account.axe) await expectNoAxeViolations(page);
  });

  it('the shell header has the logo link, sidebar toggle, search box, fullscreen toggle and logout', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    const logo = page.getByRole('link', { name: 'Bürgerportal – zur Startseite' });
    expect(await logo.getAttribute('href')).toBe('/dashboard');
    expect(await page.getByRole('combobox', { name: 'Suche', exact: true }).getAttribute('placeholder')).toBe('Suche...');
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    const fullscreen = page.getByRole('button', { name: 'Vollbild' });
    expect(await fullscreen.getAttribute('aria-pressed')).toBe('false');
    await fullscreen.click();
    await expect.poll(() => fullscreen.getAttribute('aria-pressed')).toBe('true');
    await fullscreen.click();
    await expect.poll(() => fullscreen.getAttribute('aria-pressed')).toBe('false');
    const downloads = page.getByRole('link', { name: 'Downloads (öffnet in neuem Tab)' });
    expect(await downloads.getAttribute('target')).toBe('_blank');
    expect(await downloads.getAttribute('href')).toMatch(/\/api\/downloads\/catalog$/);

    const toggle = page.getByRole('button', { name: 'Menü' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.getByRole('navigation').count()).toBe(0);
    await toggle.press('Enter');
    await expect.poll(() => page.getByRole('navigation').count()).toBe(5);

    await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Rollenverwaltung' }).click();
    await waitForPath(page, '/roles');
    await page.getByRole('heading', { level: 1, name: 'Rollenverwaltung' }).waitFor();
    await logo.click();
    await waitForPath(page, '/dashboard');
  });

  it('the skip link is the first stop of the keyboard and leads to the content', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterClerk);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('main').evaluate((main) => main === document.activeElement)).toBe(true);
  });

  it.each([
    ['a wrong password', ACCOUNTS.musterAdmin, 'falsches-Passwort'],
    ['an unknown mail address', 'niemand@musterstadt.example', 'Demo2026!'],
  ])('%s shows the invalid-credentials message and stays on /login', async (_case, email, password) => {
    const { page } = session;
    await page.goto('/login');
    await submitLogin(page, email, password);
    await page.getByRole('alert').filter({ hasText: INVALID_CREDENTIALS }).waitFor();
    expect(location(page)).toBe('/login');
    expect(await page.getByLabel('Passwort', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await storedToken(page)).toBeNull();
    await expectNoAxeViolations(page);
  });

  it('an account that is not approved yet goes to /pending, which says it awaits approval', async () => {
    const { page } = session;
    await page.goto('/login');
    await submitLogin(page, ACCOUNTS.pending);
    await waitForPath(page, '/pending');
    await page.getByRole('heading', { level: 1, name: 'Ihr Konto wartet auf die Freigabe' }).waitFor();
    await page.getByText('Ihr Konto ist angelegt, aber noch nicht freigegeben.', { exact: false }).waitFor();
    expect(await page.getByText('Ihr Konto wurde angelegt.').count()).toBe(0);
    expect(await storedToken(page)).toBeNull();
    await expectNoAxeViolations(page);
  });

  it('an unauthenticated visit to /users goes to the login with routingTarget, and the login returns there', async () => {
    const { page } = session;
    await page.goto('/users');
    await waitForPath(page, '/login');
    expect(location(page)).toBe('/login?routingTarget=%2Fusers');
    await submitLogin(page, ACCOUNTS.musterAdmin);
    await waitForPath(page, '/users');
    await page.getByRole('heading', { level: 1, name: 'Nutzerverwaltung' }).waitFor();
  });

  it('/login while logged in goes to /dashboard', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterClerk);
    await page.goto('/login');
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('logout ends the session on the server and returns to the start page', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.support);
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Abmelden' }).click();
    // the start page sends a visitor without a session on to the login
    await waitForPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(await storedToken(page)).toBeNull();
    const me = await fetch(url('/api/user/me'), { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });

  it('logout goes to the start page even when the server call fails', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.support);
    await page.route('**/logout', (route) => route.fulfill({ status: 500, json: { message: 'kaputt', code: 'E' } }));
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(await storedToken(page)).toBeNull();
  });
});
