import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, addNoRightsAccount, NO_RIGHTS } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { categoryNames } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addNoRightsAccount(t);
});
afterAll(() => t.close());

const category = (key: string) => t.ids.categories[key];
const names = (list: { name: string }[]) => list.map((c) => c.name);
const MUSTERSTADT = ['Abfall', 'Gewässer', 'Grünflächen', 'Sonstiges', 'Spielplätze', 'Straßenbeleuchtung', 'Verkehrsflächen'];

describe('GET /api/category', () => {
  it("lists the caller's tenant's categories by name with tenant and responsible person", async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: '/api/category' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ totalElements: 7, totalPages: 1, page: 0, size: 50 });
    expect(names(page.content)).toEqual(MUSTERSTADT);
    expect(page.content.find((c: { name: string }) => c.name === 'Verkehrsflächen')).toEqual({
      id: category('musterstadt:Verkehrsflächen'),
      name: 'Verkehrsflächen',
      tenantId: t.ids.tenants.musterstadt,
      tenant: { id: t.ids.tenants.musterstadt, name: 'Musterstadt', designationMap: { de: 'Musterstadt', en: 'Musterstadt' } },
      initialAssigneeId: t.ids.users[ACCOUNTS.musterClerk],
      initialAssignee: { id: t.ids.users[ACCOUNTS.musterClerk], fullname: 'Sven Sachs' },
      createdAt: expect.any(String),
      editedAt: null,
    });
    expect(page.content.find((c: { name: string }) => c.name === 'Spielplätze').initialAssignee).toBeNull();
  });

  it('lists every tenant for the super admin, sorts by the allow-listed keys, searches and pages', async () => {
    const all = (await t.request(ACCOUNTS.superAdmin, { url: '/api/category' })).json();
    expect(all.totalElements).toBe(13);
    const byTenant = (await t.request(ACCOUNTS.superAdmin, { url: '/api/category', query: { sort: 'tenant.name', order: 'DESC' } })).json();
    expect(byTenant.content[0].tenant.name).toBe('Musterstadt');
    expect(byTenant.content.at(-1).tenant.name).toBe('Beispieldorf');
    const byAssignee = (
      await t.request(ACCOUNTS.musterAdmin, { url: '/api/category', query: { sort: 'initialAssignee.lastname', order: 'DESC' } })
    ).json();
    expect(byAssignee.content[0].initialAssignee.fullname).toBe('Sven Sachs');
    const search = (await t.request(ACCOUNTS.superAdmin, { url: '/api/category', query: { search: 'GEWÄSSER' } })).json();
    expect(search.content.map((c: { tenant: { name: string } }) => c.tenant.name).sort()).toEqual(['Beispieldorf', 'Musterstadt']);
    const dorf = (
      await t.request(ACCOUNTS.superAdmin, { url: '/api/category', query: { tenant: String(t.ids.tenants.beispieldorf) } })
    ).json();
    expect(dorf.totalElements).toBe(6);
    const second = (await t.request(ACCOUNTS.musterAdmin, { url: '/api/category', query: { size: '5', page: '1' } })).json();
    expect(names(second.content)).toEqual(['Straßenbeleuchtung', 'Verkehrsflächen']);
  });

  it('answers 400 for an unknown sort key or bad paging, 403 without MANAGE_CATEGORIES, 404 for a tenant outside scope', async () => {
    const sort = await t.request(ACCOUNTS.musterAdmin, { url: '/api/category', query: { sort: 'createdBy' } });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().code).toBe('INVALID_SORT');
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/category', query: { size: '0' } })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.musterClerk, { url: '/api/category' })).statusCode).toBe(403);
    const other = await t.request(ACCOUNTS.dorfAdmin, { url: '/api/category', query: { tenant: String(t.ids.tenants.musterstadt) } });
    expect(other.statusCode).toBe(404);
  });
});

