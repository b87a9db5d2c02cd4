import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseListItem } from '@contracts/case.js';
import type { PageOf } from '@contracts/common.js';
import { addAccount } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { neutraliseFormula } from './export-columns.js';
import { addCase, addCategory } from './test-fixtures.js';

let t: TestApp;
let muster: number;
let dorf: number;
const NO_CASES = 'ohne-faelle@musterstadt.example';
const ROADS_ONLY = 'strassen-export@musterstadt.example';
const FORMULA = '=HYPERLINK("http://boese.example","Klick")';

const exportOf = (as: string, query: string) => t.request(as, { url: `/api/case/export?${query}` });

/** The CSV's data lines split into fields (the test's own texts hold no `;` inside quotes). */
function csvRows(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
}

/** The list's first 200 cases and its total, for the same parameters. */
async function listOf(as: string, query: string): Promise<PageOf<CaseListItem>> {
  const response = await t.request(as, { url: `/api/case?size=200&${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await buildTestApp();
  muster = t.ids.tenants.musterstadt!;
  dorf = t.ids.tenants.beispieldorf!;
  const roads = await addCategory(t.db, muster, 'Straßen (Export)');
  await addCase(t.db, {
    tenantId: muster,
    categoryId: roads,
    description: FORMULA,
    email: 'melderin@example.org',
    deviceId: 'geraet-export-1',
    latitude: 52.2212345,
    longitude: 13.4412345,
  });
  await addAccount(t, NO_CASES, 'musterstadt', ['VIEW_DASHBOARD']);
  const restricted = await addAccount(t, ROADS_ONLY, 'musterstadt', ['VIEW_CASES', 'VIEW_OTHERS_CASES']);
  await t.db.insertInto('userCategoryAssignment').values({ userId: restricted.id, categoryId: roads }).execute();
});
afterAll(() => t.close());

describe('GET /api/case/export', () => {
  it('writes the cases of the list as German spreadsheets read CSV: BOM, semicolons, CRLF, the list order', async () => {
    const response = await exportOf(ACCOUNTS.musterAdmin, 'format=csv&state=open&sort=caseNumber&order=ASC');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="faelle-offene-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(
      response.body.startsWith(
        '\uFEFFNr.;Erstellt;Erstellt (ISO 8601);Status;Kategorie;Unterkategorie;Beschreibung;Bearbeiter;Frist;Frist (ISO 8601);Breite;Länge;Bewertung\r\n',
      ),
    ).toBe(true);
    const [header, ...rows] = csvRows(response.body);
    expect(header).not.toContain('Mandant');
    const listed = await listOf(ACCOUNTS.musterAdmin, 'state=open&sort=caseNumber&order=ASC');
    expect(rows.length).toBe(listed.totalElements);
    expect(rows.slice(0, 200).map((row) => Number(row[0]))).toEqual(listed.content.map((c) => c.caseNumber));
    expect(rows.every((row) => /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/.test(row[1]!))).toBe(true);
    expect(rows.every((row) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/.test(row[2]!))).toBe(true);
    expect(rows.every((row) => row[3] === 'Erstellt' || row[3] === 'In Bearbeitung')).toBe(true);
  });

  it('neither exports the reporter’s address nor device, and defuses a formula', async () => {
    const body = (await exportOf(ACCOUNTS.musterAdmin, 'format=csv&search=HYPERLINK')).body;
    expect(body).not.toContain('melderin@example.org');
    expect(body).not.toContain('geraet-export-1');
    const [, row] = csvRows(body);
    expect(row![6]).toBe(`"'=HYPERLINK(""http://boese.example"",""Klick"")"`);
    expect(row!.slice(10, 12)).toEqual(['52,2212345', '13,4412345']);
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx']) expect(neutraliseFormula(text)).toBe(`'${text}`);
    expect(neutraliseFormula('Laterne = kaputt')).toBe('Laterne = kaputt');
  });

  it('writes times as German spreadsheets read them, in Berlin time, and each as ISO 8601 with its offset beside it', async () => {
    const times = [
      // the last minute of winter time and the first of summer time: the clocks jump from 02:00 to 03:00
      ['2026-03-29T00:59:00.000Z', '29.03.2026 01:59', '2026-03-29T01:59:00+01:00'],
      ['2026-03-29T01:00:00.000Z', '29.03.2026 03:00', '2026-03-29T03:00:00+02:00'],
      // the hour from 02:00 to 03:00 happens twice in October: only the offset tells the two apart
      ['2026-10-25T00:10:00.000Z', '25.10.2026 02:10', '2026-10-25T02:10:00+02:00'],
      ['2026-10-25T01:10:00.000Z', '25.10.2026 02:10', '2026-10-25T02:10:00+01:00'],
      ['2026-11-28T04:00:00.000Z', '28.11.2026 05:00', '2026-11-28T05:00:00+01:00'],
    ];
    for (const [index, [createdAt]] of times.entries()) {
      const id = await addCase(t.db, { tenantId: muster, categoryId: null, description: `Zeitumstellung ${index}` });
      const deadline = index === 0 ? { stateChangedDeadline: '2026-07-01T10:00:00.000Z' } : {};
      await t.db
        .updateTable('defectCase')
        .set({ createdAt, ...deadline })
        .where('id', '=', id)
        .execute();
    }
    const [header, ...rows] = csvRows(
      (await exportOf(ACCOUNTS.musterAdmin, 'format=csv&search=Zeitumstellung&sort=createdAt&order=ASC')).body,
    );
    expect(header!.slice(1, 3)).toEqual(['Erstellt', 'Erstellt (ISO 8601)']);
    expect(rows.map((row) => row.slice(1, 3))).toEqual(times.map(([, german, iso]) => [german, iso]));
    expect(header!.slice(8, 10)).toEqual(['Frist', 'Frist (ISO 8601)']);
    expect(rows[0]!.slice(8, 10)).toEqual(['01.07.2026 12:00', '2026-07-01T12:00:00+02:00']);
    expect(rows[1]!.slice(8, 10)).toEqual(['', '']);
  });

  it('writes XLSX with typed cells: numbers as numbers, times as dates, text as text', async () => {
    const response = await exportOf(ACCOUNTS.musterAdmin, 'format=xlsx&search=HYPERLINK');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Nr.',
      'Erstellt',
      'Status',
      'Kategorie',
      'Unterkategorie',
      'Beschreibung',
      'Bearbeiter',
      'Frist',
      'Breite',
      'Länge',
      'Bewertung',
    ]);
    const row = sheet.getRow(2);
    expect(typeof row.getCell(1).value).toBe('number');
    expect(row.getCell(2).value).toBeInstanceOf(Date);
    expect(row.getCell(2).numFmt).toBe('yyyy.mm.dd hh:mm');
    expect(row.getCell(6).value).toBe(FORMULA);
    expect(row.getCell(6).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(9).value).toBe(52.2212345);
    expect(sheet.rowCount).toBe(2);
  });

  it('writes GeoJSON as an RFC 7946 FeatureCollection, longitude first', async () => {
    const response = await exportOf(ACCOUNTS.musterAdmin, 'format=geojson&search=HYPERLINK');
    expect(response.headers['content-type']).toBe('application/geo+json');
    const collection = response.json();
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toHaveLength(1);
    expect(collection.features[0]).toMatchObject({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [13.4412345, 52.2212345] },
      properties: { description: FORMULA, state: 'Erstellt', category: 'Straßen (Export)' },
    });
    expect(JSON.stringify(collection)).not.toContain('melderin@example.org');
  });

  it('adds the tenant for a user who sees several tenants, and exports exactly their list', async () => {
    const [header, ...rows] = csvRows((await exportOf(ACCOUNTS.superAdmin, 'format=csv&state=closed')).body);
    expect(header!.at(-1)).toBe('Mandant');
    const listed = await listOf(ACCOUNTS.superAdmin, 'state=closed');
    expect(rows.length).toBe(listed.totalElements);
    expect(rows.slice(0, 200).map((row) => row[0])).toEqual(listed.content.map((c) => String(c.caseNumber ?? '')));
    const tenantNames = new Map((await t.db.selectFrom('tenant').select(['id', 'name']).execute()).map((row) => [row.id, row.name]));
    expect(rows.slice(0, 200).map((row) => row.at(-1))).toEqual(
      listed.content.map((c) => (c.tenantId === null ? '' : tenantNames.get(c.tenantId))),
    );
  });

  it('answers 400 for an unknown format or sort, in German', async () => {
    const format = await exportOf(ACCOUNTS.musterAdmin, 'format=pdf');
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toMatch(/[äöüß]|format/i);
    expect((await exportOf(ACCOUNTS.musterAdmin, 'format=csv&sort=email')).statusCode).toBe(400);
  });

  it('exports for a clerk with assigned categories only the cases of those categories', async () => {
    const [, ...rows] = csvRows((await exportOf(ROADS_ONLY, 'format=csv')).body);
    expect(rows.map((row) => row[4])).toEqual(['Straßen (Export)']);
    expect(rows.length).toBe((await listOf(ROADS_ONLY, '')).totalElements);
  });

  it('needs VIEW_CASES', async () => {
    expect((await exportOf(NO_CASES, 'format=csv')).statusCode).toBe(403);
    expect((await t.request(null, { url: '/api/case/export?format=csv' })).statusCode).toBe(401);
  });

  it('answers 404 for another tenant, as the list does', async () => {
    expect((await exportOf(ACCOUNTS.musterAdmin, `format=csv&tenant=${dorf}`)).statusCode).toBe(404);
    const own = csvRows((await exportOf(ACCOUNTS.dorfAdmin, 'format=csv')).body);
    expect(own.slice(1).length).toBe((await listOf(ACCOUNTS.dorfAdmin, '')).totalElements);
  });
});
