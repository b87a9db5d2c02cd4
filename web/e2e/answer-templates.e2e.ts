import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E } from './support/env.js';
import { waitForMail } from './support/maildev.js';
import { main, rowWith, searchList, toast } from './support/screen.js';

const NAME = 'Rückfrage Standort E2E';
const TEXT = 'vielen Dank für Ihre Meldung {fallnummer} vom {datum} zur Kategorie „{kategorie}“ (Status: {status}).';

interface ClerkCase {
  id: number;
  caseNumber: number;
  state: string;
  createdAt: string;
  category: string;
  email: string;
}

/** An open case of Musterstadt assigned to the demo clerk (who writes answers but manages no templates), with a reporter's address. */
const clerkCase = () =>
  withServerDb(
    (db) =>
      db
        .prepare(
          `select c.id, c.case_number as caseNumber, c.state, c.created_at as createdAt, k.name as category, c.email
           from defect_case c join app_user u on u.id = c.assignee_id join category k on k.id = c.category_id
           where u.email = ? and c.state in ('CREATED', 'IN_PROGRESS') and c.email is not null order by c.id limit 1`,
        )
        .get(ACCOUNTS.musterClerk) as ClerkCase | undefined,
  );

/** The Berlin calendar day of an instant as the placeholder {datum} writes it (yyyy.MM.dd). */
const berlinDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(iso))
    .replaceAll('-', '.');

/** The sidebar's entry, in the group Mängelmelder. */
const menuEntry = (page: Page) => page.getByRole('navigation', { name: 'Mängelmelder' }).getByRole('link', { name: 'Textbausteine' });

const STATE_NAMES: Record<string, string> = { CREATED: 'Erstellt', IN_PROGRESS: 'In Bearbeitung' };

describeE2E('answer templates (Textbausteine)', () => {
  const session = useBrowser();

  it('the Musterstadt admin creates, edits and deletes a template under Mängelmelder', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await menuEntry(page).click();
    await waitForPath(page, '/answer-templates');
    await page.getByRole('heading', { level: 1, name: 'Textbausteine' }).waitFor();
    await rowWith(page, 'Mangel behoben').waitFor();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Mandant', 'Name', 'Text', 'Aktionen']);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Neuen Textbaustein erstellen' }).click();
    await waitForPath(page, '/create-answer-template');
    await page.getByRole('heading', { level: 1, name: 'Textbaustein anlegen' }).waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
    const text = page.getByRole('textbox', { name: /^Text/ });
    await text.fill('Ihre Meldung {nummer}');
    await page.getByRole('region', { name: 'Vorschau' }).getByText('Ihre Meldung {nummer}').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page
      .getByRole('alert')
      .getByText(/^Der Text enthält unbekannte Platzhalter: \{nummer\}\./)
      .waitFor();
    expect(await text.getAttribute('aria-invalid')).toBe('true');
    await text.fill(TEXT);
    await page
      .getByRole('region', { name: 'Vorschau' })
      .getByText(/Meldung 1042 vom \d{4}\.\d{2}\.\d{2} zur Kategorie/)
      .waitFor();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForPath(page, '/answer-templates');
    await toast(page, 'Der Textbaustein wurde angelegt.').waitFor();

    await searchList(page, 'Textbausteine suchen', 'Standort E2E');
    await rowWith(page, NAME)
      .getByRole('link', { name: `Bearbeiten (${NAME})` })
      .click();
    await waitForPath(page, '/edit-answer-template');
    const name = page.getByRole('textbox', { name: 'Name' });
    expect(await name.inputValue()).toBe(NAME);
    await name.fill(`${NAME} neu`);
    await name.press('Enter');
    await waitForPath(page, '/answer-templates');
    await toast(page, 'Der Textbaustein wurde aktualisiert.').waitFor();

    await searchList(page, 'Textbausteine suchen', 'Standort E2E');
    const edited = rowWith(page, `${NAME} neu`);
    await edited.getByRole('button', { name: `Löschen (${NAME} neu)` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Textbaustein löschen' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await toast(page, `Der Textbaustein "${NAME} neu" wurde gelöscht.`).waitFor();
    await edited.waitFor({ state: 'detached' });
  });

  it("a clerk inserts the admin's new template into an answer, filled in for the case, edits and sends it", async () => {
    const { page } = session;
    const target = clerkCase();
    expect(target, 'the demo data has an open case of the clerk with a reporter').toBeDefined();
    const { id, caseNumber, state, createdAt, category, email } = target!;

    await login(page, ACCOUNTS.musterAdmin);
    await page.goto('/create-answer-template');
    await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await page.getByRole('textbox', { name: /^Text/ }).fill(TEXT);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Der Textbaustein wurde angelegt.').waitFor();
    await page.evaluate(() => localStorage.clear());

    await login(page, ACCOUNTS.musterClerk);
    // the clerk writes answers but manages no templates: no menu entry
    expect(await menuEntry(page).count()).toBe(0);
    await page.goto(`/edit-case?caseId=${id}`);
    await page.getByRole('heading', { level: 1, name: 'Fall bearbeiten' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Textbaustein einfügen' }).count()).toBe(0);

    await page.getByRole('radio', { name: 'Antwort an die meldende Person' }).check();
    const picker = page.getByRole('combobox', { name: 'Textbaustein einfügen' });
    await picker.locator('option', { hasText: 'Mangel behoben' }).waitFor({ state: 'attached' });
    await picker.selectOption({ label: NAME });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Einfügen' }).click();

    const filled = `vielen Dank für Ihre Meldung ${caseNumber} vom ${berlinDay(createdAt)} zur Kategorie „${category}“ (Status: ${STATE_NAMES[state]}).`;
    const answer = page.getByLabel('Neue Notiz oder Antwort');
    expect(await answer.inputValue()).toBe(filled);
    // the keyboard is in the answer, after the inserted text: typing goes on from there
    await page.keyboard.type(' Bitte nennen Sie uns die Hausnummer.');
    await answer.press('Control+Home');
    await page.keyboard.type('Guten Tag, ');
    const sent = `Guten Tag, ${filled} Bitte nennen Sie uns die Hausnummer.`;
    expect(await answer.inputValue()).toBe(sent);

    const since = Date.now();
    await page.getByRole('button', { name: 'Antwort senden' }).click();
    await toast(page, `Die Antwort wurde an ${email} gesendet`).waitFor();
    await main(page)
      .getByRole('region', { name: /^Bisherige Einträge/ })
      .getByText(sent)
      .waitFor();
    const mail = await waitForMail(email, { since, subject: /^Antwort zu Ihrer Meldung/ });
    expect(mail.text).toContain(`Ihre Meldung ${caseNumber} vom ${berlinDay(createdAt)}`);
  });

  it('the list and the form fit a 390 px wide phone', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 800 });
    await login(page, ACCOUNTS.musterAdmin);
    for (const [path, heading] of [
      ['/answer-templates', 'Textbausteine'],
      ['/create-answer-template', 'Textbaustein anlegen'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});
