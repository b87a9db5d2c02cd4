import { afterAll, expect, it } from 'vitest';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E, url } from './support/env.js';
import { openMusterstadtForm } from './support/musterstadt-tenant.js';
import { toast } from './support/screen.js';

const RECIPIENT = 'Bauhof Musterstadt (E2E)';
const RETRY_PROTOCOL = 'Weiterleitung über Open311 erneut angestoßen';

const musterstadtId = () =>
  withServerDb((db) => (db.prepare("select id from tenant where name = 'Musterstadt'").get() as { id: number }).id);

const storedEndpoint = () =>
  withServerDb(
    (db) =>
      db
        .prepare(
          'select name, service_code as serviceCode, api_key_cipher as cipher, share_email as shareEmail from forwarding_endpoint where tenant_id = ?',
        )
        .all(musterstadtId()) as Array<{ name: string; serviceCode: string; cipher: string | null; shareEmail: number }>,
  );

/**
 * An endpoint that refuses every connection (port 9 of the loopback, which the e2e server may call) and a demo case
 * of Musterstadt whose forwarding to it has failed for good.
 */
function failedForwarding(): number {
  return withServerDb((db) => {
    const tenantId = musterstadtId();
    const now = new Date().toISOString();
    const caseId = (db.prepare('select id from defect_case where tenant_id = ? order by id desc limit 1').get(tenantId) as { id: number })
      .id;
    const endpoint = db
      .prepare(
        `insert into forwarding_endpoint (tenant_id, category_id, category_tag_id, name, base_url, jurisdiction_id, service_code,
           api_key_cipher, share_email, answer_reporter, created_at, created_by, edited_at, edited_by)
         values (?, null, null, ?, 'http://127.0.0.1:9/open311/v2', null, 'pothole', null, 0, 0, ?, null, null, null)`,
      )
      .run(tenantId, RECIPIENT, now);
    db.prepare(
      `insert into case_forwarding (case_id, endpoint_id, recipient, state, attempts, next_attempt_at, last_error, created_at)
       values (?, ?, ?, 'FAILED', 5, ?, 'http://127.0.0.1:9 antwortet 401: API-Schlüssel ungültig.', ?)`,
    ).run(caseId, endpoint.lastInsertRowid, RECIPIENT, now, now);
    return caseId;
  });
}

