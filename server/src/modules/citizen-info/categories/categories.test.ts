import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_RIGHTS } from '@contracts/catalog.js';
import { addAccount } from '../../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../../test/app.js';

let t: TestApp;
/** an information manager of another tenant (Bürgerportal Betrieb has BUERGERINFO, no TENANT_INDEPENDENCE) */
const OTHER = 'bis@betrieb.example';
beforeAll(async () => {
  t = await buildTestApp();
  await addAccount(t, OTHER, 'betrieb', ['BIS_MANAGE_CATEGORIES', 'BIS_MANAGE_INFORMATION']);
});
afterAll(() => t.close());

const category = (name: string) => t.ids.infoCategories[`musterstadt:${name}`]!;
const MUSTERSTADT = ['Baustellen', 'Bekanntmachungen', 'Bürgerbeteiligung', 'Umwelt & Grün', 'Veranstaltungen'];
const names = (list: { name: string }[]) => list.map((c) => c.name);

const post = (as: string, payload: object) => t.request(as, { method: 'POST', url: '/api/buergerinfo/category/', payload });

describe('GET /api/buergerinfo/category', () => {
  it("lists the caller's categories by name with icon, tenant and the caller's flags", async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: '/api/buergerinfo/category' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ totalElements: 5, totalPages: 1, page: 0, size: 50 });
    expect(names(page.content)).toEqual(MUSTERSTADT);
    expect(page.content[4]).toEqual({
      id: category('Veranstaltungen'),
      name: 'Veranstaltungen',
      icon: 'calendar',
      tenantId: t.ids.tenants.musterstadt,
      tenant: { id: t.ids.tenants.musterstadt, name: 'Musterstadt', designationMap: { de: 'Musterstadt', en: 'Musterstadt' } },
      editable: true,
      // demo items use every Musterstadt category
      deletable: false,
      createdAt: expect.any(String),
      editedAt: null,
    });
  });

  it('lists every tenant for the super admin, sorts, searches and pages', async () => {
    const all = (await t.request(ACCOUNTS.superAdmin, { url: '/api/buergerinfo/category' })).json();
    expect(all.totalElements).toBe(6);
    const byTenant = (
      await t.request(ACCOUNTS.superAdmin, { url: '/api/buergerinfo/category', query: { sort: 'tenant.name', order: 'DESC' } })
    ).json();
    expect(byTenant.content[0].tenant.name).toBe('Musterstadt');
    expect(byTenant.content.at(-1).tenant.name).toBe('Bürgerportal Betrieb');
    const search = (await t.request(ACCOUNTS.superAdmin, { url: '/api/buergerinfo/category', query: { search: 'GRÜN' } })).json();
    expect(names(search.content)).toEqual(['Umwelt & Grün']);
    const second = (await t.request(ACCOUNTS.musterAdmin, { url: '/api/buergerinfo/category', query: { size: '2', page: '2' } })).json();
    expect(names(second.content)).toEqual(['Veranstaltungen']);
    expect(second.totalPages).toBe(3);
  });

  it('answers 400 for an unknown sort, 403 without the module or BIS_MANAGE_CATEGORIES, 404 for a tenant outside scope', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/buergerinfo/category', query: { sort: 'createdBy' } })).statusCode).toBe(
      400,
    );
    const module = await t.request(ACCOUNTS.dorfAdmin, { url: '/api/buergerinfo/category' });
    expect(module.statusCode).toBe(403);
    expect(module.json().code).toBe('MODULE_MISSING');
    expect((await t.request(ACCOUNTS.musterClerk, { url: '/api/buergerinfo/category' })).statusCode).toBe(403);
    const other = await t.request(OTHER, { url: '/api/buergerinfo/category', query: { tenant: String(t.ids.tenants.musterstadt) } });
    expect(other.statusCode).toBe(404);
  });
});

describe('GET /api/buergerinfo/category/tenant/{tenantId}', () => {
  it("lists a tenant's categories for the information form, read-only without BIS_MANAGE_CATEGORIES", async () => {
    const response = await t.request(ACCOUNTS.musterClerk, { url: `/api/buergerinfo/category/tenant/${t.ids.tenants.musterstadt}` });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(MUSTERSTADT);
    expect(response.json().every((c: { editable: boolean; deletable: boolean }) => !c.editable && !c.deletable)).toBe(true);
  });

  it('answers 400, 403 and 404', async () => {
    expect((await t.request(ACCOUNTS.musterClerk, { url: '/api/buergerinfo/category/tenant/x' })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.support, { url: `/api/buergerinfo/category/tenant/${t.ids.tenants.musterstadt}` })).statusCode).toBe(
      403,
    );
    expect(
      (await t.request(ACCOUNTS.dorfAdmin, { url: `/api/buergerinfo/category/tenant/${t.ids.tenants.beispieldorf}` })).statusCode,
    ).toBe(403);
    expect((await t.request(OTHER, { url: `/api/buergerinfo/category/tenant/${t.ids.tenants.musterstadt}` })).statusCode).toBe(404);
  });
});

