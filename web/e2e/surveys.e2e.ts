import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { PublicSurvey, VoteBody } from '@contracts/survey.js';
import { ACCOUNTS, login, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E, url } from './support/env.js';
import { rowWith } from './support/screen.js';

/** The demo API key of Musterstadt (fixtures/demo/platform.json), as the municipal app sends it. */
const API_KEY = 'demo-musterstadt';
const SURVEY = 'E2E Spielplatz Nord';
const FIRST = 'Welche Spielgeräte wünschen Sie sich?';
const SECOND = 'Wie alt sind Ihre Kinder?';
const NOTES = ['Bitte einen Sonnenschutz über dem Sandkasten.', 'Mehr Bänke für die Eltern.'];

/** A text matched literally inside a pattern (question texts end in "?"). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const question = (page: Page, number: number) => page.getByRole('group', { name: `Frage ${number}`, exact: true });
const textIn = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** The rows of a figures table as "label|value|value…". */
async function tableRows(table: Locator): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? '').join('|')));
}

/** A citizen's vote through the public endpoint, from a device of its own. */
async function vote(surveyId: number, deviceId: string, body: VoteBody): Promise<Response> {
  return fetch(url(`/api/public/survey/${surveyId}/vote?apiKey=${API_KEY}`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Device-Id': deviceId },
    body: JSON.stringify(body),
  });
}