describeE2E('the forwarding over Open311', () => {
  const session = useBrowser();
  let forwardedCase: number | null = null;

  // other test files expect Musterstadt to forward nothing, and the demo case without a retry in its protocol
  afterAll(() =>
    withServerDb((db) => {
      if (forwardedCase !== null) {
        db.prepare('delete from case_forwarding where case_id = ?').run(forwardedCase);
        // the retry's entry, and the worker's if it has tried the refusing port meanwhile
        db.prepare('delete from case_protocol where case_id = ? and (description = ? or description like ?)').run(
          forwardedCase,
          RETRY_PROTOCOL,
          `Weiterleitung an ${RECIPIENT} %`,
        );
      }
      db.prepare('delete from forwarding_endpoint where tenant_id = ?').run(musterstadtId());
    }),
  );

  it('the tenant admin adds an endpoint with the services its server lists, changes it by keyboard and removes it', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await openMusterstadtForm(page);
    const card = page.getByRole('region', { name: 'Weiterleitung über Open311' });
    await card.getByText('Noch ist keine Weiterleitung eingerichtet.').waitFor();

    await card.getByRole('button', { name: 'Weiterleitung hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Weiterleitung hinzufügen' });
    await dialog.getByLabel('Bereich').selectOption({ label: 'Verkehrsflächen' });
    await dialog.getByLabel(/^Name der Stelle/).fill(RECIPIENT);
    // this very server's Open311 endpoint, which the e2e server may call (FORWARDING_ALLOWED_HOSTS)
    await dialog.getByLabel(/^Open311-Adresse/).fill(url('/open311/v2'));
    await dialog.getByLabel('Jurisdiktion (optional)').fill(String(musterstadtId()));
    const key = dialog.getByLabel(/^API-Schlüssel/);
    expect(await key.getAttribute('type')).toBe('password');
    await key.fill('e2e-schluessel');
    await dialog.getByRole('button', { name: 'Dienste laden' }).click();
    await dialog
      .getByRole('status')
      .getByText(/^\d+ Dienste geladen\.$/)
      .waitFor();
    const service = dialog.getByLabel(/^Dienst \(service_code\)/);
    const [, first] = await service.locator('option').allTextContents();
    expect(first).toMatch(/^.+ \(.+\)$/);
    await service.selectOption({ label: first });
    await dialog.getByLabel('E-Mail-Adresse der meldenden Person mitsenden').check();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Die Weiterleitung wurde gespeichert.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const item = card.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Verkehrsflächen' }) });
    await item.getByText(RECIPIENT, { exact: true }).waitFor();
    expect(await item.textContent()).toContain('API-Schlüssel hinterlegtja');
    const [saved] = storedEndpoint();
    expect(saved).toMatchObject({ name: RECIPIENT, serviceCode: first?.replace(/^.* \((.+)\)$/, '$1'), shareEmail: 1 });
    // the key is stored sealed, never as typed
    expect(saved?.cipher).toBeTruthy();
    expect(saved?.cipher).not.toContain('e2e-schluessel');
    await expectNoAxeViolations(page);

    // by keyboard: open the dialog, change the name, and save with Enter in the field (not the tenant form)
    await item.getByRole('button', { name: `Bearbeiten (Verkehrsflächen: ${RECIPIENT})` }).focus();
    await page.keyboard.press('Enter');
    const editing = page.getByRole('dialog', { name: 'Weiterleitung bearbeiten' });
    await editing.getByText('Leer lassen, um den gespeicherten Schlüssel zu behalten.').waitFor();
    await editing.getByLabel(/^Name der Stelle/).focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' Nord');
    await page.keyboard.press('Enter');
    await toast(page, 'Die Weiterleitung wurde gespeichert.').waitFor();
    await editing.waitFor({ state: 'detached' });
    await card.getByText(`${RECIPIENT} Nord`, { exact: true }).waitFor();
    // Enter saved the dialog only: the tenant form around it was not sent
    await waitForPath(page, '/edit-tenant');
    expect(await toast(page, 'Der Mandant wurde aktualisiert').count()).toBe(0);
    const [changed] = storedEndpoint();
    expect(changed).toMatchObject({ name: `${RECIPIENT} Nord`, cipher: saved?.cipher });

    // removing asks first; "Abbrechen" has the focus, Tab leads to "Entfernen"
    await card.getByRole('button', { name: `Entfernen (Verkehrsflächen: ${RECIPIENT} Nord)` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Weiterleitung entfernen' });
    await confirm.waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toast(page, 'Die Weiterleitung wurde entfernt.').waitFor();
    await card.getByText('Noch ist keine Weiterleitung eingerichtet.').waitFor();
    expect(storedEndpoint()).toEqual([]);
    // the keyboard lands on the list, not on the page's start
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Eingerichtete Weiterleitungen');
  });

  it('the case file shows a failed forwarding with its reason, and it is sent again by keyboard', async () => {
    const { page } = session;
    forwardedCase = failedForwarding();
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto(`/edit-case?caseId=${forwardedCase}`);
    const section = page.getByRole('region', { name: 'Weiterleitung über Open311' });
    await section.getByText(`An ${RECIPIENT}: fehlgeschlagen`).waitFor();
    expect(await section.textContent()).toContain('http://127.0.0.1:9 antwortet 401: API-Schlüssel ungültig.');
    await expectNoAxeViolations(page);

    await section.getByRole('button', { name: 'Erneut senden' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Die Weiterleitung wird erneut gesendet.').waitFor();
    const state = section.getByText(`An ${RECIPIENT}: wartet`);
    await state.waitFor();
    await expect.poll(() => state.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await section.getByRole('button', { name: 'Erneut senden' }).count()).toBe(0);
    const stored = withServerDb(
      (db) => db.prepare('select state from case_forwarding where case_id = ?').get(forwardedCase) as { state: string },
    );
    // the worker may already have tried it against the refusing port: then it waits for the next attempt
    expect(stored.state).toBe('WAITING');
    await expectNoAxeViolations(page);
  });
});