describe('GET /api/buergerinfo/category/{id}', () => {
  it('answers the category', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: `/api/buergerinfo/category/${category('Baustellen')}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Baustellen', icon: 'construction', editable: true });
  });

  it('answers 400, 403 and 404 (unknown id or another tenant)', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/buergerinfo/category/abc' })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.musterClerk, { url: `/api/buergerinfo/category/${category('Baustellen')}` })).statusCode).toBe(403);
    expect((await t.request(OTHER, { url: `/api/buergerinfo/category/${category('Baustellen')}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/buergerinfo/category/999999' })).statusCode).toBe(404);
  });
});

describe('POST /api/buergerinfo/category/', () => {
  it('creates the category with its four variable rights, granted to the Admin role at once', async () => {
    const response = await post(ACCOUNTS.musterAdmin, { name: ' Sport ', icon: 'trophy' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ name: 'Sport', icon: 'trophy', tenantId: t.ids.tenants.musterstadt, editable: true, deletable: true });

    const rights = (await t.request(ACCOUNTS.musterAdmin, { url: `/api/role/variableRights/${t.ids.tenants.musterstadt}` })).json();
    const own = rights.content.filter((v: { bisCategoryId: number }) => v.bisCategoryId === created.id);
    expect(own.map((v: { basicRight: string }) => v.basicRight)).toEqual([...BASIC_RIGHTS]);
    expect(own.every((v: { module: string; bisCategoryName: string }) => v.module === 'BUERGERINFO' && v.bisCategoryName === 'Sport')).toBe(
      true,
    );
    const admin = (await t.request(ACCOUNTS.musterAdmin, { url: '/api/role' })).json()[0];
    expect(admin.variableRights).toEqual(expect.arrayContaining(own.map((v: { id: number }) => v.id)));
    const approve = await t.request(ACCOUNTS.musterAdmin, { url: `/api/role/variable-right/APPROVE/biscategory/${created.id}` });
    expect(approve.json()).toBe(true);
  });

  it('creates in the chosen tenant for the super admin; the tenant needs the module', async () => {
    const response = await post(ACCOUNTS.superAdmin, { name: 'Termine', icon: 'calendar-days', tenantId: t.ids.tenants.musterstadt });
    expect(response.statusCode).toBe(201);
    expect(response.json().tenantId).toBe(t.ids.tenants.musterstadt);
    const dorf = await post(ACCOUNTS.superAdmin, { name: 'Termine', icon: 'calendar', tenantId: t.ids.tenants.beispieldorf });
    expect(dorf.statusCode).toBe(403);
    expect(dorf.json().code).toBe('MODULE_MISSING');
  });

  it('answers the German validation messages', async () => {
    const cases: [object, string][] = [
      [{ name: ' ', icon: 'calendar' }, 'Bitte geben Sie einen Namen für die Kategorie ein.'],
      [{ name: 'Sport' }, 'Bitte wählen Sie ein Symbol aus.'],
      [{ name: 'Sport', icon: 'Calendar Days' }, 'Das Symbol ist ungültig.'],
      [{ name: 'Sport', icon: `a${'-b'.repeat(30)}` }, 'Das Symbol ist ungültig.'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(ACCOUNTS.musterAdmin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('answers 403 without the right, the module or for another tenant', async () => {
    expect((await post(ACCOUNTS.musterClerk, { name: 'Sport', icon: 'trophy' })).statusCode).toBe(403);
    expect((await post(ACCOUNTS.dorfAdmin, { name: 'Sport', icon: 'trophy' })).statusCode).toBe(403);
    expect((await post(ACCOUNTS.musterAdmin, { name: 'Sport', icon: 'trophy', tenantId: t.ids.tenants.betrieb })).statusCode).toBe(403);
  });
});

describe('PUT /api/buergerinfo/category/{id}', () => {
  const put = (as: string, id: number | string, payload: object) =>
    t.request(as, { method: 'PUT', url: `/api/buergerinfo/category/${id}`, payload });

  it('renames and changes the icon; the variable rights show the new name', async () => {
    const id = category('Bekanntmachungen');
    const response = await put(ACCOUNTS.musterAdmin, id, {
      name: 'Amtliche Bekanntmachungen',
      icon: 'landmark',
      tenantId: t.ids.tenants.musterstadt,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Amtliche Bekanntmachungen', icon: 'landmark', editedAt: expect.any(String) });
    const rights = (await t.request(ACCOUNTS.musterAdmin, { url: `/api/role/variableRights/${t.ids.tenants.musterstadt}` })).json();
    expect(rights.content.find((v: { bisCategoryId: number }) => v.bisCategoryId === id).bisCategoryName).toBe('Amtliche Bekanntmachungen');
  });

  it('answers 400, 403, 404 and 409 for a tenant change', async () => {
    const id = category('Baustellen');
    expect((await put(ACCOUNTS.musterAdmin, id, { name: '', icon: 'x' })).json().message).toBe(
      'Bitte geben Sie einen Namen für die Kategorie ein.',
    );
    expect((await put(ACCOUNTS.musterClerk, id, { name: 'Baustellen', icon: 'construction' })).statusCode).toBe(403);
    expect((await put(OTHER, id, { name: 'Baustellen', icon: 'construction' })).statusCode).toBe(404);
    const moved = await put(ACCOUNTS.superAdmin, id, { name: 'Baustellen', icon: 'construction', tenantId: t.ids.tenants.betrieb });
    expect(moved.statusCode).toBe(409);
  });
});

describe('DELETE /api/buergerinfo/category/{id}', () => {
  const remove = (as: string, id: number | string) => t.request(as, { method: 'DELETE', url: `/api/buergerinfo/category/${id}` });

  it('deletes an unused category with its variable rights and their grants', async () => {
    const created = (await post(ACCOUNTS.musterAdmin, { name: 'Kurzlebig', icon: 'timer' })).json();
    const before = (await t.request(ACCOUNTS.musterAdmin, { url: '/api/role' })).json()[0].variableRights.length;
    const response = await remove(ACCOUNTS.musterAdmin, created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Die Kategorie "Kurzlebig" wurde gelöscht.');
    const rights = (await t.request(ACCOUNTS.musterAdmin, { url: `/api/role/variableRights/${t.ids.tenants.musterstadt}` })).json();
    expect(rights.content.some((v: { bisCategoryId: number }) => v.bisCategoryId === created.id)).toBe(false);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/role' })).json()[0].variableRights).toHaveLength(before - 4);
  });

  it('answers 409 while information items use it, 403 without the right, 404 for another tenant', async () => {
    const inUse = await remove(ACCOUNTS.musterAdmin, category('Veranstaltungen'));
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Die Kategorie kann nicht gelöscht werden, weil ihr noch Bürgerinformationen zugeordnet sind.');
    expect((await remove(ACCOUNTS.musterClerk, category('Veranstaltungen'))).statusCode).toBe(403);
    expect((await remove(OTHER, category('Veranstaltungen'))).statusCode).toBe(404);
  });
});

describe('GET /api/role/variable-right/{basicRight}/biscategory/{categoryId}', () => {
  const check = (as: string, right: string, id: number | string) =>
    t.request(as, { url: `/api/role/variable-right/${right}/biscategory/${id}` });

  it("answers whether the caller holds the category's variable right", async () => {
    const id = category('Veranstaltungen');
    expect((await check(ACCOUNTS.musterAdmin, 'APPROVE', id)).json()).toBe(true);
    expect((await check(ACCOUNTS.superAdmin, 'APPROVE', id)).json()).toBe(true);
    expect((await check(ACCOUNTS.musterClerk, 'APPROVE', id)).json()).toBe(false);
    expect((await check(ACCOUNTS.musterClerk, 'CREATE', id)).json()).toBe(true);
    expect((await check(ACCOUNTS.musterClerk, 'BASIC_RIGHT_EDIT', id)).json()).toBe(true);
    expect((await check(ACCOUNTS.musterClerk, 'DELETE', id)).json()).toBe(false);
  });

  it('answers 400 for an unknown right, 403 without the module or BIS_MANAGE_INFORMATION, 404 for another tenant', async () => {
    const id = category('Veranstaltungen');
    expect((await check(ACCOUNTS.musterAdmin, 'PUBLISH', id)).statusCode).toBe(400);
    expect((await check(ACCOUNTS.dorfAdmin, 'APPROVE', id)).statusCode).toBe(403);
    expect((await check(ACCOUNTS.support, 'APPROVE', id)).statusCode).toBe(403);
    expect((await check(OTHER, 'APPROVE', id)).statusCode).toBe(404);
  });
});
