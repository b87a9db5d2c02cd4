import { addDays, addMonths, format, parse } from 'date-fns';
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { png } from '../../server/test/images.js';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E, url } from './support/env.js';
import { waitForMail } from './support/maildev.js';
import { toast } from './support/screen.js';

/** The demo report of a broken street lamp (fixtures: musterstadt:laterne), in progress, with the reporter's address. */
const REPORTER = 'm.becker@example.org';

/** A Berlin calendar day from today on, as the deadline field takes it (yyyy.MM.dd). */
function berlinDay(daysAhead: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(day)
    .replaceAll('-', '.');
}

/** The demo report's id (generated demo cases share the reporters' addresses, so the text decides). */
const demoCaseId = () =>
  withServerDb(
    (db) =>
      (
        db.prepare("select id from defect_case where email = ? and description like 'Die Laterne am Schulweg%'").get(REPORTER) as
          | { id: number }
          | undefined
      )?.id,
  );

/** An open case of Musterstadt that nobody has touched in the tests before (no deadline, not the lamp), assigned as given. */
const untouchedCaseId = (assigneeEmail: string) =>
  withServerDb(
    (db) =>
      (
        db
          .prepare(
            `select c.id from defect_case c join app_user u on u.id = c.assignee_id
             where u.email = ? and c.state in ('CREATED', 'IN_PROGRESS') and c.state_changed_deadline is null
               and c.description not like 'Die Laterne am Schulweg%' order by c.id limit 1`,
          )
          .get(assigneeEmail) as { id: number } | undefined
      )?.id,
  );

/** A new case of Musterstadt reported with an address, nobody has touched yet. */
const newReportedCase = () =>
  withServerDb(
    (db) =>
      db
        .prepare(
          `select c.id, c.email, c.case_number as caseNumber from defect_case c join tenant t on t.id = c.tenant_id
           where t.name = 'Musterstadt' and c.state = 'CREATED' and c.email is not null and c.state_changed_deadline is null
           order by c.id limit 1`,
        )
        .get() as { id: number; email: string; caseNumber: number } | undefined,
  );

const deadlineField = (page: Page): Locator => page.getByRole('textbox', { name: 'Bearbeitungsfrist' });
const deadlineButton = (page: Page): Locator => page.getByRole('button', { name: 'Bearbeitungsfrist: Datum und Uhrzeit wählen' });
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
/** The day (yyyy.MM.dd) of the calendar cell that has the focus. */
const focusedDay = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-day') ?? null);

/** Chooses an entry of the "Aktionen" menu by keyboard, as someone without a mouse does. */
async function chooseAction(page: Page, name: string): Promise<void> {
  const trigger = page.getByRole('button', { name: 'Aktionen' });
  await trigger.focus();
  await trigger.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  // opened by keyboard, the menu has the focus on its first entry; the arrow keys move it
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  const item = menu.getByRole('menuitem', { name, exact: true });
  await expect
    .poll(async () => {
      const focused = await item.evaluate((element) => element === document.activeElement);
      if (!focused) await page.keyboard.press('ArrowDown');
      return focused;
    })
    .toBe(true);
  await page.keyboard.press('Enter');
}

/** Confirms a transition in its dialog and waits for the success message and the new badge. */
async function confirm(page: Page, title: string, button: string, message: string, badge: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await toast(page, message).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await head(page).getByText(badge, { exact: true }).waitFor();
}

const head = (page: Page): Locator => page.getByRole('region', { name: /^Fall Nr\. \d+$/ });
const notes = (page: Page): Locator => page.getByRole('region', { name: /^Bisherige Einträge/ });

