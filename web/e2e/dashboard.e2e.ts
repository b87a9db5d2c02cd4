import { expect, it } from 'vitest';
import { ACCOUNTS, login, submitLogin, waitForPath } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';

const TILES = [
  'Neue Fälle in den letzten 24 Stunden',
  'Neue Fälle diese Woche',
  'Abgeschlossene Fälle diese Woche',
  'Neue Fälle im Zeitverlauf',
  'Neueste Fälle',
  'Negativ bewertete Fälle',
  'Fälle mit Bearbeitungsfrist',
];

/** Chart.js travels in the chunk of the dashboard's chart only (Vite names it after CasesChart.tsx). */
const isChartChunk = (url: string) => /\/assets\/CasesChart-[\w-]+\.js$/.test(new URL(url).pathname);

describeE2E('dashboard', () => {
  const session = useBrowser();

  it('greets the Musterstadt admin and renders the tiles, the chart canvas and its figures', async () => {
    const { page } = session;
    const chartChunks: string[] = [];
    page.on('response', (response) => {
      if (isChartChunk(response.url())) chartChunks.push(response.url());
    });
    await login(page, ACCOUNTS.musterAdmin);
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText(/^Guten (Morgen|Tag|Abend), Anna$/).waitFor();
    for (const tile of TILES) await page.getByRole('region', { name: tile }).waitFor();

    const week = page.getByRole('region', { name: 'Neue Fälle diese Woche' });
    await week.getByText(/(gegenüber der Vorwoche|Kein Vergleich möglich)/).waitFor();
    const chartTile = page.getByRole('region', { name: 'Neue Fälle im Zeitverlauf' });
    await chartTile.getByText(/(gegenüber dem Vorjahr|Keine Vorjahreszahlen zum Vergleich)$/).waitFor();

    // it opens on the last 12 months, a point per week (a daily line over a year is too spiky to read)
    const canvas = chartTile.getByRole('img', { name: /^Liniendiagramm der neuen Fälle pro Woche seit dem \d{1,2}\. \S+ \d{4}\./ });
    await canvas.waitFor();
    expect(await canvas.evaluate((element) => element.tagName)).toBe('CANVAS');
    const box = await canvas.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    expect(box?.height ?? 0).toBeGreaterThan(100);
    expect(chartChunks).toHaveLength(1);

    await chartTile.getByText('Zahlen als Tabelle anzeigen').click();
    const weeks = chartTile.getByRole('table', { name: /^Neue Fälle pro Woche seit dem / });
    await weeks.waitFor();
    expect([53, 54, 55]).toContain(await weeks.getByRole('row').count());

    // the range by keyboard, as radio buttons: everything since 1 October 2022, a point per week
    const ranges = chartTile.getByRole('group', { name: 'Zeitraum' });
    expect(await ranges.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value')))).toEqual([
      '12',
      '24',
      'all',
    ]);
    expect(await ranges.getByRole('radio', { name: '12 Monate' }).isChecked()).toBe(true);
    await ranges.getByRole('radio', { name: '12 Monate' }).focus();
    await page.keyboard.press('ArrowRight');
    await chartTile.getByRole('table', { name: /^Neue Fälle pro Woche seit dem / }).waitFor();
    await page.keyboard.press('ArrowRight');
    expect(await ranges.getByRole('radio', { name: 'Alle' }).isChecked()).toBe(true);
    const table = chartTile.getByRole('table', { name: 'Neue Fälle pro Woche seit dem 1. Oktober 2022' });
    await table.waitFor();
    await chartTile.getByRole('img', { name: /^Liniendiagramm der neuen Fälle pro Woche seit dem 1\. Oktober 2022\./ }).waitFor();
    // every row a Monday in the product's date format: the diagram's first days (Saturday, 1 October) count in the week of 26 September
    expect(await table.getByRole('rowheader').first().textContent()).toBe('2022.09.26');
    expect(await table.getByRole('rowheader').nth(1).textContent()).toBe('2022.10.03');
    expect(await table.getByRole('row').count()).toBeGreaterThan(100);

    // the chosen range survives a reload
    await page.reload();
    await page.getByRole('group', { name: 'Zeitraum' }).getByRole('radio', { name: 'Alle' }).waitFor();
    expect(await page.getByRole('group', { name: 'Zeitraum' }).getByRole('radio', { name: 'Alle' }).isChecked()).toBe(true);

    const newest = page.getByRole('region', { name: 'Neueste Fälle' });
    await newest.getByRole('listitem').first().waitFor();
    expect(await newest.getByRole('listitem').count()).toBe(5);
    expect(await newest.getByRole('link').first().getAttribute('href')).toMatch(/^\/edit-case\?caseId=\d+$/);
    await page
      .getByRole('region', { name: 'Negativ bewertete Fälle' })
      .getByText(/Bewertung: [12] von 5/)
      .first()
      .waitFor();
    const deadlines = page.getByRole('region', { name: 'Fälle mit Bearbeitungsfrist' });
    await deadlines
      .getByText(/^Frist: \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/)
      .first()
      .waitFor();
    await expectNoAxeViolations(page);

    // each tile's button opens the list of its own cases, whatever list was used last
    await deadlines.getByRole('link', { name: /^Zur Fallverwaltung/ }).click();
    await waitForPath(page, '/cases');
    expect(new URL(page.url()).search).toBe('?filter=open&sort=stateChangedDeadline&order=ASC');
    await page.goBack();
    await page.getByRole('link', { name: 'Zur Fallverwaltung (Negativ bewertete Fälle)' }).click();
    await waitForPath(page, '/cases');
    expect(new URL(page.url()).searchParams.get('filter')).toBe('negative');
    await expectNoAxeViolations(page);
  });

  it('loads Chart.js only on the dashboard', async () => {
    const { page } = session;
    const chartChunks: string[] = [];
    page.on('response', (response) => {
      if (isChartChunk(response.url())) chartChunks.push(response.url());
    });
    // straight to the category list: landing on the dashboard would fetch the chart
    await page.goto('/login?routingTarget=%2Fcategories');
    await submitLogin(page, ACCOUNTS.musterAdmin);
    await waitForPath(page, '/categories');
    await page.getByRole('heading', { level: 1, name: 'Kategorien' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    expect(chartChunks).toEqual([]);
  });

  it('fits a 360 px wide screen', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 740 });
    await login(page, ACCOUNTS.musterAdmin);
    await waitForPath(page, '/dashboard');
    await page.getByRole('region', { name: 'Neue Fälle im Zeitverlauf' }).getByRole('img').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});
