import type { Frame, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { png } from '../../server/test/images.js';
import { ACCOUNTS, DEMO_PASSWORD, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { withServerDb } from './support/db.js';
import { describeE2E, url } from './support/env.js';
import { holdRequests } from './support/held-requests.js';
import { extractLinks, waitForMail } from './support/maildev.js';

/** Musterstadt's demo API key (fixtures/demo/platform.json); the point decides the tenant of a report. */
const KEY = 'demo-musterstadt';
const WIZARD = `/create-case-frame?apiKey=${KEY}`;
const MAP = `/cases-map?apiKey=${KEY}`;

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const stepHeading = (page: Page, step: number) => page.getByRole('heading', { level: 2, name: new RegExp(`^Schritt ${step} von 4`) });
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The map of step 1, once Leaflet runs in it. */
async function locationMap(page: Page): Promise<Locator> {
  const map = page.getByRole('region', { name: 'Karte zur Wahl des Ortes' });
  await map.locator('.leaflet-pane').first().waitFor({ state: 'attached' });
  return map;
}

/**
 * Presses Tab (at most `max` times) until the target has the focus: how someone without a mouse gets there.
 * Fails when Tab never reaches it, so a control taken out of the tab order is a failing test.
 */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect.fail(`Tab did not reach ${target.toString()} within ${max} presses`);
}

/** The layout shifts of the page so far that no input caused, summed as Lighthouse sums them. */
function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((entries) => {
          const all = entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(all.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 1000);
      }),
  );
}

/** A bearer header of a demo account, through the real login call. */
async function staffToken(email: string): Promise<string> {
  const response = await fetch(url('/api/authorization/token'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mail: email, password: DEMO_PASSWORD }).toString(),
  });
  const token = response.headers.get('authorization');
  if (!response.ok || !token) throw new Error(`login of ${email} failed: ${response.status}`);
  return token;
}

async function staffCall(email: string, method: string, path: string): Promise<void> {
  const response = await fetch(url(path), { method, headers: { Authorization: await staffToken(email) } });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
}

