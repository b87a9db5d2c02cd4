import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNoRightsAccount, NO_RIGHTS } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addNoRightsAccount(t);
});
afterAll(() => t.close());

const tag = (key: string) => t.ids.tags[key]!;
const category = (key: string) => t.ids.categories[key];
const names = (list: { name: string }[]) => list.map((c) => c.name);

describe('GET /api/tag', () => {
  it('lists the subcategories of the caller with tenant, parent category and responsible person', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: '/api/tag' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.totalElements).toBe(14);
    expect(page.content[0].name).toBe('Baumschnitt');
    expect(page.content.find((x: { name: string }) => x.name === 'Gehwegschäden')).toEqual({
      id: tag('musterstadt:Gehwegschäden'),
      name: 'Gehwegschäden',
      categoryId: category('musterstadt:Verkehrsflächen'),
      category: { id: category('musterstadt:Verkehrsflächen'), name: 'Verkehrsflächen' },
      tenantId: t.ids.tenants.musterstadt,
      tenant: { id: t.ids.tenants.musterstadt, name: 'Musterstadt', designationMap: { de: 'Musterstadt', en: 'Musterstadt' } },
      initialAssigneeId: t.ids.users[ACCOUNTS.musterAdmin],
      initialAssignee: { id: t.ids.users[ACCOUNTS.musterAdmin], fullname: 'Anna Albrecht' },
      createdAt: expect.any(String),
      editedAt: null,
    });
  });

  it('sorts by parent category and tenant, searches name and parent, and shows every tenant to the super admin', async () => {
    const byCategory = (await t.request(ACCOUNTS.musterAdmin, { url: '/api/tag', query: { sort: 'category.name' } })).json();
    expect(byCategory.content[0].category.name).toBe('Abfall');
    expect(byCategory.content.at(-1).category.name).toBe('Verkehrsflächen');
    const search = (await t.request(ACCOUNTS.musterAdmin, { url: '/api/tag', query: { search: 'beleuchtung' } })).json();
    expect(names(search.content)).toEqual(['Dauerlicht', 'Laterne defekt']);
    const all = (await t.request(ACCOUNTS.superAdmin, { url: '/api/tag', query: { sort: 'tenant.name' } })).json();
    expect(all.totalElements).toBe(16);
    expect(all.content[0].tenant.name).toBe('Beispieldorf');
  });

  it('answers 400, 403 and 404 (tenant filter outside scope)', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/tag', query: { sort: 'id' } })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.musterClerk, { url: '/api/tag' })).statusCode).toBe(403);
    expect(
      (await t.request(ACCOUNTS.dorfAdmin, { url: '/api/tag', query: { tenant: String(t.ids.tenants.musterstadt) } })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/tag/{id}', () => {
  it('answers the subcategory, or 400, 403, 404', async () => {
    const id = tag('musterstadt:Schlaglöcher');
    const response = await t.request(ACCOUNTS.musterAdmin, { url: `/api/tag/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Schlaglöcher', category: { name: 'Verkehrsflächen' } });
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/tag/-1' })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.musterClerk, { url: `/api/tag/${id}` })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/api/tag/${id}` })).statusCode).toBe(404);
  });
});

