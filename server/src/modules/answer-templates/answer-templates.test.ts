import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillAnswerTemplate, type AnswerTemplate } from '@contracts/answer-template.js';
import type { Case } from '@contracts/case.js';
import { addAccount, addNoRightsAccount, NO_RIGHTS } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
/** a clerk who writes answers only for the cases of one assigned category */
const ASSIGNED = 'zugewiesen@musterstadt.example';
beforeAll(async () => {
  t = await buildTestApp();
  await addNoRightsAccount(t);
  const { id } = await addAccount(t, ASSIGNED, 'musterstadt', ['VIEW_CASES', 'VIEW_OTHERS_CASES', 'CREATE_CASE_NOTES']);
  await t.db
    .insertInto('userCategoryAssignment')
    .values({ userId: id, categoryId: t.ids.categories['musterstadt:Verkehrsflächen']! })
    .execute();
});
afterAll(() => t.close());

const template = (key: string) => t.ids.answerTemplates[key]!;
const names = (list: { name: string }[]) => list.map((c) => c.name);
const MUSTERSTADT = ['Bereits bekannt', 'Eingangsbestätigung', 'Mangel behoben', 'Nicht zuständig', 'Prüfung vor Ort'];
const TEXT = 'Ihre Meldung {fallnummer} vom {datum} ({kategorie}, {status}) – Stadt {gemeinde}';

const create = (as: string, payload: object) => t.request(as, { method: 'POST', url: '/api/answer-template', payload });