/** A public report through the API, as another reporter's frame sends it; answers case id and status link. */
async function reportByApi(email: string | null): Promise<{ id: number; caseNumber: number; statusUrl: string }> {
  const categoryId = withServerDb(
    (db) =>
      (
        db.prepare("select c.id from category c join tenant t on t.id = c.tenant_id where t.name = 'Musterstadt' order by c.id").get() as {
          id: number;
        }
      ).id,
  );
  const response = await fetch(url(`/api/case?apiKey=${KEY}`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Device-Id': 'e2e-frames-device' },
    body: JSON.stringify({
      description: 'Straßenschild verdreht.',
      photos: [],
      category: categoryId,
      latitude: 52.2242,
      longitude: 13.4321,
      email,
    }),
  });
  if (response.status !== 201) throw new Error(`public report failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Goes through the wizard by mouse up to step 4 (used where the steps themselves are not the subject). */
async function fillToStep4(page: Page): Promise<void> {
  await page.goto(WIZARD);
  await (await locationMap(page)).click();
  await button(page, 'Weiter').click();
  await page.getByRole('radio', { name: 'Verkehrsflächen' }).check();
  await button(page, 'Weiter').click();
  await stepHeading(page, 3).waitFor();
  await button(page, 'Weiter').click();
  await stepHeading(page, 4).waitFor();
}

/** The map of the published cases, once its markers or clusters are in it. */
async function casesMap(page: Page): Promise<Locator> {
  const map = page.getByRole('region', { name: 'Karte der gemeldeten Mängel' });
  await map.locator('.cases-map__marker, .map-cluster').first().waitFor();
  return map;
}

interface ShownOnMap {
  /** cases whose marker or cluster lies wholly inside the map */
  inside: number;
  /** cases whose icon only partly shows at the map's edge */
  partly: number;
  outside: number;
  /** markers and clusters */
  icons: number;
  /** the names of the single markers whose centre (their place) is inside the map */
  markersInView: string[];
}

/** What the map shows: how many cases its markers and clusters stand for (a cluster counts its number), and where. */
function shownOnMap(map: Locator): Promise<ShownOnMap> {
  return map.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const within = (x: number, y: number) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
    const shown: ShownOnMap = { inside: 0, partly: 0, outside: 0, icons: 0, markersInView: [] };
    for (const icon of element.querySelectorAll<HTMLElement>('.cases-map__marker, .map-cluster')) {
      const rect = icon.getBoundingClientRect();
      const cluster = icon.classList.contains('map-cluster');
      const cases = cluster ? Number(icon.querySelector('[aria-hidden="true"]')?.textContent) : 1;
      const centred = within(rect.left + rect.width / 2, rect.top + rect.height / 2);
      const whole = within(rect.left, rect.top) && within(rect.right, rect.bottom);
      shown[whole ? 'inside' : centred ? 'partly' : 'outside'] += cases;
      shown.icons++;
      if (!cluster && centred) shown.markersInView.push(icon.title);
    }
    return shown;
  });
}

/** Musterstadt's cases published on the map, counted in the database. */
const publishedCount = () =>
  withServerDb(
    (db) =>
      (
        db
          .prepare(
            "select count(*) as n from defect_case d join tenant t on t.id = d.tenant_id where t.name = 'Musterstadt' and d.published_on_map = 1",
          )
          .get() as { n: number }
      ).n,
  );

/**
 * Opens the public map and checks that it shows every published case on opening: markers and clusters inside
 * the map account for all of them, and the list (the cases in view) says so too.
 */
async function expectMapShowsAllPublished(page: Page): Promise<Locator> {
  const published = publishedCount();
  expect(published).toBeGreaterThan(1);
  await page.goto(MAP);
  const map = await casesMap(page);
  await expect.poll(() => shownOnMap(map)).toMatchObject({ inside: published, partly: 0, outside: 0 });
  await page.getByRole('region', { name: 'Gemeldete Mängel' }).getByText(`${published} Meldungen auf der Karte`, { exact: true }).waitFor();
  return map;
}

/**
 * The words of the wizard's step labels that the layout breaks across lines (or lets stick out of their
 * column): a word whose characters lie on more than one line is broken inside, hyphenated or not.
 */
function brokenStepLabels(page: Page | Frame): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const name of document.querySelectorAll<HTMLElement>('.wizard-steps__name')) {
      if (name.scrollWidth > name.clientWidth) broken.push(`${name.textContent} (wider than its column)`);
      const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.visually-hidden')) continue;
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}

/** /fall-melden: the wizard's frame inside the page. */
function wizardFrame(page: Page): Frame {
  const inner = page.frames().find((frame) => frame.url().includes('/create-case-frame'));
  if (!inner) expect.fail('the wizard frame is not loaded');
  return inner;
}

/** /fall-melden: the iframe has grown to the wizard's height, so nothing scrolls inside it. */
async function expectEmbedFitsWizard(page: Page): Promise<void> {
  const iframe = page.locator('iframe[title="Karte"]');
  const inner = wizardFrame(page);
  await expect
    .poll(async () => {
      const [outer, content] = await Promise.all([
        iframe.evaluate((element) => element.clientHeight),
        inner.evaluate(() => document.documentElement.scrollHeight),
      ]);
      return content - outer;
    })
    .toBeLessThanOrEqual(0);
  expect(await inner.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(false);
}

describeE2E('public frames', () => {
  const session = useBrowser();

  it('a citizen reports a defect by mouse: map click, category, photo, description, both boxes; thanks, then the map', async () => {
    const { page } = session;
    await page.goto(WIZARD);
    await page.getByRole('heading', { level: 1, name: 'Mangel melden – Musterstadt' }).waitFor();
    const steps = page.getByRole('list', { name: 'Fortschritt' });
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain('Ort');
    const map = await locationMap(page);
    expect(await button(page, 'Weiter').isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    // a click inside Musterstadt's boundary sets the marker, a second click moves it
    const chosen = page.getByText(/^Gewählter Ort: Breite 52,2\d+, Länge 13,4\d+$/);
    await map.click({ position: { x: 100, y: 100 } });
    const first = await chosen.textContent();
    await map.click();
    await expect.poll(() => chosen.textContent()).not.toBe(first);
    expect(await map.locator('.leaflet-marker-icon').count()).toBe(1);
    await expectNoAxeViolations(page);
    await button(page, 'Weiter').click();

    // step 2: the focus is on the step's heading, Weiter waits for a category
    await stepHeading(page, 2).waitFor();
    expect(await isFocused(stepHeading(page, 2))).toBe(true);
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain('Kategorie');
    await page.getByText('Zuständig: Musterstadt').waitFor();
    expect(await button(page, 'Weiter').isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Verkehrsflächen' }).check();
    await expectNoAxeViolations(page);
    await button(page, 'Weiter').click();

    // step 3: one photo
    await stepHeading(page, 3).waitFor();
    const photos = page.getByRole('group', { name: 'Fotos (freiwillig)' });
    await photos.locator('input[type=file]').setInputFiles({ name: 'schlagloch.png', mimeType: 'image/png', buffer: png() });
    await photos.getByRole('img', { name: 'Bild 1' }).waitFor();
    await expectNoAxeViolations(page);
    await button(page, 'Weiter').click();

    // step 4: the counter, the field message over 250 characters, and Senden only with both boxes ticked
    await stepHeading(page, 4).waitFor();
    const description = page.getByLabel('Beschreibung', { exact: true });
    await description.fill('x'.repeat(251));
    await page.getByText('Die Beschreibung darf nicht mehr als 250 Zeichen beinhalten').waitFor();
    await description.fill('Tiefes Schlagloch vor dem Rathaus, Radfahrer weichen auf den Gehweg aus.');
    await page.getByText('72 von 250 Zeichen', { exact: true }).waitFor();
    expect(await button(page, 'Senden').isDisabled()).toBe(true);
    await page.getByLabel(/Nutzungsbedingungen/).check();
    expect(await button(page, 'Senden').isDisabled()).toBe(true);
    await page.getByLabel(/Datenschutzerklärung/).check();
    await expectNoAxeViolations(page);

    // the entries survive a reload
    await page.reload();
    await stepHeading(page, 4).waitFor();
    expect(await description.inputValue()).toBe('Tiefes Schlagloch vor dem Rathaus, Radfahrer weichen auf den Gehweg aus.');
    expect(await page.getByLabel(/Datenschutzerklärung/).isChecked()).toBe(true);
    await button(page, 'Senden').click();

    const number = page.getByText(/^Ihre Meldung ist unter der Nummer \d+ eingegangen\.$/);
    await number.waitFor();
    const caseNumber = Number((await number.textContent())?.match(/\d+/)?.[0]);
    const stored = withServerDb(
      (db) =>
        db
          .prepare(
            `select d.id, d.latitude, d.longitude, d.email, (select count(*) from case_photo p where p.case_id = d.id) as photos
             from defect_case d join tenant t on t.id = d.tenant_id where t.name = 'Musterstadt' and d.case_number = ?`,
          )
          .get(caseNumber) as { id: number; latitude: number; longitude: number; photos: number; email: string | null },
    );
    expect(stored.latitude).toBeCloseTo(52.22, 2);
    expect(stored.longitude).toBeCloseTo(13.44, 2);
    expect(stored.photos).toBe(1);
    expect(stored.email).toBeNull();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `bp.frame.report.${KEY}`)).toBeNull();
    await page.getByText(/^Weiter zur Karte in \d+ Sekunden?\.$/).waitFor();
    await expectNoAxeViolations(page);

    // after the countdown: the map, with the new report on it once staff published it (Musterstadt moderates)
    await staffCall(ACCOUNTS.musterAdmin, 'PUT', `/api/case/${stored.id}/map-published/true`);
    await page.waitForURL((address) => address.pathname === '/cases-map', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('apiKey')).toBe(KEY);
    await page
      .getByRole('region', { name: 'Gemeldete Mängel' })
      .getByRole('heading', { name: `Nr. ${caseNumber} · Verkehrsflächen` })
      .waitFor();
  });

  it('a citizen reports by keyboard alone, placing the report by address search; the status link comes by mail', async () => {
    const { page } = session;
    const reporter = `tastatur-${Date.now()}@example.org`;
    await page.goto(WIZARD);
    await locationMap(page);

    // a plain field until it has the focus; what is typed there goes on in the combobox that takes its place
    const search = page.getByLabel('Adresse suchen');
    await tabTo(page, search);
    await page.keyboard.type('Rathausplatz Musterstadt');
    await page.getByText('1 Adresse gefunden.').waitFor();
    expect(await page.getByRole('combobox', { name: 'Adresse suchen' }).inputValue()).toBe('Rathausplatz Musterstadt');
    // open or not yet, the arrow key leads to the first suggestion, as in any combobox
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByText(/^Gewählter Ort: Breite 52,2201/).waitFor();
    await tabTo(page, button(page, 'Weiter'));
    await page.keyboard.press('Enter');

    await stepHeading(page, 2).waitFor();
    const firstCategory = page.getByRole('radio').first();
    await tabTo(page, firstCategory);
    await page.keyboard.press('Space');
    expect(await firstCategory.isChecked()).toBe(true);
    await tabTo(page, button(page, 'Weiter'));
    await page.keyboard.press('Enter');

    await stepHeading(page, 3).waitFor();
    await tabTo(page, button(page, 'Weiter'));
    await page.keyboard.press('Enter');

    await stepHeading(page, 4).waitFor();
    await tabTo(page, page.getByLabel('Beschreibung', { exact: true }));
    await page.keyboard.type('Ampel am Rathausplatz zeigt dauerhaft Rot.');
    await tabTo(page, page.getByLabel('E-Mail (freiwillig)'));
    await page.keyboard.type('kein-gueltiger-name@');
    await page.keyboard.press('Tab');
    await page.getByText('E-Mail muss entweder gültig oder leer sein.').waitFor();
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(page.getByLabel('E-Mail (freiwillig)'))).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(reporter);
    await tabTo(page, page.getByLabel(/Nutzungsbedingungen/));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel(/Datenschutzerklärung/));
    await page.keyboard.press('Space');
    const since = Date.now();
    await tabTo(page, button(page, 'Senden'));
    await page.keyboard.press('Enter');

    await page.getByText(`Einen Link zum Bearbeitungsstand haben wir an ${reporter} geschickt.`).waitFor();
    const number = Number((await page.getByText(/^Ihre Meldung ist unter der Nummer \d+ eingegangen\.$/).textContent())?.match(/\d+/)?.[0]);
    // the redirect can be stopped from the keyboard too
    await tabTo(page, button(page, 'Weiterleitung anhalten'));
    await page.keyboard.press('Enter');
    await page.getByText('Die Weiterleitung ist angehalten.').waitFor();

    const mail = await waitForMail(reporter, { since, subject: `Ihre Meldung Nr. ${number} ist eingegangen` });
    const statusLink = extractLinks(mail).find((link) => link.includes('/fall-status?token='));
    expect(statusLink).toBeDefined();
    await page.goto(statusLink!);
    await page.getByRole('heading', { level: 1, name: `Ihre Meldung Nr. ${number}` }).waitFor();
    await page.getByText('Ampel am Rathausplatz zeigt dauerhaft Rot.').waitFor();
  });

  it("keeps the report when the phone loses the map's, the search's or a step's code: each says so and tries again", async () => {
    const { page } = session;
    const lost = /\/assets\/(?:PickerMap|AddressSearch|PhotosStep)-[^/]+\.js$/;
    const losing = new Set(['PickerMap', 'AddressSearch', 'PhotosStep']);
    await page.route(lost, (route) => {
      const chunk = new URL(route.request().url()).pathname.split('/').pop()?.split('-')[0] ?? '';
      return losing.has(chunk) ? route.abort('internetdisconnected') : route.continue();
    });
    try {
      await page.goto(WIZARD);
      await page.getByText(/^Die Karte konnte nicht geladen werden\./).waitFor();
      const search = page.getByLabel('Adresse suchen');
      await search.focus();
      await page.getByText('Die Adresssuche ist gerade nicht erreichbar.').waitFor();
      expect(await page.getByRole('combobox').count()).toBe(0);
      await expectNoAxeViolations(page);

      // the map and the search try again in place: the map at its button, the search at the field's next focus
      losing.delete('PickerMap');
      losing.delete('AddressSearch');
      await button(page, 'Erneut versuchen').click();
      await locationMap(page);
      await search.focus();
      await page.getByRole('combobox', { name: 'Adresse suchen' }).waitFor();

      await page.getByText('Koordinaten eingeben', { exact: true }).click();
      await page.getByLabel('Breitengrad').fill('52,2201');
      await page.getByLabel('Längengrad').fill('13,4402');
      await button(page, 'Ort übernehmen').click();
      await page.getByText(/^Gewählter Ort: Breite 52,2201/).waitFor();
      await button(page, 'Weiter').click();
      await page.getByRole('radio').first().check();
      await button(page, 'Weiter').click();
      await page.getByText('Dieser Schritt konnte nicht geladen werden. Ihre Angaben bleiben erhalten.').waitFor();

      // a step tries again by loading the page anew, which opens on the kept draft
      losing.delete('PhotosStep');
      await button(page, 'Erneut versuchen').click();
      await stepHeading(page, 3).waitFor();
      await button(page, 'Weiter').waitFor();
      await button(page, 'Zurück').click();
      await button(page, 'Zurück').click();
      await page.getByText(/^Gewählter Ort: Breite 52,2201/).waitFor();
    } finally {
      await page.unroute(lost);
    }
  });

  it('the reporter follows the mailed status link, and rates the handling once staff finished the case', async () => {
    const { page } = session;
    const reporter = `bewertung-${Date.now()}@example.org`;
    const since = Date.now();
    const created = await reportByApi(reporter);
    const mail = await waitForMail(reporter, { since, subject: `Ihre Meldung Nr. ${created.caseNumber} ist eingegangen` });
    const statusLink = extractLinks(mail).find((link) => link.includes('/fall-status?token='));
    expect(statusLink).toBe(created.statusUrl);

    await page.goto(statusLink!);
    await page.getByRole('heading', { level: 1, name: `Ihre Meldung Nr. ${created.caseNumber}` }).waitFor();
    await page.getByText('Erstellt', { exact: true }).waitFor();
    await button(page, 'Meldung zurückziehen').waitFor();
    expect(await page.getByRole('group', { name: 'Wie zufrieden sind Sie mit der Bearbeitung?' }).count()).toBe(0);
    // the mailed link carries no API key; the footer links Musterstadt's accessibility statement all the same
    const statementLink = page.getByRole('contentinfo').getByRole('link', { name: 'Barrierefreiheit', exact: true });
    expect(await statementLink.getAttribute('href')).toBe(`/barrierefreiheit?apiKey=${KEY}`);
    await expectNoAxeViolations(page);

    // staff answer and finish the case (through the API)
    const token = await staffToken(ACCOUNTS.musterAdmin);
    const answer = await fetch(url(`/api/case/${created.id}/note`), {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ description: 'Das Schild wurde wieder gerade gestellt.', type: 'ANSWER' }),
    });
    expect(answer.status).toBe(201);
    await staffCall(ACCOUNTS.musterAdmin, 'PUT', `/api/case/${created.id}/state/FINISHED`);

    await page.reload();
    await page.getByText('Abgeschlossen', { exact: true }).waitFor();
    await page.getByText('Das Schild wurde wieder gerade gestellt.').waitFor();
    expect(await button(page, 'Meldung zurückziehen').count()).toBe(0);
    const rating = page.getByRole('group', { name: 'Wie zufrieden sind Sie mit der Bearbeitung?' });
    await rating.getByRole('radio', { name: '2 – unzufrieden' }).check();
    await page.getByLabel('Kommentar (freiwillig)').fill('Hat lange gedauert.');
    await expectNoAxeViolations(page);
    await button(page, 'Bewertung senden').click();
    await page.getByText('Ihre Bewertung: 2 von 5').waitFor();
    expect(await rating.count()).toBe(0);
    const stored = withServerDb((db) => db.prepare('select rating, rating_comment from defect_case where id = ?').get(created.id));
    expect(stored).toEqual({ rating: 2, rating_comment: 'Hat lange gedauert.' });

    // and the statement opens with Musterstadt's text (the key works there)
    await statementLink.click();
    await page
      .getByRole('main', { name: 'Erklärung zur Barrierefreiheit' })
      .getByText(/teilweise barrierefrei/)
      .waitFor();
  });

  it('the reporter withdraws an open report after confirming', async () => {
    const { page } = session;
    const created = await reportByApi(null);
    await page.goto(created.statusUrl);
    await button(page, 'Meldung zurückziehen').click();
    const question = page.getByText(/^Möchten Sie Ihre Meldung wirklich zurückziehen\?/);
    await question.waitFor();
    expect(await isFocused(question)).toBe(true);
    await expectNoAxeViolations(page);
    await button(page, 'Abbrechen').click();
    expect(await isFocused(button(page, 'Meldung zurückziehen'))).toBe(true);
    await button(page, 'Meldung zurückziehen').click();
    await button(page, 'Ja, zurückziehen').click();
    await page.getByText('Zurückgezogen', { exact: true }).waitFor();
    expect(await button(page, 'Meldung zurückziehen').count()).toBe(0);
    expect(withServerDb((db) => db.prepare('select state from defect_case where id = ?').get(created.id))).toEqual({ state: 'CANCELLED' });
  });

  it("the status link says that the reporter's personal data was deleted after the retention, and nothing else", async () => {
    const { page } = session;
    const created = await reportByApi(`aufbewahrung-${Date.now()}@example.org`);
    await staffCall(ACCOUNTS.musterAdmin, 'PUT', `/api/case/${created.id}/state/FINISHED`);
    // what the housekeeping's retention does (eraseReporterData) once the tenant's days after closing have passed
    withServerDb((db) =>
      db
        .prepare('update defect_case set email = null, device_id = null, reporter_data_erased_at = ? where id = ?')
        .run(new Date().toISOString(), created.id),
    );
    await page.goto(created.statusUrl);
    await page.getByText('Ihre personenbezogenen Daten zu dieser Meldung wurden gelöscht.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Ihre Meldung' }).waitFor();
    expect(await page.getByText('Straßenschild verdreht.').count()).toBe(0);
    expect(await page.getByText('Abgeschlossen', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('the map shows a case once staff publish it, with its popup reachable from the list', async () => {
    const { page } = session;
    const newest = withServerDb(
      (db) =>
        db
          .prepare(
            "select d.id, d.case_number as number from defect_case d join tenant t on t.id = d.tenant_id where t.name = 'Musterstadt' order by d.created_at desc, d.id desc",
          )
          .get() as { id: number; number: number },
    );
    const entry = () =>
      page.getByRole('region', { name: 'Gemeldete Mängel' }).getByRole('heading', { name: new RegExp(`^Nr\\. ${newest.number} · `) });

    await staffCall(ACCOUNTS.musterAdmin, 'PUT', `/api/case/${newest.id}/map-published/false`);
    await page.goto(MAP);
    await page.getByRole('heading', { level: 1, name: 'Mängelkarte' }).waitFor();
    await page
      .getByRole('region', { name: 'Gemeldete Mängel' })
      .getByText(/Meldungen? auf der Karte/)
      .waitFor();
    expect(await entry().count()).toBe(0);

    await staffCall(ACCOUNTS.musterAdmin, 'PUT', `/api/case/${newest.id}/map-published/true`);
    await page.reload();
    await entry().waitFor();
    const map = page.getByRole('region', { name: 'Karte der gemeldeten Mängel' });
    await map.locator('.leaflet-pane').first().waitFor({ state: 'attached' });
    await page.getByRole('button', { name: new RegExp(`^Nr\\. ${newest.number} · .+ auf der Karte zeigen$`) }).click();
    const popup = map.locator('.leaflet-popup-content');
    await popup.getByText(`Nr. ${newest.number}`, { exact: false }).waitFor();
    expect(await popup.textContent()).toMatch(/gemeldet am \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Mangel melden' }).click();
    await waitForPath(page, '/create-case-frame');
    expect(new URL(page.url()).searchParams.get('apiKey')).toBe(KEY);
  });

  it("step 4 links the municipality's terms, privacy notice and imprint in new tabs; the report stays as it was", async () => {
    const { page } = session;
    await fillToStep4(page);
    const description = page.getByLabel('Beschreibung', { exact: true });
    await description.fill('Gullydeckel klappert.');
    const pages = [
      ['Nutzungsbedingungen (AGB) (öffnet in neuem Tab)', '#nutzungsbedingungen'],
      ['Datenschutzerklärung (öffnet in neuem Tab)', '#datenschutz'],
      ['Impressum (öffnet in neuem Tab)', '#impressum'],
    ];
    for (const [name, section] of pages) {
      const link = page.getByRole('link', { name });
      expect(await link.getAttribute('target')).toBe('_blank');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      // Musterstadt's demo pages (fixtures/demo/platform.json), served by the portal
      expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(`/beispiele/musterstadt.html${section}`);
      await tab.getByRole('heading', { level: 1, name: 'Rechtliche Hinweise der Gemeinde Musterstadt' }).waitFor();
      await expectNoAxeViolations(tab);
      await tab.close();
    }
    expect(await page.getByLabel(/Nutzungsbedingungen/).isChecked()).toBe(false);
    expect(await description.inputValue()).toBe('Gullydeckel klappert.');
    await expectNoAxeViolations(page);
  });

  it('says in German that the API key is missing, and does not break', async () => {
    const { page } = session;
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await page.goto('/cases-map');
    await page
      .getByRole('alert')
      .getByText(/ohne API-Schlüssel aufgerufen/)
      .waitFor();
    // an effect logs the error after the notice has rendered: poll for it
    await expect.poll(() => consoleErrors.some((text) => text.includes('apiKey'))).toBe(true);
    await expectNoAxeViolations(page);

    await page.goto('/create-case-frame');
    await page
      .getByRole('alert')
      .getByText(/ohne API-Schlüssel aufgerufen/)
      .waitFor();

    await page.goto('/cases-map?apiKey=gibt-es-nicht');
    await page.getByRole('alert').getByText('Dieser API-Schlüssel ist unbekannt.').waitFor();
  });

  it('/fall-melden embeds the wizard in an iframe titled "Karte": one heading, and the iframe as tall as the wizard', async () => {
    const { page } = session;
    await page.goto(`/fall-melden?apiKey=${KEY}`);
    const frame = page.getByTitle('Karte');
    expect(await frame.evaluate((element) => element.tagName)).toBe('IFRAME');
    const inner = page.frameLocator('iframe[title="Karte"]');
    await inner.getByRole('heading', { level: 1, name: 'Mangel melden – Musterstadt' }).waitFor();
    await inner.getByRole('region', { name: 'Karte zur Wahl des Ortes' }).locator('.leaflet-pane').first().waitFor({ state: 'attached' });
    // the heading once in sight: the wizard's; the page around it has one for screen readers only
    expect(await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.className)).toBe('visually-hidden');
    expect(await inner.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectEmbedFitsWizard(page);
    await expectNoAxeViolations(page);
  });

  it('speaks English with ?lang=en', async () => {
    const { page } = session;
    await page.goto(`${MAP}&lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Map of reported defects' }).waitFor();
    await page.getByRole('link', { name: 'Report a defect' }).click();
    await page.getByRole('heading', { level: 2, name: /^Step 1 of 4/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expectNoAxeViolations(page);
  });
});