describe('GET /api/category/{id}', () => {
  it('answers the category', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: `/api/category/${category('musterstadt:Abfall')}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Abfall', initialAssignee: { fullname: 'Anna Albrecht' } });
  });

  it('answers 400, 403 and 404 (unknown id or another tenant)', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/category/abc' })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.musterClerk, { url: `/api/category/${category('musterstadt:Abfall')}` })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/api/category/${category('musterstadt:Abfall')}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/category/999999' })).statusCode).toBe(404);
  });
});

describe('GET /api/category/tenant/{tenantId}', () => {
  it("lists a tenant's categories by name for anyone handling its cases", async () => {
    const response = await t.request(ACCOUNTS.musterClerk, { url: `/api/category/tenant/${t.ids.tenants.musterstadt}` });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(MUSTERSTADT);
    const support = await t.request(ACCOUNTS.support, { url: `/api/category/tenant/${t.ids.tenants.beispieldorf}` });
    expect(support.json()).toHaveLength(6);
  });

  it('answers 400, 403 and 404', async () => {
    expect((await t.request(ACCOUNTS.musterClerk, { url: '/api/category/tenant/x' })).statusCode).toBe(400);
    expect((await t.request(NO_RIGHTS, { url: `/api/category/tenant/${t.ids.tenants.musterstadt}` })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/api/category/tenant/${t.ids.tenants.musterstadt}` })).statusCode).toBe(404);
  });
});

describe('GET /api/category/selectable', () => {
  it("offers the target user's tenant's categories, filtered by search", async () => {
    const forClerk = await t.request(ACCOUNTS.musterAdmin, {
      url: '/api/category/selectable',
      query: { targetUserId: String(t.ids.users[ACCOUNTS.musterClerk]) },
    });
    expect(forClerk.statusCode).toBe(200);
    expect(forClerk.json().every((c: { tenantId: number }) => c.tenantId === t.ids.tenants.musterstadt)).toBe(true);
    const forDorf = await t.request(ACCOUNTS.superAdmin, {
      url: '/api/category/selectable',
      query: { targetUserId: String(t.ids.users[ACCOUNTS.dorfAdmin]), search: 'grün' },
    });
    expect(forDorf.json()).toEqual([expect.objectContaining({ name: 'Grünflächen', tenantId: t.ids.tenants.beispieldorf })]);
    const byTenant = await t.request(ACCOUNTS.support, {
      url: '/api/category/selectable',
      query: { targetTenantId: String(t.ids.tenants.beispieldorf) },
    });
    expect(byTenant.json()).toHaveLength(6);
    const own = await t.request(ACCOUNTS.dorfAdmin, { url: '/api/category/selectable' });
    expect(own.json().every((c: { tenantId: number }) => c.tenantId === t.ids.tenants.beispieldorf)).toBe(true);
  });

  it('answers 400, 403 and 404 (a user or tenant outside scope)', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/category/selectable', query: { targetUserId: 'abc' } })).statusCode).toBe(
      400,
    );
    expect((await t.request(NO_RIGHTS, { url: '/api/category/selectable' })).statusCode).toBe(403);
    const user = await t.request(ACCOUNTS.dorfAdmin, {
      url: '/api/category/selectable',
      query: { targetUserId: String(t.ids.users[ACCOUNTS.musterClerk]) },
    });
    expect(user.statusCode).toBe(404);
    const tenant = await t.request(ACCOUNTS.dorfAdmin, {
      url: '/api/category/selectable',
      query: { targetTenantId: String(t.ids.tenants.musterstadt) },
    });
    expect(tenant.statusCode).toBe(404);
  });
});