describeE2E('case file', () => {
  const session = useBrowser();

  it('the Musterstadt admin creates a case, with its place found by address search', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto('/create-case');
    await page.getByRole('heading', { level: 1, name: 'Fall anlegen' }).waitFor();
    const category = page.getByLabel('Kategorie', { exact: true });
    await category.locator('option', { hasText: 'Verkehrsflächen' }).waitFor({ state: 'attached' });
    await page.getByRole('region', { name: 'Karte mit dem Ort des Falls' }).waitFor();
    await expectNoAxeViolations(page);

    // nothing chosen yet: both messages of docs/product/cases.md#case-validation-rules, the keyboard on the category
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText('Bitte wählen Sie eine Kategorie aus').waitFor();
    await page.getByText('Bitte wählen Sie auf der Karte eine Ortsangabe für den Fall').waitFor();
    await expect.poll(() => category.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByLabel('Beschreibung des Mangels').fill('Gullydeckel vor dem Rathaus klappert bei jeder Überfahrt.');
    await category.selectOption({ label: 'Verkehrsflächen' });
    // a plain field until it has the focus, then the combobox with what was typed
    const address = page.getByLabel('Adresse suchen');
    await address.fill('Rathausplatz Musterstadt');
    await page.getByText('1 Adresse gefunden.').waitFor();
    // the suggestions open as the answer arrives; should they not, the arrow key opens them, as for any combobox
    const suggestion = page.getByRole('option', { name: /Rathausplatz 1, 15732 Musterstadt/ });
    if (!(await suggestion.isVisible())) await address.press('ArrowDown');
    await suggestion.click();
    await page.getByText(/^Gewählter Ort: Breite 52,2201/).waitFor();

    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await toast(page, 'Der Fall wurde angelegt').waitFor();
    await waitForPath(page, '/edit-case');
    expect(new URL(page.url()).searchParams.get('caseId')).toMatch(/^\d+$/);
    await head(page).getByText('Erstellt', { exact: true }).waitFor();
    expect(await page.getByLabel('Beschreibung des Mangels').inputValue()).toBe(
      'Gullydeckel vor dem Rathaus klappert bei jeder Überfahrt.',
    );
    expect(await page.getByLabel('Kategorie', { exact: true }).inputValue()).not.toBe('');
    await expectNoAxeViolations(page);
  });

  it('works a reported case: assignee, deadline, note, mailed answer, photo, finish, reopen, reject and the protocol', async () => {
    const { page } = session;
    const caseId = demoCaseId();
    expect(caseId).toBeDefined();
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto(`/edit-case?caseId=${caseId}`);
    await page.getByRole('heading', { level: 1, name: 'Fall bearbeiten' }).waitFor();
    await head(page).getByText('In Bearbeitung', { exact: true }).waitFor();
    await head(page).getByRole('link', { name: REPORTER }).waitFor();
    await expectNoAxeViolations(page);

    // settings and a photo, saved together
    const deadline = berlinDay(3);
    const assignee = page.getByLabel('Bearbeiter');
    await assignee.locator('option', { hasText: 'Anna Albrecht' }).waitFor({ state: 'attached' });
    await assignee.selectOption({ label: 'Anna Albrecht' });
    await deadlineField(page).fill(deadline);
    const photos = page.getByRole('group', { name: 'Fotos', exact: true });
    await photos.locator('input[type=file]').setInputFiles({ name: 'laterne.png', mimeType: 'image/png', buffer: png() });
    await photos.getByRole('button', { name: 'Bild 2 groß anzeigen' }).waitFor();
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await toast(page, 'Der Fall wurde aktualisiert').waitFor();
    await page.reload();
    await head(page).waitFor();
    // a day typed alone is due at its end, Berlin time
    expect(await deadlineField(page).inputValue()).toBe(`${deadline} 23:59`);
    expect(await page.getByLabel('Bearbeiter').locator('option:checked').textContent()).toBe('Anna Albrecht');
    await page.getByRole('group', { name: 'Fotos', exact: true }).getByRole('button', { name: 'Bild 2 groß anzeigen' }).waitFor();
    // the previews load the server's thumbnails of at most 90 px (the demo photo's made on first demand)
    // inside the buttons that open the viewer, the thumbnails are decorative (the button names the image)
    const previews = await page
      .getByRole('group', { name: 'Fotos', exact: true })
      .locator('img.image-upload__thumb')
      .evaluateAll((images) =>
        Promise.all(
          (images as HTMLImageElement[]).map(async (image) => {
            await image.decode();
            return { path: new URL(image.src).pathname, width: image.naturalWidth, height: image.naturalHeight };
          }),
        ),
      );
    expect(previews).toHaveLength(2);
    for (const preview of previews) {
      expect(preview.path).toMatch(/^\/files\/thumbnails\/[0-9a-f]{32}\.png$/);
      expect(Math.max(preview.width, preview.height)).toBeGreaterThan(0);
      expect(Math.max(preview.width, preview.height)).toBeLessThanOrEqual(90);
    }

    // an internal note with Ctrl+Enter, then an answer that is mailed to the reporter
    const text = page.getByLabel('Neue Notiz oder Antwort');
    await text.fill('Elektriker hat das Leuchtmittel bestellt.');
    await text.press('Control+Enter');
    await toast(page, 'Die Notiz wurde gespeichert').waitFor();
    await notes(page).getByText('Elektriker hat das Leuchtmittel bestellt.').waitFor();

    const since = Date.now();
    await page.getByRole('radio', { name: 'Antwort an die meldende Person' }).check();
    await page.getByText(`Die Antwort wird per E-Mail an ${REPORTER} gesendet.`).waitFor();
    await text.fill('Die Laterne wird am Freitag repariert.');
    await page.getByRole('button', { name: 'Antwort senden' }).click();
    // the message says what the citizen got
    await toast(page, `Die Antwort wurde an ${REPORTER} gesendet`).waitFor();
    await notes(page).getByText('Die Laterne wird am Freitag repariert.').waitFor();
    const mail = await waitForMail(REPORTER, { since, subject: /^Antwort zu Ihrer Meldung/ });
    expect(mail.text).toContain('Die Laterne wird am Freitag repariert.');
    // the sent answer stays as the reporter read it: no edit, no delete; the note beside it keeps both
    const sentAnswer = notes(page).getByRole('listitem').filter({ hasText: 'Die Laterne wird am Freitag repariert.' });
    expect(await sentAnswer.getByRole('button').count()).toBe(0);
    const note = notes(page).getByRole('listitem').filter({ hasText: 'Elektriker hat das Leuchtmittel bestellt.' });
    expect(await note.getByRole('button').count()).toBe(2);
    await expectNoAxeViolations(page);

    // the transitions of the table, each after its confirmation
    await chooseAction(page, 'Abschließen');
    await confirm(page, 'Fall abschließen', 'Abschließen', 'Der Fall wurde abgeschlossen.', 'Abgeschlossen');
    await page.getByText(/^Die Einstellungen eines abgeschlossenen/).waitFor();
    expect(await page.getByLabel('Bearbeiter').isDisabled()).toBe(true);
    expect(await page.getByRole('group', { name: 'Abschlussfotos' }).getByRole('button', { name: 'Bild hinzufügen' }).isEnabled()).toBe(
      true,
    );

    await chooseAction(page, 'Wiedereröffnen');
    await confirm(page, 'Fall wiedereröffnen', 'Wiedereröffnen', 'Der Fall wurde wiedereröffnet.', 'In Bearbeitung');
    expect(await page.getByLabel('Bearbeiter').isEnabled()).toBe(true);

    await chooseAction(page, 'Ablehnen');
    await confirm(page, 'Fall ablehnen', 'Ablehnen', 'Der Fall wurde abgelehnt.', 'Abgelehnt');

    // the protocol has recorded all of it
    await chooseAction(page, 'Protokoll');
    const protocol = page.getByRole('dialog', { name: 'Protokoll' });
    await protocol.getByText('Status geändert: In Bearbeitung → Abgelehnt').waitFor();
    await protocol.getByText('Status geändert: Abgeschlossen → In Bearbeitung').waitFor();
    await protocol.getByText(/^Bearbeiter geändert: Sven Sachs → Anna Albrecht/).waitFor();
    await protocol.getByText('Antwort an die meldende Person gesendet').first().waitFor();
    await expectNoAxeViolations(page);
    await protocol.getByRole('button', { name: 'Schließen' }).click();
    await protocol.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByRole('button', { name: 'Aktionen' }).evaluate((element) => element === document.activeElement))
      .toBe(true);
  });

  it('picks a deadline in the calendar by keyboard alone, from today on, as a Berlin date and time', async () => {
    const { page } = session;
    const caseId = untouchedCaseId(ACCOUNTS.musterClerk);
    expect(caseId).toBeDefined();
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto(`/edit-case?caseId=${caseId}`);
    await head(page).waitFor();
    expect(await deadlineField(page).inputValue()).toBe('');

    // Tab from the field reaches the calendar button; Enter opens the calendar on today, with the focus on it
    await deadlineField(page).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(deadlineButton(page))).toBe(true);
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Bearbeitungsfrist: Datum und Uhrzeit wählen' });
    await calendar.waitFor();
    const today = berlinDay(0);
    await expect.poll(() => focusedDay(page)).toBe(today);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('date');
    expect(await calendar.getByRole('grid').getAttribute('aria-labelledby')).toBeTruthy();
    // an empty deadline offers the end of the day
    expect(await calendar.getByRole('combobox', { name: 'Stunde' }).inputValue()).toBe('23');
    expect(await calendar.getByRole('combobox', { name: 'Minute' }).inputValue()).toBe('59');
    await expectNoAxeViolations(page);

    // yesterday is there but cannot be picked: OK is disabled there
    await page.keyboard.press('ArrowLeft');
    expect(await focusedDay(page)).toBe(berlinDay(-1));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-disabled'))).toBe('true');
    expect(await calendar.getByRole('button', { name: 'OK' }).isDisabled()).toBe(true);

    // a week and a month from today: the heading names the new month; OK takes the day the keyboard went to
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('PageDown');
    const picked = addMonths(addDays(parse(today, 'yyyy.MM.dd', new Date()), 7), 1);
    const expected = format(picked, 'yyyy.MM.dd');
    expect(await focusedDay(page)).toBe(expected);
    const monthName = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric' }).format(picked);
    await calendar.getByRole('heading', { name: monthName }).waitFor();
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(calendar.getByRole('combobox', { name: 'Stunde' }))).toBe(true);
    await calendar.getByRole('combobox', { name: 'Stunde' }).selectOption('16');
    await calendar.getByRole('combobox', { name: 'Minute' }).selectOption('30');
    await calendar.getByRole('button', { name: 'OK' }).press('Enter');
    await calendar.waitFor({ state: 'detached' });
    expect(await deadlineField(page).inputValue()).toBe(`${expected} 16:30`);
    await expect.poll(() => isFocused(deadlineButton(page))).toBe(true);

    // Escape closes without a change and gives the focus back too
    await page.keyboard.press('Enter');
    await calendar.waitFor();
    await expect.poll(() => focusedDay(page)).toBe(expected);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    expect(await deadlineField(page).inputValue()).toBe(`${expected} 16:30`);
    await expect.poll(() => isFocused(deadlineButton(page))).toBe(true);

    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await toast(page, 'Der Fall wurde aktualisiert').waitFor();
    await page.reload();
    await head(page).waitFor();
    await expect.poll(() => deadlineField(page).inputValue()).toBe(`${expected} 16:30`);
    // the protocol says the Berlin time picked, not a UTC one
    const logged = withServerDb(
      (db) =>
        (
          db.prepare("select description from case_protocol where case_id = ? and description like 'Bearbeitungsfrist%'").get(caseId) as {
            description: string;
          }
        ).description,
    );
    expect(logged).toBe(`Bearbeitungsfrist geändert: keine → ${expected} 16:30`);
    await expectNoAxeViolations(page);
  });

  it('says before saving that a new case goes into progress and its reporter gets a mail', async () => {
    const { page } = session;
    const reported = newReportedCase();
    expect(reported).toBeDefined();
    const { id, email, caseNumber } = reported!;
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto(`/edit-case?caseId=${id}`);
    await head(page).getByText('Erstellt', { exact: true }).waitFor();
    const notice = `Der Fall hat den Status „Erstellt“. Wenn Sie hier etwas speichern, wechselt er in den Status „In Bearbeitung“, und ${email} erhält darüber eine E-Mail.`;
    // shown at the form's save button and named by it, and above the note editor
    const save = page.getByRole('button', { name: 'Speichern', exact: true });
    const describedBy = (await save.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(notice);
    expect(await page.getByText(notice, { exact: true }).count()).toBe(2);
    await page.getByText(notice, { exact: true }).first().waitFor();
    await expectNoAxeViolations(page);

    const since = Date.now();
    await deadlineField(page).fill(berlinDay(5));
    await save.click();
    await toast(page, 'Der Fall wurde aktualisiert').waitFor();
    await head(page).getByText('In Bearbeitung', { exact: true }).waitFor();
    await waitForMail(email, { since, subject: new RegExp(`Nr\\. ${caseNumber}: In Bearbeitung$`) });
    // in progress, nothing more happens on saving: the notice is gone
    expect(await page.getByText(notice, { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('shows the deadline visibly disabled, calendar button included, to a clerk without SET_CASE_EDIT_DEADLINE', async () => {
    const { page } = session;
    const caseId = untouchedCaseId(ACCOUNTS.musterClerk);
    expect(caseId).toBeDefined();
    await login(page, ACCOUNTS.musterClerk);
    await page.goto(`/edit-case?caseId=${caseId}`);
    await head(page).waitFor();
    await page.getByText('Sie haben keine Berechtigung, die Bearbeitungsfrist festzulegen.').waitFor();
    expect(await deadlineField(page).isDisabled()).toBe(true);
    expect(await deadlineButton(page).isDisabled()).toBe(true);
    for (const control of [deadlineField(page), deadlineButton(page)]) {
      expect(await control.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('dashed');
    }
    await expectNoAxeViolations(page);
  });

  it('shows an Open311 reporter’s name and phone with the e-mail, and their photo as a link to a new tab', async () => {
    const { page } = session;
    const serviceCode = withServerDb(
      (db) =>
        (
          db
            .prepare("select c.id from category c join tenant t on t.id = c.tenant_id where t.name = 'Musterstadt' order by c.id limit 1")
            .get() as { id: number }
        ).id,
    );
    const photo = 'https://fotos.example.org/open311/gully.jpg';
    const response = await fetch(url('/open311/v2/requests.json'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        api_key: 'demo-musterstadt',
        service_code: String(serviceCode),
        lat: '52.2201',
        long: '13.4402',
        description: 'Gullydeckel klappert (über Open311 gemeldet)',
        email: 'erika.open311@example.org',
        first_name: 'Erika',
        last_name: 'Mustermann',
        phone: '030 1234567',
        media_url: photo,
      }),
    });
    expect(response.status).toBe(200);
    const [created] = (await response.json()) as [{ service_request_id: string }];
    const caseId = created.service_request_id;

    await login(page, ACCOUNTS.musterAdmin);
    await page.goto(`/edit-case?caseId=${caseId}`);
    const facts = head(page);
    await facts.getByRole('link', { name: 'erika.open311@example.org' }).waitFor();
    const fact = (term: string) => facts.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    expect(await fact('Name der meldenden Person').textContent()).toBe('Erika Mustermann');
    expect(await fact('Telefon der meldenden Person').textContent()).toBe('030 1234567');
    const link = facts.getByRole('link', { name: 'Foto der meldenden Person (externer Link)' });
    expect(await link.getAttribute('href')).toBe(photo);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    // the note keeps only that the report came through Open311
    expect(await page.getByRole('textbox', { name: 'Übergabenotiz' }).inputValue()).toBe('Gemeldet über Open311.');
    await expectNoAxeViolations(page);
  });

  it('says so when a case does not exist', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto('/edit-case?caseId=999999');
    await page.getByRole('alert').filter({ hasText: 'Der Fall wurde nicht gefunden.' }).waitFor();
    await page.getByRole('link', { name: 'Zurück zur Fallverwaltung' }).waitFor();
  });

  it.each([
    { width: 390, height: 844, valueWidth: 250 },
    { width: 1366, height: 768, valueWidth: 300 },
  ])('reads at $width px: each value has room beside or under its term, nothing overlaps', async ({ width, height, valueWidth }) => {
    const { page } = session;
    await page.setViewportSize({ width, height });
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto(`/edit-case?caseId=${demoCaseId()}`);
    await head(page).getByRole('link', { name: REPORTER }).waitFor();
    const facts = await head(page)
      .locator('dl')
      .evaluate((list) =>
        [...list.querySelectorAll('dt')].map((term) => {
          const value = term.nextElementSibling as HTMLElement;
          const [t, v] = [term.getBoundingClientRect(), value.getBoundingClientRect()];
          const overlaps = t.left < v.right && v.left < t.right && t.top < v.bottom && v.top < t.bottom;
          return { term: term.textContent, valueWidth: v.width, overlaps, clipped: value.scrollWidth > value.clientWidth };
        }),
      );
    expect(facts.map((fact) => fact.term)).toEqual(expect.arrayContaining(['Erstellt am', 'Mandant', 'E-Mail der meldenden Person']));
    for (const fact of facts) {
      expect(fact, String(fact.term)).toMatchObject({ overlaps: false, clipped: false });
      expect(fact.valueWidth, String(fact.term)).toBeGreaterThanOrEqual(valueWidth);
    }
    // the e-mail address stays on one line
    const email = head(page).getByRole('link', { name: REPORTER });
    const lines = await email.evaluate((link) => link.getClientRects().length);
    expect(lines).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  it('prints what a person reads: values as text, no controls, no empty fields', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1366, height: 768 });
    const caseId = untouchedCaseId(ACCOUNTS.musterClerk);
    expect(caseId).toBeDefined();
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto(`/edit-case?caseId=${caseId}`);
    await head(page).waitFor();
    const description = page.getByLabel('Beschreibung des Mangels');
    const text = await description.inputValue();
    await page.getByText('Koordinaten eingeben', { exact: true }).waitFor();
    const handover = page.getByRole('textbox', { name: 'Übergabenotiz' });
    const handoverText = await handover.inputValue();
    const tag = page.getByLabel('Unterkategorie');
    const tagChosen = (await tag.inputValue()) !== '';
    await page.emulateMedia({ media: 'print' });
    try {
      for (const control of [
        deadlineButton(page),
        deadlineField(page),
        page.getByText('Koordinaten eingeben', { exact: true }),
        page.getByLabel('Adresse suchen'),
        page.getByRole('button', { name: 'Vorschläge anzeigen' }),
        page.getByRole('button', { name: 'Speichern', exact: true }),
        page.getByLabel('Neue Notiz oder Antwort'),
      ]) {
        expect(await control.isVisible()).toBe(false);
      }
      expect(await page.locator('input[type=file]').evaluateAll((inputs) => inputs.filter((i) => i.getClientRects().length > 0))).toEqual(
        [],
      );
      // the description prints whole, as text without a box; the category as the chosen name
      expect(await description.isVisible()).toBe(true);
      const box = await description.evaluate((area) => {
        const style = getComputedStyle(area);
        return { borderWidth: style.borderTopWidth, cut: area.scrollHeight > area.clientHeight + 1 };
      });
      expect(box).toEqual({ borderWidth: '0px', cut: false });
      expect(text.length).toBeGreaterThan(0);
      const category = page.getByLabel('Kategorie', { exact: true });
      expect(await category.isVisible()).toBe(true);
      expect(await category.evaluate((select) => getComputedStyle(select).appearance)).toBe('none');
      // a field prints only with a value
      expect(await handover.isVisible()).toBe(handoverText.trim() !== '');
      expect(await tag.isVisible()).toBe(tagChosen);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    expect(await deadlineButton(page).isVisible()).toBe(true);
  });

  it('fits a 360 px wide screen', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 800 });
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto(`/edit-case?caseId=${demoCaseId()}`);
    await head(page).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