describe('GET /api/tag/selectable', () => {
  it("offers the subcategories of the given categories in the target user's tenant", async () => {
    const ids = [category('musterstadt:Straßenbeleuchtung'), category('musterstadt:Spielplätze')].join(',');
    const response = await t.request(ACCOUNTS.musterAdmin, {
      url: '/api/tag/selectable',
      query: { targetUserId: String(t.ids.users[ACCOUNTS.musterClerk]), categoryIds: ids },
    });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['Defekte Spielgeräte', 'Verschmutzung', 'Dauerlicht', 'Laterne defekt']);
    const all = await t.request(ACCOUNTS.musterClerk, { url: '/api/tag/selectable' });
    expect(all.json()).toHaveLength(14);
    // another tenant's category yields nothing, even for the super admin
    const foreign = await t.request(ACCOUNTS.superAdmin, {
      url: '/api/tag/selectable',
      query: { targetUserId: String(t.ids.users[ACCOUNTS.dorfAdmin]), categoryIds: String(category('musterstadt:Verkehrsflächen')) },
    });
    expect(foreign.json()).toEqual([]);
    const search = await t.request(ACCOUNTS.dorfAdmin, { url: '/api/tag/selectable', query: { search: 'bank' } });
    expect(names(search.json())).toEqual(['Bankette']);
  });

  it('finds nothing for category ids beyond the integer range, on PostgreSQL as on SQLite', async () => {
    for (const categoryIds of ['6694754603', '9999999999,2147483648']) {
      const response = await t.request(ACCOUNTS.musterAdmin, { url: '/api/tag/selectable', query: { categoryIds } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it('answers 400 for malformed category ids, 403 without a picking right, 404 for a user outside scope', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/tag/selectable', query: { categoryIds: '1;2' } })).statusCode).toBe(400);
    expect((await t.request(NO_RIGHTS, { url: '/api/tag/selectable' })).statusCode).toBe(403);
    const outside = await t.request(ACCOUNTS.dorfAdmin, {
      url: '/api/tag/selectable',
      query: { targetUserId: String(t.ids.users[ACCOUNTS.musterClerk]) },
    });
    expect(outside.statusCode).toBe(404);
  });
});

describe('POST /api/tag/', () => {
  it('creates a subcategory of a category of the tenant (with and without trailing slash)', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: '/api/tag/',
      payload: {
        name: 'Ampeln',
        categoryId: category('musterstadt:Verkehrsflächen'),
        initialAssigneeId: t.ids.users[ACCOUNTS.musterClerk],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Ampeln',
      category: { name: 'Verkehrsflächen' },
      tenant: { name: 'Musterstadt' },
      initialAssignee: { fullname: 'Sven Sachs' },
    });
    const plain = await t.request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/tag',
      payload: { name: 'Glätte', categoryId: category('beispieldorf:Verkehrsflächen'), tenantId: t.ids.tenants.beispieldorf },
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ tenant: { name: 'Beispieldorf' }, initialAssignee: null });
  });

  it('answers 400 for a blank name, a category of another tenant, a missing category or a foreign responsible person', async () => {
    const own = category('musterstadt:Abfall');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ', categoryId: own }, 'Bitte geben Sie einen Namen für die Unterkategorie ein.'],
      [{ name: 'X', categoryId: category('beispieldorf:Abfall') }, 'Bitte wählen Sie eine Kategorie des gewählten Mandanten aus.'],
      [
        { name: 'X', categoryId: own, initialAssigneeId: t.ids.users[ACCOUNTS.dorfAdmin] },
        'Der Verantwortliche muss ein Nutzer des gewählten Mandanten sein.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await t.request(ACCOUNTS.musterAdmin, { method: 'POST', url: '/api/tag/', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'POST', url: '/api/tag/', payload: { name: 'X' } })).statusCode).toBe(400);
  });

  it('answers 403 without MANAGE_CATEGORIES and for a tenant outside scope', async () => {
    const payload = { name: 'X', categoryId: category('beispieldorf:Abfall'), tenantId: t.ids.tenants.beispieldorf };
    expect((await t.request(ACCOUNTS.musterClerk, { method: 'POST', url: '/api/tag/', payload })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'POST', url: '/api/tag/', payload })).statusCode).toBe(403);
  });
});

describe('PUT /api/tag/{id}', () => {
  it('renames, moves to another category of the tenant and changes the responsible person', async () => {
    const id = tag('musterstadt:Verschmutzung');
    const response = await t.request(ACCOUNTS.musterAdmin, {
      method: 'PUT',
      url: `/api/tag/${id}`,
      payload: { name: 'Verschmutzte Spielflächen', categoryId: category('musterstadt:Grünflächen'), initialAssigneeId: null },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'Verschmutzte Spielflächen',
      category: { name: 'Grünflächen' },
      initialAssignee: null,
    });
  });

  it('answers 400, 403 and 404', async () => {
    const id = tag('musterstadt:Dauerlicht');
    const categoryId = category('musterstadt:Straßenbeleuchtung');
    expect(
      (await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/tag/${id}`, payload: { name: '', categoryId } })).statusCode,
    ).toBe(400);
    expect(
      (await t.request(ACCOUNTS.musterClerk, { method: 'PUT', url: `/api/tag/${id}`, payload: { name: 'X', categoryId } })).statusCode,
    ).toBe(403);
    expect(
      (await t.request(ACCOUNTS.dorfAdmin, { method: 'PUT', url: `/api/tag/${id}`, payload: { name: 'X', categoryId } })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/tag/{id}', () => {
  it('deletes the subcategory; its cases keep the category, and assignments to it end', async () => {
    const id = tag('musterstadt:Dauerlicht');
    const clerk = t.ids.users[ACCOUNTS.musterClerk];
    await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/user/${clerk}/assigned-tags`, payload: [id] });
    const usedBy = await t.db.selectFrom('defectCase').select(['id', 'categoryId']).where('categoryTagId', '=', id).execute();
    expect(usedBy.length).toBeGreaterThan(0);

    const response = await t.request(ACCOUNTS.musterAdmin, { method: 'DELETE', url: `/api/tag/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Die Unterkategorie "Dauerlicht" wurde gelöscht.' });
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/tag/${id}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/user/${clerk}/assigned-tags` })).json()).toEqual([]);
    const after = await t.db
      .selectFrom('defectCase')
      .select(['categoryId', 'categoryTagId'])
      .where('id', '=', usedBy[0]!.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ categoryId: usedBy[0]!.categoryId, categoryTagId: null });
  });

  it('answers 400, 403 and 404', async () => {
    const id = tag('musterstadt:Baumschnitt');
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'DELETE', url: '/api/tag/x' })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.musterClerk, { method: 'DELETE', url: `/api/tag/${id}` })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.dorfAdmin, { method: 'DELETE', url: `/api/tag/${id}` })).statusCode).toBe(404);
  });
});