describe('POST /api/category/', () => {
  it("creates a category in the caller's tenant (with and without trailing slash)", async () => {
    const created = await t.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: '/api/category/',
      payload: { name: '  Friedhöfe ', initialAssigneeId: t.ids.users[ACCOUNTS.musterClerk], createdAt: 'ignored', createdBy: 1 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Friedhöfe',
      tenantId: t.ids.tenants.musterstadt,
      initialAssignee: { id: t.ids.users[ACCOUNTS.musterClerk], fullname: 'Sven Sachs' },
    });
    const plain = await t.request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/category',
      payload: { name: 'Winterdienst', tenantId: t.ids.tenants.beispieldorf, initialAssigneeId: null },
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ tenant: { name: 'Beispieldorf' }, initialAssignee: null });
  });

  it('answers 400 for a blank name, a responsible person of another tenant or an unknown tenant', async () => {
    const blank = await t.request(ACCOUNTS.musterAdmin, { method: 'POST', url: '/api/category/', payload: { name: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ code: 'NAME_MISSING', message: 'Bitte geben Sie einen Namen für die Kategorie ein.' });
    const foreign = await t.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: '/api/category/',
      payload: { name: 'X', initialAssigneeId: t.ids.users[ACCOUNTS.dorfAdmin] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Der Verantwortliche muss ein Nutzer des gewählten Mandanten sein.');
    const unknown = await t.request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/category/',
      payload: { name: 'X', tenantId: 999_999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'POST', url: '/api/category/', payload: { name: 5 } })).statusCode).toBe(400);
  });

  it('answers 403 without MANAGE_CATEGORIES and for a tenant outside scope', async () => {
    expect((await t.request(ACCOUNTS.musterClerk, { method: 'POST', url: '/api/category/', payload: { name: 'X' } })).statusCode).toBe(403);
    const outside = await t.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: '/api/category/',
      payload: { name: 'X', tenantId: t.ids.tenants.beispieldorf },
    });
    expect(outside.statusCode).toBe(403);
  });
});

describe('PUT /api/category/{id}', () => {
  it('renames and changes the responsible person, keeping the tenant when none is sent', async () => {
    const id = category('musterstadt:Sonstiges');
    const response = await t.request(ACCOUNTS.musterAdmin, {
      method: 'PUT',
      url: `/api/category/${id}`,
      payload: { name: 'Sonstiges und Allgemeines', initialAssigneeId: t.ids.users[ACCOUNTS.musterClerk] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'Sonstiges und Allgemeines',
      tenantId: t.ids.tenants.musterstadt,
      initialAssignee: { fullname: 'Sven Sachs' },
      editedAt: expect.any(String),
    });
  });

  it('moves an unused category to another tenant with its subcategories and ends assignments to it', async () => {
    const created = (
      await t.request(ACCOUNTS.superAdmin, {
        method: 'POST',
        url: '/api/category/',
        payload: { name: 'Umzug', tenantId: t.ids.tenants.musterstadt },
      })
    ).json();
    const tag = (
      await t.request(ACCOUNTS.superAdmin, {
        method: 'POST',
        url: '/api/tag/',
        payload: {
          name: 'Kisten',
          categoryId: created.id,
          tenantId: t.ids.tenants.musterstadt,
          initialAssigneeId: t.ids.users[ACCOUNTS.musterAdmin],
        },
      })
    ).json();
    const clerk = t.ids.users[ACCOUNTS.musterClerk];
    await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/user/${clerk}/assigned-categories`, payload: [created.id] });
    await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/user/${clerk}/assigned-tags`, payload: [tag.id] });

    const moved = await t.request(ACCOUNTS.superAdmin, {
      method: 'PUT',
      url: `/api/category/${created.id}`,
      payload: { name: 'Umzug', tenantId: t.ids.tenants.beispieldorf, initialAssigneeId: null },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().tenant.name).toBe('Beispieldorf');
    const movedTag = (await t.request(ACCOUNTS.superAdmin, { url: `/api/tag/${tag.id}` })).json();
    expect(movedTag).toMatchObject({ tenantId: t.ids.tenants.beispieldorf, initialAssignee: null });
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/user/${clerk}/assigned-categories` })).json()).toEqual([]);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/user/${clerk}/assigned-tags` })).json()).toEqual([]);
  });

  it('answers 409 when moving a category that cases use', async () => {
    const response = await t.request(ACCOUNTS.superAdmin, {
      method: 'PUT',
      url: `/api/category/${category('musterstadt:Verkehrsflächen')}`,
      payload: { name: 'Verkehrsflächen', tenantId: t.ids.tenants.beispieldorf, initialAssigneeId: null },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CATEGORY_IN_USE');
  });

  it('answers 400, 403 and 404', async () => {
    const id = category('musterstadt:Gewässer');
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/category/${id}`, payload: { name: '' } })).statusCode).toBe(
      400,
    );
    expect((await t.request(ACCOUNTS.musterClerk, { method: 'PUT', url: `/api/category/${id}`, payload: { name: 'X' } })).statusCode).toBe(
      403,
    );
    const outside = await t.request(ACCOUNTS.musterAdmin, {
      method: 'PUT',
      url: `/api/category/${id}`,
      payload: { name: 'X', tenantId: t.ids.tenants.beispieldorf },
    });
    expect(outside.statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.dorfAdmin, { method: 'PUT', url: `/api/category/${id}`, payload: { name: 'X' } })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/category/{id}', () => {
  it('answers 409 with a German message while cases use the category', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, {
      method: 'DELETE',
      url: `/api/category/${category('musterstadt:Verkehrsflächen')}`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CATEGORY_IN_USE',
      message: 'Die Kategorie kann nicht gelöscht werden, weil ihr noch Fälle zugeordnet sind.',
    });
  });

  it('deletes an unused category with its subcategories and the assignments to both', async () => {
    const created = (
      await t.request(ACCOUNTS.musterAdmin, { method: 'POST', url: '/api/category/', payload: { name: 'Weg damit' } })
    ).json();
    const tag = (
      await t.request(ACCOUNTS.musterAdmin, { method: 'POST', url: '/api/tag/', payload: { name: 'Auch weg', categoryId: created.id } })
    ).json();
    const clerk = t.ids.users[ACCOUNTS.musterClerk];
    await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/user/${clerk}/assigned-categories`, payload: [created.id] });
    await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/user/${clerk}/assigned-tags`, payload: [tag.id] });

    const response = await t.request(ACCOUNTS.musterAdmin, { method: 'DELETE', url: `/api/category/${created.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Die Kategorie "Weg damit" wurde gelöscht.' });
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/category/${created.id}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/tag/${tag.id}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/user/${clerk}/assigned-categories` })).json()).toEqual([]);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/user/${clerk}/assigned-tags` })).json()).toEqual([]);
  });

  it('answers 400, 403 and 404', async () => {
    const id = category('musterstadt:Spielplätze');
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'DELETE', url: '/api/category/0' })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.musterClerk, { method: 'DELETE', url: `/api/category/${id}` })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.dorfAdmin, { method: 'DELETE', url: `/api/category/${id}` })).statusCode).toBe(404);
  });
});