describeE2E('surveys', () => {
  const session = useBrowser();
  let surveyId = 0;

  it('builds a survey with two questions and saves it as the Musterstadt admin', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await page.getByRole('navigation', { name: 'Bürgerinformationen' }).getByRole('link', { name: 'Umfragen' }).click();
    await waitForPath(page, '/surveys');
    await page.getByRole('heading', { level: 1, name: 'Umfragen' }).waitFor();
    await rowWith(page, 'Neugestaltung des Marktplatzes').waitFor();
    expect(await page.getByRole('table', { name: 'Umfragen' }).getByRole('columnheader').allTextContents()).toEqual([
      'Name',
      'Zeitraum',
      'Mandant',
      'Aktionen',
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Neue Umfrage erstellen' }).click();
    await waitForPath(page, '/create-survey');
    await page.getByRole('heading', { level: 1, name: 'Umfrage anlegen' }).waitFor();
    // defaults: start now, end 367 days later, shown in the dashboard, one required single-choice question
    const start = await page.getByRole('textbox', { name: /^Start/ }).inputValue();
    expect(start).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    expect(await page.getByRole('textbox', { name: /^Ende/ }).inputValue()).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    expect(await page.getByRole('checkbox', { name: 'Ergebnis im Dashboard anzeigen' }).isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Mandant' }).inputValue()).toBe('Musterstadt');
    expect(await question(page, 1).getByRole('checkbox', { name: 'Pflichtfrage' }).isChecked()).toBe(true);
    expect(await question(page, 1).getByRole('radio', { name: 'Einfachauswahl' }).isChecked()).toBe(true);
    await page.getByRole('region', { name: 'Karte des Umfragegebiets' }).waitFor();
    await expectNoAxeViolations(page);

    // the save checks, in order, before anything is sent
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByRole('alert').getByText('Der Name der Umfrage darf nicht leer sein.').waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill(SURVEY);
    expect(await textIn(question(page, 1), 'Fragetext').inputValue()).toBe(SURVEY);
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByRole('alert').getByText('Sie müssen mindestens 2 Antwortmöglichkeiten anbieten.').waitFor();

    const first = question(page, 1);
    await textIn(first, 'Fragetext').fill(FIRST);
    await textIn(first, 'Antwort 1').fill('Schaukel');
    await textIn(first, 'Antwort 2').fill('Rutsche');
    await first.getByRole('button', { name: /^Antwort hinzufügen/ }).click();
    // the new answer field has the keyboard (once it is rendered)
    await expect.poll(() => textIn(first, 'Antwort 3').evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type('Klettergerüst');
    expect(await textIn(first, 'Antwort 3').inputValue()).toBe('Klettergerüst');
    await first.getByRole('radio', { name: 'Mehrfachauswahl' }).check();

    await page.getByRole('button', { name: 'Frage hinzufügen' }).click();
    const second = question(page, 2);
    await expect.poll(() => textIn(second, 'Fragetext').evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type(SECOND);
    expect(await textIn(second, 'Fragetext').inputValue()).toBe(SECOND);
    await textIn(second, 'Antwort 1').fill('unter 6');
    await textIn(second, 'Antwort 2').fill('6 bis 12');

    // a question removed after asking
    await page.getByRole('button', { name: 'Frage hinzufügen' }).click();
    await question(page, 3)
      .getByRole('button', { name: /^Frage löschen/ })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Frage löschen' });
    await dialog.getByText('Wollen Sie die Frage wirklich löschen?').waitFor();
    await dialog.getByRole('button', { name: 'Frage löschen' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('group', { name: /^Frage \d$/ }).count()).toBe(2);

    // a boundary point (the survey area has no minimum)
    const map = page.getByRole('region', { name: 'Karte des Umfragegebiets' });
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await page.getByText('Punkte (1)').waitFor();

    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await waitForPath(page, '/surveys');
    await page.getByRole('status').getByText('Die Umfrage wurde gespeichert.').waitFor();
    const created = rowWith(page, SURVEY);
    await created.waitFor();
    const href = await created.getByRole('link', { name: `Bearbeiten (${SURVEY})` }).getAttribute('href');
    surveyId = Number(/surveyId=(\d+)$/.exec(href ?? '')?.[1]);
    expect(surveyId).toBeGreaterThan(0);
  });

  it('takes votes through the public endpoint, one per device', async () => {
    expect(surveyId).toBeGreaterThan(0);
    const response = await fetch(url(`/api/public/survey/${surveyId}?apiKey=${API_KEY}`));
    expect(response.status).toBe(200);
    const survey = (await response.json()) as PublicSurvey;
    expect(survey.running).toBe(true);
    expect(survey.questions.map((q) => q.name)).toEqual([FIRST, SECOND]);
    const answerIds = (index: number, ...texts: string[]) =>
      texts.map((text) => survey.questions[index]!.answers.find((a) => a.text === text)!.id);
    const ballot = (first: string[], second: string, note?: string): VoteBody => ({
      answers: [
        { questionId: survey.questions[0]!.id, answerIds: answerIds(0, ...first) },
        { questionId: survey.questions[1]!.id, answerIds: answerIds(1, second) },
      ],
      note: note ?? null,
    });

    const ballots: Array<[string, VoteBody]> = [
      ['e2e-device-1', ballot(['Schaukel', 'Rutsche'], 'unter 6', NOTES[0])],
      ['e2e-device-2', ballot(['Schaukel'], '6 bis 12')],
      ['e2e-device-3', ballot(['Klettergerüst'], 'unter 6', NOTES[1])],
      ['e2e-device-4', ballot(['Schaukel', 'Klettergerüst'], '6 bis 12')],
    ];
    for (const [device, body] of ballots) expect((await vote(surveyId, device, body)).status).toBe(201);

    const again = await vote(surveyId, 'e2e-device-1', ballot(['Rutsche'], 'unter 6'));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('ALREADY_VOTED');
  });

  it('shows the votes per question, two questions crossed and the notes on the saved survey', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto(`/edit-survey?surveyId=${surveyId}`);
    await page.getByRole('heading', { level: 1, name: 'Umfrage bearbeiten' }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(SURVEY);
    await page.getByText('Punkte (1)').waitFor();

    const results = page.getByRole('region', { name: 'Ergebnisse' });
    await results.getByText('Teilnehmende bisher: 4').waitFor();
    const chart = results.getByRole('img', {
      name: `Balkendiagramm der Stimmen je Antwort zur Frage „${FIRST}“. Die Zahlen stehen auch in der Tabelle darunter.`,
    });
    await chart.waitFor();
    expect(await chart.evaluate((element) => element.tagName)).toBe('CANVAS');
    expect((await chart.boundingBox())?.height ?? 0).toBeGreaterThan(80);
    await results.getByRole('img', { name: new RegExp(`^Balkendiagramm der Stimmen je Antwort zur Frage „${literal(SECOND)}“`) }).waitFor();

    await results.getByText('Zahlen als Tabelle anzeigen').first().click();
    const firstTable = results.getByRole('table', { name: `Stimmen je Antwort zur Frage „${FIRST}“` });
    expect(await tableRows(firstTable)).toEqual(['Schaukel|3', 'Rutsche|1', 'Klettergerüst|2']);

    const cross = results.getByRole('table', { name: `Antworten auf „${FIRST}“ (Zeilen) nach Antworten auf „${SECOND}“ (Spalten)` });
    await cross.waitFor();
    expect(await cross.locator('thead th').allTextContents()).toEqual([`Antwort auf „${FIRST}“`, 'unter 6', '6 bis 12']);
    expect(await tableRows(cross)).toEqual(['Schaukel|1|2', 'Rutsche|1|0', 'Klettergerüst|1|1']);
    await results.getByRole('img', { name: /^Gruppiertes Balkendiagramm/ }).waitFor();

    // the other way round, chosen with the keyboard
    await results.getByRole('combobox', { name: 'Erste Frage' }).selectOption({ label: SECOND });
    const swapped = results.getByRole('table', { name: `Antworten auf „${SECOND}“ (Zeilen) nach Antworten auf „${FIRST}“ (Spalten)` });
    await swapped.waitFor();
    expect(await tableRows(swapped)).toEqual(['unter 6|1|1|1', '6 bis 12|2|0|1']);

    const notes = results.getByRole('region', { name: 'Anmerkungen der Teilnehmenden' });
    // the notes load on their own: wait for their list before reading it
    await notes.waitFor();
    expect(
      (await notes.getByRole('listitem').allTextContents()).map((text) => text.replace(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/, '')),
    ).toEqual([NOTES[1], NOTES[0]]);
    await expectNoAxeViolations(page);
  });

  it('shows the survey’s results on the dashboard', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await waitForPath(page, '/dashboard');
    const tile = page.getByRole('region', { name: 'Umfrageergebnisse' });
    const survey = tile.getByRole('article', { name: SURVEY });
    await survey.getByText('Teilnehmende: 4', { exact: false }).waitFor();
    const canvas = survey.getByRole('img', {
      name: new RegExp(`^Balkendiagramm der Stimmen je Antwort zur Frage „${literal(FIRST)}“ der Umfrage „${literal(SURVEY)}“`),
    });
    await canvas.waitFor();
    expect(await canvas.evaluate((element) => element.tagName)).toBe('CANVAS');
    await tile.getByRole('article', { name: 'Neugestaltung des Marktplatzes' }).waitFor();
    // the second question's figures
    await survey.getByText('Zahlen als Tabelle anzeigen').nth(1).click();
    expect(await tableRows(survey.getByRole('table', { name: `Stimmen je Antwort zur Frage „${SECOND}“` }))).toEqual([
      'unter 6|2',
      '6 bis 12|2',
    ]);
    await expectNoAxeViolations(page);
    expect(await survey.getByRole('link', { name: `Umfrage öffnen (${SURVEY})` }).getAttribute('href')).toBe(
      `/edit-survey?surveyId=${surveyId}`,
    );
  });

  it('fits a 360 px wide screen', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 740 });
    await login(page, ACCOUNTS.musterAdmin);
    for (const path of ['/surveys', '/create-survey', `/edit-survey?surveyId=${surveyId}`]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (path === '/surveys') await page.getByRole('link', { name: `Bearbeiten (${SURVEY})` }).waitFor();
      else await page.getByRole('region', { name: 'Karte des Umfragegebiets' }).waitFor();
      if (path.startsWith('/edit-survey')) await page.getByRole('region', { name: 'Ergebnisse' }).getByRole('img').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    }
  });

  it('deletes the survey after asking', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto('/surveys');
    await page.getByRole('searchbox', { name: 'Umfragen suchen' }).fill('E2E Spielplatz');
    const created = rowWith(page, SURVEY);
    await created.getByRole('button', { name: `Löschen (${SURVEY})` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Umfrage löschen' });
    await dialog.getByText(`Wollen Sie die Umfrage „${SURVEY}“ wirklich löschen?`, { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('status').getByText(`Die Umfrage „${SURVEY}“ wurde gelöscht.`).waitFor();
    await page.getByText('Keine Umfrage passt zur Suche.').waitFor();
  });
});