describeE2E('public frames on a 360 px phone', () => {
  const session = useBrowser({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  /** Nothing is wider than the screen (no sideways scrolling). */
  const fitsScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('every wizard step, the map, /fall-melden and /fall-status fit the screen and pass axe', async () => {
    const { page } = session;
    await page.goto(WIZARD);
    await locationMap(page);
    expect(await fitsScreen(page)).toBe(true);
    await expectNoAxeViolations(page);

    await fillToStep4(page);
    expect(await fitsScreen(page)).toBe(true);
    expect(await brokenStepLabels(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await button(page, 'Zurück').click();
    await stepHeading(page, 3).waitFor();
    expect(await fitsScreen(page)).toBe(true);
    await expectNoAxeViolations(page);
    await button(page, 'Zurück').click();
    await page.getByRole('radio', { name: 'Verkehrsflächen' }).waitFor();
    expect(await fitsScreen(page)).toBe(true);
    await expectNoAxeViolations(page);

    await page.goto(MAP);
    await page.getByRole('region', { name: 'Karte der gemeldeten Mängel' }).locator('.leaflet-pane').first().waitFor({ state: 'attached' });
    expect(await fitsScreen(page)).toBe(true);
    await expectNoAxeViolations(page);

    await page.goto(`/fall-melden?apiKey=${KEY}`);
    await page
      .frameLocator('iframe[title="Karte"]')
      .getByRole('heading', { level: 2, name: /^Schritt \d von 4/ })
      .waitFor();
    expect(await fitsScreen(page)).toBe(true);
    await expectNoAxeViolations(page);

    const created = await reportByApi(null);
    await page.goto(created.statusUrl);
    await button(page, 'Meldung zurückziehen').waitFor();
    expect(await fitsScreen(page)).toBe(true);
    await expectNoAxeViolations(page);
  });
});

/** 10,000 published cases around Musterstadt's centre, spread evenly by a fixed sequence (no randomness). */
function manyCases(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    caseNumber: i + 1,
    latitude: 52.19 + ((i * 7919) % 1000) / 1000 / 16,
    longitude: 13.39 + ((i * 104729) % 1000) / 1000 / 10,
    state: i % 3 === 0 ? 'FINISHED' : 'CREATED',
    category: 'Verkehrsflächen',
    createdAtFormatted: '2026.05.04 10:00',
    description: `Meldung ${i + 1}`,
  }));
}

describeE2E('the public map on a 1366 × 800 desktop', () => {
  const session = useBrowser({ viewport: { width: 1366, height: 800 } });

  it('opens on every published case, with the list beside the map saying so', async () => {
    const { page } = session;
    await expectMapShowsAllPublished(page);
    expect(await page.getByText('Die Liste neben der Karte zeigt die Meldungen im Kartenausschnitt.').isVisible()).toBe(true);
    expect(await page.getByText('Die Liste unter der Karte zeigt die Meldungen im Kartenausschnitt.').isVisible()).toBe(false);
    const [map, list] = await Promise.all([
      page.getByRole('region', { name: 'Karte der gemeldeten Mängel' }).boundingBox(),
      page.getByRole('region', { name: 'Gemeldete Mängel' }).boundingBox(),
    ]);
    expect(list!.x).toBeGreaterThanOrEqual(map!.x + map!.width);
    await expectNoAxeViolations(page);
  });

  it('groups nearby cases into clusters that the keyboard reaches and opens; the list follows the view', async () => {
    const { page } = session;
    const published = publishedCount();
    const map = await expectMapShowsAllPublished(page);
    const list = page.getByRole('region', { name: 'Gemeldete Mängel' });

    // zoomed out, the cases gather into clusters, each a button named by its number of cases
    const zoomOut = page.getByRole('button', { name: 'Verkleinern' });
    const cluster = map.getByRole('button', { name: /^Gruppe mit \d+ Meldungen, zum Aufklappen auswählen$/ }).first();
    for (let i = 0; i < 6 && (await cluster.count()) === 0; i++) await zoomOut.click();
    await cluster.waitFor();
    await expect.poll(() => shownOnMap(map)).toMatchObject({ inside: published, partly: 0, outside: 0 });
    await expectNoAxeViolations(page);

    // Tab reaches a cluster, Enter opens it: the map zooms in and shows fewer cases per icon
    const before = await shownOnMap(map);
    await tabTo(page, cluster);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await shownOnMap(map)).icons).toBeGreaterThan(before.icons);

    // zoomed in further, the list holds only the cases in view, each single marker there among them (polled: the
    // list follows at the zoom's end, the markers settle after it)
    await page.getByRole('button', { name: 'Vergrößern' }).click();
    const listInStep = async () => {
      const counted = Number((await list.locator('[aria-live]').textContent())?.match(/^(\d+) von /)?.[1] ?? published);
      const listed = await list.getByRole('heading', { level: 3 }).allTextContents();
      const unlisted = (await shownOnMap(map)).markersInView.filter((marker) => !listed.some((title) => marker.startsWith(`${title}, `)));
      return counted < published && counted === listed.length && unlisted.length === 0;
    };
    await expect.poll(listInStep).toBe(true);

    // "Alle Meldungen zeigen" brings every case back into view
    await list.getByRole('button', { name: 'Alle Meldungen zeigen' }).click();
    await list.getByText(`${published} Meldungen auf der Karte`, { exact: true }).waitFor();
    await expect.poll(() => shownOnMap(map)).toMatchObject({ inside: published, partly: 0, outside: 0 });
  });

  it('stays readable and quick with 10,000 cases: clusters, all in view, the list in step', async () => {
    const { page } = session;
    const cases = manyCases(10_000);
    await page.route('**/api/case/map?**', (route) =>
      route.fulfill({
        json: { cases, showCreateCaseButton: true, mapCenterLatitude: 52.22, mapCenterLongitude: 13.44, boundary: [] },
      }),
    );
    const started = Date.now();
    await page.goto(MAP);
    const map = await casesMap(page);
    await expect.poll(() => shownOnMap(map), { timeout: 20_000 }).toMatchObject({ inside: 10_000, outside: 0 });
    const opened = Date.now() - started;
    // a few dozen icons stand for all of them
    expect((await shownOnMap(map)).icons).toBeLessThan(100);
    console.info(`10,000 cases: map and clusters ready after ${opened} ms`);
    const list = page.getByRole('region', { name: 'Gemeldete Mängel' });
    await list.getByText('10000 Meldungen auf der Karte', { exact: true }).waitFor();
    expect(await list.getByRole('heading', { level: 3 }).count()).toBe(50);

    // zoomed in, the list follows: fewer cases, the first 50 of them listed
    await page.getByRole('button', { name: 'Vergrößern' }).click();
    const count = list.getByText(/^\d+ von 10000 Meldungen im Kartenausschnitt$/);
    await count.waitFor();
    const inView = Number((await count.textContent())?.match(/^\d+/)?.[0]);
    expect(inView).toBeGreaterThan(0);
    expect(inView).toBeLessThan(10_000);
    expect(await list.getByRole('heading', { level: 3 }).count()).toBe(Math.min(inView, 50));
    await expectNoAxeViolations(page);
  });
});