describe('a user moved to another tenant', () => {
  it('loses assignments and the responsible-person role in the old tenant', async () => {
    const email = 'umzug@musterstadt.example';
    const { id } = await addAccount(t, email, 'musterstadt', ['VIEW_CASES']);
    const own = category('musterstadt:Gewässer');
    await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/user/${id}/assigned-categories`, payload: [own] });
    await t.request(ACCOUNTS.musterAdmin, {
      method: 'PUT',
      url: `/api/category/${own}`,
      payload: { name: 'Gewässer', initialAssigneeId: id },
    });

    const moved = await t.request(ACCOUNTS.superAdmin, {
      method: 'PUT',
      url: `/api/user/${id}`,
      payload: {
        email,
        firstname: 'Test',
        lastname: 'Umzug',
        tenantId: t.ids.tenants.beispieldorf,
        role: t.ids.roles['beispieldorf:Admin'],
      },
    });
    expect(moved.statusCode).toBe(200);
    expect((await t.request(ACCOUNTS.superAdmin, { url: `/api/user/${id}/assigned-categories` })).json()).toEqual([]);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/category/${own}` })).json().initialAssignee).toBeNull();
  });
});

describe('categoryNames', () => {
  it('names each category asked for once and skips nulls and unknown ids', async () => {
    const abfall = category('musterstadt:Abfall')!;
    const names = await categoryNames(t.db, [abfall, null, abfall, 999_999]);
    expect([...names]).toEqual([[abfall, 'Abfall']]);
  });

  it('names many ids from their range, leaving out the categories in it that were not asked for', async () => {
    const all = await t.db.selectFrom('category').select(['id', 'name']).orderBy('id').execute();
    const [first, last] = [all[0]!, all.at(-1)!];
    expect(all.length).toBeGreaterThan(2);
    const unknown = Array.from({ length: 600 }, (_, i) => 1_000_000 + i);
    const names = await categoryNames(t.db, [last.id, first.id, ...unknown]);
    expect(names).toEqual(
      new Map([
        [first.id, first.name],
        [last.id, last.name],
      ]),
    );
  });
});
