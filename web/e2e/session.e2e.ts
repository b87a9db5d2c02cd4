import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, location, login, storedToken, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E, url } from './support/env.js';

const INACTIVITY = 'Sie wurden wegen Inaktivität automatisch ausgeloggt. Bitte laden Sie die Seite neu und melden Sie sich erneut an.';

/** Logs in with the page's clock under the test's control (installed before the app's timers start). */
async function loginWithClock(page: Page, email: string): Promise<string> {
  await page.clock.install();
  await login(page, email);
  await waitForPath(page, '/dashboard');
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  return token!;
}

/** Lets the 60-second session check fire and returns the status of the GET /api/user/me it makes. */
async function runSessionPoll(page: Page): Promise<number> {
  const poll = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/me');
  await page.clock.fastForward('01:05');
  return (await poll).status();
}

describeE2E('session', () => {
  const session = useBrowser();

  it('the 60-second check keeps a valid session', async () => {
    const { page } = session;
    await loginWithClock(page, ACCOUNTS.musterClerk);
    expect(await runSessionPoll(page)).toBe(200);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(location(page)).toBe('/dashboard');
  });

  it('a session revoked on the server shows the inactivity message at the next check', async () => {
    const { page } = session;
    const token = await loginWithClock(page, ACCOUNTS.musterAdmin);
    const logout = await fetch(url('/logout'), { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(200);

    expect(await runSessionPoll(page)).toBe(401);
    const dialog = page.getByRole('alertdialog', { name: 'Sitzung beendet' });
    await dialog.getByText(INACTIVITY, { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    const reload = dialog.getByRole('button', { name: 'Seite neu laden' });
    expect(await reload.evaluate((button) => button === document.activeElement)).toBe(true);
    await reload.press('Enter');
    await waitForPath(page, '/login');
    expect(location(page)).toBe('/login?routingTarget=%2Fdashboard');
  });

  it('a session that expired from idleness shows the inactivity message at the next check', async () => {
    const { page } = session;
    const token = await loginWithClock(page, ACCOUNTS.support);
    withServerDb((db) => {
      const longAgo = new Date(Date.now() - 24 * 3_600_000).toISOString();
      const changed = db
        .prepare('update session set last_activity_at = ? where revoked_at is null and user_id = (select id from app_user where email = ?)')
        .run(longAgo, ACCOUNTS.support);
      expect(changed.changes).toBeGreaterThan(0);
    });

    expect(await runSessionPoll(page)).toBe(401);
    await page.getByRole('alertdialog', { name: 'Sitzung beendet' }).getByText(INACTIVITY, { exact: true }).waitFor();
    expect(await storedToken(page)).toBeNull();
    const me = await fetch(url('/api/user/me'), { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });

  it('?blockDeviceId= as the super admin blocks the device and shows the success message', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.superAdmin);
    await page.goto('/dashboard?blockDeviceId=abc');
    await page
      .getByRole('status')
      .getByText(/^Das Gerät wurde gesperrt \(bis .+\)\.$/)
      .waitFor();
    await waitForPath(page, '/dashboard');
    expect(location(page)).toBe('/dashboard');
    const blocked = withServerDb(
      (db) => db.prepare('select blocked_until as until from device where id = ?').get('abc') as { until: string } | undefined,
    );
    expect(Date.parse(blocked?.until ?? '')).toBeGreaterThan(Date.now());
  });

  it('?blockDeviceId= as a user who is no super user shows the refusal as an error', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterClerk);
    await page.goto('/dashboard?blockDeviceId=xyz');
    const refusal = await fetch(url('/api/device/xyz/block-device'), {
      headers: { Authorization: `Bearer ${await storedToken(page)}` },
    });
    expect(refusal.status).toBe(403);
    const { message } = (await refusal.json()) as { message: string };
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Das Gerät wurde gesperrt' }).count()).toBe(0);
  });
});