describeE2E('public frames on a 390 px phone', () => {
  const session = useBrowser({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  it('the map opens on every published case, with the list below it saying so', async () => {
    const { page } = session;
    await expectMapShowsAllPublished(page);
    expect(await page.getByText('Die Liste unter der Karte zeigt die Meldungen im Kartenausschnitt.').isVisible()).toBe(true);
    expect(await page.getByText('Die Liste neben der Karte zeigt die Meldungen im Kartenausschnitt.').isVisible()).toBe(false);
    const [map, list] = await Promise.all([
      page.getByRole('region', { name: 'Karte der gemeldeten Mängel' }).boundingBox(),
      page.getByRole('region', { name: 'Gemeldete Mängel' }).boundingBox(),
    ]);
    expect(list!.y).toBeGreaterThanOrEqual(map!.y + map!.height);
    await expectNoAxeViolations(page);
  });

  it("keeps the list in place while the map is still loading: the map's room is kept for it", async () => {
    const { page } = session;
    const mapCode = await holdRequests(page, /\/assets\/CasesMapView-[^/]+\.js$/);
    try {
      await page.goto(MAP);
      const list = page.getByRole('region', { name: 'Gemeldete Mängel' });
      await list.getByRole('heading', { level: 2 }).waitFor();
      const before = (await list.boundingBox())!.y;
      mapCode.release();
      await casesMap(page);
      expect((await list.boundingBox())!.y).toBe(before);
      // the shifts a visitor sees while the frame loads, as Lighthouse sums them (target: under 0.1)
      expect(await layoutShifts(page)).toBeLessThan(0.1);
    } finally {
      await mapCode.stop();
    }
  });

  it('keeps step 1 in place while its map and its address search load: their room is kept for them', async () => {
    const { page } = session;
    const mapCode = await holdRequests(page, /\/assets\/PickerMap-[^/]+\.js$/);
    try {
      await page.goto(WIZARD);
      await page.getByText('Karte wird geladen …').waitFor();
      const next = button(page, 'Weiter');
      const before = (await next.boundingBox())!.y;
      mapCode.release();
      await locationMap(page);
      expect((await next.boundingBox())!.y).toBe(before);
      await page.getByLabel('Adresse suchen').focus();
      await page.getByRole('combobox', { name: 'Adresse suchen' }).waitFor();
      expect((await next.boundingBox())!.y).toBe(before);
      // the shifts a visitor sees while the frame loads, as Lighthouse sums them (target: under 0.1)
      expect(await layoutShifts(page)).toBeLessThan(0.1);
      await expectNoAxeViolations(page);
    } finally {
      await mapCode.stop();
    }
  });

  it('the step labels keep their words whole, in German and English', async () => {
    const { page } = session;
    await fillToStep4(page);
    expect(await brokenStepLabels(page)).toEqual([]);
    await page.goto(`${WIZARD}&lang=en`);
    await page.getByRole('heading', { level: 2, name: /^Step 4 of 4/ }).waitFor();
    expect(await brokenStepLabels(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  it('/fall-melden shows one heading and grows with the wizard instead of scrolling inside', async () => {
    const { page } = session;
    await page.goto(`/fall-melden?apiKey=${KEY}`);
    const inner = page.frameLocator('iframe[title="Karte"]');
    await inner.getByRole('heading', { level: 2, name: /^Schritt 1 von 4/ }).waitFor();
    // one heading in sight, the wizard's; the page's own is for screen readers only
    expect(await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.className)).toBe('visually-hidden');
    expect(await inner.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectEmbedFitsWizard(page);
    expect(await brokenStepLabels(wizardFrame(page))).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