describe('GET /api/answer-template', () => {
  it("lists the caller's tenant's templates by name, with text and tenant", async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: '/api/answer-template' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ totalElements: 5, totalPages: 1, page: 0, size: 50 });
    expect(names(page.content)).toEqual(MUSTERSTADT);
    expect(page.content[2]).toEqual({
      id: template('musterstadt:Mangel behoben'),
      name: 'Mangel behoben',
      text: expect.stringContaining('Fallnummer {fallnummer}, Kategorie „{kategorie}“'),
      tenantId: t.ids.tenants.musterstadt,
      tenant: { id: t.ids.tenants.musterstadt, name: 'Musterstadt', designationMap: { de: 'Musterstadt', en: 'Musterstadt' } },
      createdAt: expect.any(String),
      editedAt: null,
    });
  });

  it('lists every tenant for the super admin, sorts by the allow-listed keys, searches name and text, filters a tenant and pages', async () => {
    expect((await t.request(ACCOUNTS.superAdmin, { url: '/api/answer-template' })).json().totalElements).toBeGreaterThanOrEqual(6);
    const byTenant = (
      await t.request(ACCOUNTS.superAdmin, { url: '/api/answer-template', query: { sort: 'tenant.name', order: 'DESC' } })
    ).json();
    expect(byTenant.content[0].tenant.name).toBe('Musterstadt');
    expect(byTenant.content.at(-1).tenant.name).toBe('Beispieldorf');
    const byText = (await t.request(ACCOUNTS.musterAdmin, { url: '/api/answer-template', query: { search: 'BAUHOF' } })).json();
    expect(names(byText.content)).toEqual(['Prüfung vor Ort']);
    const dorf = (
      await t.request(ACCOUNTS.superAdmin, { url: '/api/answer-template', query: { tenant: String(t.ids.tenants.beispieldorf) } })
    ).json();
    expect(names(dorf.content)).toEqual(['Eingangsbestätigung']);
    const second = (await t.request(ACCOUNTS.musterAdmin, { url: '/api/answer-template', query: { size: '2', page: '2' } })).json();
    expect(names(second.content)).toEqual(['Prüfung vor Ort']);
  });

  it('serves the case file’s picker: a clerk who writes answers reads the templates of the own tenant only', async () => {
    const own = await t.request(ACCOUNTS.musterClerk, {
      url: '/api/answer-template',
      query: { tenant: String(t.ids.tenants.musterstadt), size: '200' },
    });
    expect(own.statusCode).toBe(200);
    expect(names(own.json().content)).toEqual(MUSTERSTADT);
    const other = await t.request(ACCOUNTS.musterClerk, {
      url: '/api/answer-template',
      query: { tenant: String(t.ids.tenants.beispieldorf) },
    });
    expect(other.statusCode).toBe(404);
  });

  it('answers 400 for an unknown sort key or bad paging, 403 without a right that reads templates, 404 for a tenant outside scope', async () => {
    const sort = await t.request(ACCOUNTS.musterAdmin, { url: '/api/answer-template', query: { sort: 'text' } });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().code).toBe('INVALID_SORT');
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/answer-template', query: { size: '0' } })).statusCode).toBe(400);
    expect((await t.request(NO_RIGHTS, { url: '/api/answer-template' })).statusCode).toBe(403);
    // support works across tenants but writes no answers and manages no categories
    expect((await t.request(ACCOUNTS.support, { url: '/api/answer-template' })).statusCode).toBe(403);
    const other = await t.request(ACCOUNTS.dorfAdmin, {
      url: '/api/answer-template',
      query: { tenant: String(t.ids.tenants.musterstadt) },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('GET /api/answer-template/{id}', () => {
  it('answers the template', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: `/api/answer-template/${template('musterstadt:Nicht zuständig')}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Nicht zuständig', tenant: { name: 'Musterstadt' } });
  });

  it('answers 400, 403 and 404 (unknown id or another tenant)', async () => {
    const id = template('musterstadt:Nicht zuständig');
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/answer-template/abc' })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.musterClerk, { url: `/api/answer-template/${id}` })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/api/answer-template/${id}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/answer-template/999999' })).statusCode).toBe(404);
  });
});

describe('POST /api/answer-template', () => {
  it("creates a template in the caller's tenant, trimmed, and in a chosen tenant for the super admin", async () => {
    const created = await create(ACCOUNTS.musterAdmin, { name: '  Rückfrage ', text: ` ${TEXT}\n`, createdAt: 'ignored' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Rückfrage', text: TEXT, tenantId: t.ids.tenants.musterstadt, editedAt: null });
    const dorf = await create(ACCOUNTS.superAdmin, { name: 'Winterdienst', text: 'Wir streuen.', tenantId: t.ids.tenants.beispieldorf });
    expect(dorf.statusCode).toBe(201);
    expect(dorf.json().tenant.name).toBe('Beispieldorf');
  });

  it('accepts the placeholders in any case', async () => {
    expect((await create(ACCOUNTS.musterAdmin, { name: 'Groß', text: 'Fall {Fallnummer} vom {DATUM}' })).statusCode).toBe(201);
  });

  it('answers 400 in German for a blank name, a blank text, an unknown placeholder, an unknown tenant or a text too long', async () => {
    const blankName = await create(ACCOUNTS.musterAdmin, { name: ' ', text: 'Text' });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json()).toEqual({ code: 'NAME_MISSING', message: 'Bitte geben Sie einen Namen für den Textbaustein ein.' });
    const blankText = await create(ACCOUNTS.musterAdmin, { name: 'Leer', text: '  ' });
    expect(blankText.json()).toEqual({ code: 'TEXT_MISSING', message: 'Bitte geben Sie den Text des Textbausteins ein.' });
    const unknown = await create(ACCOUNTS.musterAdmin, { name: 'Tippfehler', text: 'Fall {fallnumer} vom {datum}, {name} {name}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 'UNKNOWN_PLACEHOLDER',
      message:
        'Der Text enthält unbekannte Platzhalter: {fallnumer}, {name}. Möglich sind {fallnummer}, {kategorie}, {status}, {datum}, {gemeinde}.',
    });
    const tenant = await create(ACCOUNTS.superAdmin, { name: 'X', text: 'Y', tenantId: 999_999 });
    expect(tenant.statusCode).toBe(400);
    expect(tenant.json().code).toBe('TENANT_UNKNOWN');
    expect((await create(ACCOUNTS.musterAdmin, { name: 'Lang', text: 'x'.repeat(4001) })).statusCode).toBe(400);
    expect((await create(ACCOUNTS.musterAdmin, { name: 5, text: 'x' })).statusCode).toBe(400);
  });

  it('answers 403 without MANAGE_CATEGORIES (a clerk who writes answers too) and for a tenant outside scope', async () => {
    expect((await create(ACCOUNTS.musterClerk, { name: 'X', text: 'Y' })).statusCode).toBe(403);
    expect((await create(ASSIGNED, { name: 'X', text: 'Y' })).statusCode).toBe(403);
    expect((await create(ACCOUNTS.musterAdmin, { name: 'X', text: 'Y', tenantId: t.ids.tenants.beispieldorf })).statusCode).toBe(403);
  });
});

describe('PUT /api/answer-template/{id}', () => {
  it('changes name and text, keeping the tenant when none is sent', async () => {
    const { id } = (await create(ACCOUNTS.musterAdmin, { name: 'Entwurf', text: 'Alt' })).json();
    const response = await t.request(ACCOUNTS.musterAdmin, {
      method: 'PUT',
      url: `/api/answer-template/${id}`,
      payload: { name: 'Endfassung', text: TEXT },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'Endfassung',
      text: TEXT,
      tenantId: t.ids.tenants.musterstadt,
      editedAt: expect.any(String),
    });
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/answer-template/${id}` })).json().name).toBe('Endfassung');
  });

  it('answers 400, 403 and 404', async () => {
    const id = template('musterstadt:Bereits bekannt');
    const put = (as: string, payload: object) => t.request(as, { method: 'PUT', url: `/api/answer-template/${id}`, payload });
    const invalid = await put(ACCOUNTS.musterAdmin, { name: 'Bereits bekannt', text: 'Fall {nummer}' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('UNKNOWN_PLACEHOLDER');
    expect((await put(ACCOUNTS.musterClerk, { name: 'X', text: 'Y' })).statusCode).toBe(403);
    expect((await put(ACCOUNTS.musterAdmin, { name: 'X', text: 'Y', tenantId: t.ids.tenants.beispieldorf })).statusCode).toBe(403);
    expect((await put(ACCOUNTS.dorfAdmin, { name: 'X', text: 'Y' })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/answer-template/${id}` })).json().name).toBe('Bereits bekannt');
  });
});

describe('DELETE /api/answer-template/{id}', () => {
  it('deletes a template', async () => {
    const { id } = (await create(ACCOUNTS.musterAdmin, { name: 'Weg damit', text: 'Tschüss' })).json();
    const response = await t.request(ACCOUNTS.musterAdmin, { method: 'DELETE', url: `/api/answer-template/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Der Textbaustein "Weg damit" wurde gelöscht.' });
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/answer-template/${id}` })).statusCode).toBe(404);
  });

  it('answers 400, 403 and 404', async () => {
    const id = template('musterstadt:Eingangsbestätigung');
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'DELETE', url: '/api/answer-template/0' })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.musterClerk, { method: 'DELETE', url: `/api/answer-template/${id}` })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.dorfAdmin, { method: 'DELETE', url: `/api/answer-template/${id}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/answer-template/${id}` })).statusCode).toBe(200);
  });
});

describe('a template filled in for a case', () => {
  it('gives a clerk with assigned categories the text of the own tenant’s template for a case of theirs', async () => {
    const caseFile: Case = (await t.request(ASSIGNED, { url: `/api/case/${t.ids.cases['musterstadt:schlagloch']}` })).json();
    const templates: AnswerTemplate[] = (
      await t.request(ASSIGNED, { url: '/api/answer-template', query: { tenant: String(caseFile.tenantId), size: '200' } })
    ).json().content;
    const received = templates.find((candidate) => candidate.name === 'Eingangsbestätigung')!;
    const day = `${caseFile.createdAtYear}.${String(caseFile.createdAtMonth).padStart(2, '0')}.${String(caseFile.createdAtDay).padStart(2, '0')}`;
    const filled = fillAnswerTemplate(received.text, caseFile);
    expect(filled).toContain(`vielen Dank für Ihre Meldung vom ${day}.`);
    expect(filled).toContain(`unter der Fallnummer ${caseFile.caseNumber} in der Kategorie „Verkehrsflächen“`);
    expect(filled).toContain('Ihre Stadtverwaltung Musterstadt');
    expect(filled).not.toMatch(/\{\w+\}/);
  });
});
