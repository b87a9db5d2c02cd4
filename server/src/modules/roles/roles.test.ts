import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_RIGHTS, RIGHTS } from '@contracts/catalog.js';
import { addAccount } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, freshApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/role/rights', () => {
  it('lists the rights catalogue of the specification', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: '/api/role/rights' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([...RIGHTS]);
    expect(response.json()).toHaveLength(26);
  });

  it('answers 401 without a session', async () => {
    expect((await t.request(null, { url: '/api/role/rights' })).statusCode).toBe(401);
  });
});

/** Variable rights of a bare category id (no information category of that id exists, so it has no name). */
async function addVariableRights(app: TestApp, tenantKey: string, bisCategoryId: number): Promise<number[]> {
  const rows = await app.db
    .insertInto('variableRight')
    .values(BASIC_RIGHTS.map((basicRight) => ({ tenantId: app.ids.tenants[tenantKey]!, module: 'BUERGERINFO', bisCategoryId, basicRight })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

const roleId = (key: string) => t.ids.roles[key]!;

describe('GET /api/role', () => {
  it('lists the roles of the own tenant with rights and variable rights, Admin first', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: '/api/role' });
    expect(response.statusCode).toBe(200);
    const roles = response.json();
    expect(roles.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Sachbearbeitung']);
    // the demo information categories' variable rights: all for Admin, create and edit for Sachbearbeitung
    const demoRights = await t.db
      .selectFrom('variableRight')
      .select(['id', 'basicRight'])
      .where('tenantId', '=', t.ids.tenants.musterstadt!)
      .orderBy('id')
      .execute();
    const clerkRights = demoRights.filter((v) => v.basicRight === 'BASIC_RIGHT_CREATE' || v.basicRight === 'BASIC_RIGHT_EDIT');
    expect(roles[0]).toMatchObject({
      id: roleId('musterstadt:Admin'),
      admin: true,
      tenantId: t.ids.tenants.musterstadt,
      variableRights: demoRights.map((v) => v.id),
    });
    expect(roles[0].rights).toEqual([...RIGHTS].sort());
    expect(roles[1]).toEqual({
      id: roleId('musterstadt:Sachbearbeitung'),
      name: 'Sachbearbeitung',
      tenantId: t.ids.tenants.musterstadt,
      admin: false,
      rights: [
        'ADD_IMAGES_TO_EXISTING_CASE',
        'BIS_MANAGE_INFORMATION',
        'CREATE_CASE_NOTES',
        'CREATE_NEW_CASE',
        'VIEW_CASES',
        'VIEW_DASHBOARD',
      ],
      variableRights: clerkRights.map((v) => v.id),
    });
  });

  it('answers 403 without MANAGE_ROLES (or CREATE_USER) and 401 without a session', async () => {
    expect((await t.request(ACCOUNTS.musterClerk, { url: '/api/role' })).statusCode).toBe(403);
    expect((await t.request(null, { url: '/api/role' })).statusCode).toBe(401);
  });
});

describe('GET /api/role/tenant/{tenantId}', () => {
  it('lists the roles of a tenant in scope as content, also for the user form (CREATE_USER)', async () => {
    const response = await t.request(ACCOUNTS.support, { url: `/api/role/tenant/${t.ids.tenants.musterstadt}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalElements: 2, totalPages: 1, page: 0 });
    expect(response.json().content.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Sachbearbeitung']);
  });

  it('answers 400 for a bad id, 403 without the right, 404 outside the scope', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/role/tenant/abc' })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.musterClerk, { url: `/api/role/tenant/${t.ids.tenants.musterstadt}` })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/api/role/tenant/${t.ids.tenants.musterstadt}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/role/tenant/${t.ids.tenants.betrieb}` })).statusCode).toBe(404);
  });
});

describe('GET /api/role/variableRights/{tenantId}', () => {
  const app = freshApp();

  it('lists the variable rights of the tenant with module, category and basic right', async () => {
    const ids = await addVariableRights(app(), 'musterstadt', 11);
    await addVariableRights(app(), 'beispieldorf', 12);
    const response = await app().request(ACCOUNTS.musterAdmin, { url: `/api/role/variableRights/${app().ids.tenants.musterstadt}` });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    // four for each of the five demo information categories of Musterstadt, four for the bare id
    expect(page.totalElements).toBe(24);
    expect(page.content[0]).toMatchObject({
      bisCategoryId: app().ids.infoCategories['musterstadt:Veranstaltungen'],
      bisCategoryName: 'Veranstaltungen',
    });
    const bare = page.content.filter((v: { bisCategoryId: number }) => v.bisCategoryId === 11);
    expect(bare[0]).toEqual({
      id: ids[0],
      module: 'BUERGERINFO',
      bisCategoryId: 11,
      bisCategoryName: null,
      basicRight: 'BASIC_RIGHT_CREATE',
    });
    expect(bare.map((v: { basicRight: string }) => v.basicRight)).toEqual([...BASIC_RIGHTS]);
  });

  it('answers 400 for a bad id, 403 without MANAGE_ROLES, 404 outside the scope', async () => {
    const url = `/api/role/variableRights/${app().ids.tenants.musterstadt}`;
    expect((await app().request(ACCOUNTS.musterAdmin, { url: '/api/role/variableRights/0' })).statusCode).toBe(400);
    expect((await app().request(ACCOUNTS.musterClerk, { url })).statusCode).toBe(403);
    expect((await app().request(ACCOUNTS.support, { url })).statusCode).toBe(403);
    expect((await app().request(ACCOUNTS.dorfAdmin, { url })).statusCode).toBe(404);
  });
});

describe('POST /api/role', () => {
  const app = freshApp();
  const post = (as: string, payload: object) => app().request(as, { method: 'POST', url: '/api/role', payload });

  it('creates a role with rights in the own tenant', async () => {
    const response = await post(ACCOUNTS.musterAdmin, { name: ' Bauhof ', rights: ['VIEW_CASES', 'VIEW_DASHBOARD', 'VIEW_CASES'] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Bauhof',
      rights: ['VIEW_CASES', 'VIEW_DASHBOARD'],
      variableRights: [],
      tenantId: app().ids.tenants.musterstadt,
      admin: false,
    });
  });

  it('creates a role in a child tenant for the super admin', async () => {
    const response = await post(ACCOUNTS.superAdmin, { name: 'Bauhof', rights: [], tenantId: app().ids.tenants.beispieldorf });
    expect(response.statusCode).toBe(201);
    expect(response.json().tenantId).toBe(app().ids.tenants.beispieldorf);
  });

  it('answers 400 for an empty name or an unknown right, 409 for a name the tenant has (any case)', async () => {
    const empty = await post(ACCOUNTS.musterAdmin, { name: '   ', rights: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Bitte geben Sie einen Namen für die Rolle ein.', code: 'EMPTY_VALUE' });
    const unknown = await post(ACCOUNTS.musterAdmin, { name: 'X', rights: ['FLY'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('UNKNOWN_RIGHT');
    for (const name of ['sachbearbeitung', 'ADMIN']) {
      const taken = await post(ACCOUNTS.musterAdmin, { name, rights: [] });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('Für diesen Mandanten gibt es bereits eine Rolle mit diesem Namen.');
    }
  });

  it('answers 403 without MANAGE_ROLES, for a tenantId outside the scope, and for rights the caller lacks', async () => {
    expect((await post(ACCOUNTS.musterClerk, { name: 'Y', rights: [] })).statusCode).toBe(403);
    expect((await post(ACCOUNTS.dorfAdmin, { name: 'Fremd', rights: [], tenantId: app().ids.tenants.musterstadt })).statusCode).toBe(403);
    const roles = await app().db.selectFrom('role').select('name').where('tenantId', '=', app().ids.tenants.musterstadt!).execute();
    expect(roles.map((r) => r.name)).not.toContain('Fremd');
    await addAccount(app(), 'rollen@musterstadt.example', 'musterstadt', ['MANAGE_ROLES', 'VIEW_CASES']);
    const escalate = await post('rollen@musterstadt.example', { name: 'Mehr', rights: ['VIEW_CASES', 'TENANT_INDEPENDENCE'] });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().code).toBe('RIGHT_NOT_HELD');
  });
});

describe('PUT /api/role/{id}', () => {
  const app = freshApp();
  const rename = (as: string, id: number | string, name: string) =>
    app().request(as, { method: 'PUT', url: `/api/role/${id}`, payload: { name } });

  it('renames a role', async () => {
    const response = await rename(ACCOUNTS.musterAdmin, app().ids.roles['musterstadt:Sachbearbeitung']!, 'Sachbearbeitung Straßen');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Sachbearbeitung Straßen', admin: false });
  });

  it('answers 409 for the Admin role and for a taken name, 400 for an empty name or bad id', async () => {
    const admin = await rename(ACCOUNTS.musterAdmin, app().ids.roles['musterstadt:Admin']!, 'Chef');
    expect(admin.statusCode).toBe(409);
    expect(admin.json()).toEqual({ message: 'Die Rolle Admin kann nicht umbenannt werden.', code: 'ADMIN_ROLE_PROTECTED' });
    expect((await rename(ACCOUNTS.musterAdmin, app().ids.roles['musterstadt:Sachbearbeitung']!, 'admin')).statusCode).toBe(409);
    expect((await rename(ACCOUNTS.musterAdmin, app().ids.roles['musterstadt:Sachbearbeitung']!, ' ')).statusCode).toBe(400);
    expect((await rename(ACCOUNTS.musterAdmin, 'abc', 'X')).statusCode).toBe(400);
  });

  it('answers 403 without MANAGE_ROLES and 404 for a role of another tenant', async () => {
    expect((await rename(ACCOUNTS.musterClerk, app().ids.roles['musterstadt:Sachbearbeitung']!, 'X')).statusCode).toBe(403);
    expect((await rename(ACCOUNTS.dorfAdmin, app().ids.roles['musterstadt:Sachbearbeitung']!, 'X')).statusCode).toBe(404);
  });
});

describe('DELETE /api/role/{id}', () => {
  const app = freshApp();
  const del = (as: string, id: number | string) => app().request(as, { method: 'DELETE', url: `/api/role/${id}` });

  it('deletes a role nobody holds', async () => {
    const created = (
      await app().request(ACCOUNTS.musterAdmin, { method: 'POST', url: '/api/role', payload: { name: 'Kurzzeit', rights: ['VIEW_CASES'] } })
    ).json();
    const response = await del(ACCOUNTS.musterAdmin, created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Die Rolle Kurzzeit wurde gelöscht.' });
    expect((await app().request(ACCOUNTS.musterAdmin, { url: '/api/role' })).json()).toHaveLength(2);
  });

  it('answers 409 for the Admin role and for a role users still hold, 400 for a bad id', async () => {
    const admin = await del(ACCOUNTS.musterAdmin, app().ids.roles['musterstadt:Admin']!);
    expect(admin.statusCode).toBe(409);
    expect(admin.json().message).toBe('Die Rolle Admin kann nicht gelöscht werden.');
    const used = await del(ACCOUNTS.musterAdmin, app().ids.roles['musterstadt:Sachbearbeitung']!);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({ message: 'Die Rolle ist noch Nutzern zugewiesen.', code: 'ROLE_IN_USE' });
    expect((await del(ACCOUNTS.musterAdmin, 'abc')).statusCode).toBe(400);
  });

  it('answers 403 without MANAGE_ROLES and 404 for a role of another tenant', async () => {
    expect((await del(ACCOUNTS.musterClerk, app().ids.roles['musterstadt:Sachbearbeitung']!)).statusCode).toBe(403);
    expect((await del(ACCOUNTS.dorfAdmin, app().ids.roles['musterstadt:Sachbearbeitung']!)).statusCode).toBe(404);
  });
});

describe('PUT /api/role/{id}/right/{right}', () => {
  const app = freshApp();
  const toggle = (as: string, id: number, right: string) => app().request(as, { method: 'PUT', url: `/api/role/${id}/right/${right}` });
  const clerkRole = () => app().ids.roles['musterstadt:Sachbearbeitung']!;

  it('grants and revokes a right; the role holders feel it on their very next request', async () => {
    const clerkToken = await app().login(ACCOUNTS.musterClerk);
    const clerkLists = () => app().app.inject({ url: '/api/user', headers: { authorization: clerkToken } });
    expect((await clerkLists()).statusCode).toBe(403);

    const granted = await toggle(ACCOUNTS.musterAdmin, clerkRole(), 'VIEW_USER');
    expect(granted.statusCode).toBe(200);
    expect(granted.json().rights).toContain('VIEW_USER');
    expect((await clerkLists()).statusCode).toBe(200);

    const revoked = await toggle(ACCOUNTS.musterAdmin, clerkRole(), 'VIEW_USER');
    expect(revoked.json().rights).not.toContain('VIEW_USER');
    expect((await clerkLists()).statusCode).toBe(403);
  });

  it('answers 400 for an unknown right and 409 when the Admin role would lose a right', async () => {
    const unknown = await toggle(ACCOUNTS.musterAdmin, clerkRole(), 'FLY');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('UNKNOWN_RIGHT');
    const admin = await toggle(ACCOUNTS.musterAdmin, app().ids.roles['musterstadt:Admin']!, 'VIEW_USER');
    expect(admin.statusCode).toBe(409);
    expect(admin.json().message).toBe('Der Rolle Admin können keine Rechte entzogen werden.');
  });

  it('answers 403 without MANAGE_ROLES or for a right the caller lacks, 404 for a role of another tenant', async () => {
    expect((await toggle(ACCOUNTS.musterClerk, clerkRole(), 'VIEW_USER')).statusCode).toBe(403);
    await addAccount(app(), 'rollen@musterstadt.example', 'musterstadt', ['MANAGE_ROLES']);
    expect((await toggle('rollen@musterstadt.example', clerkRole(), 'TENANT_INDEPENDENCE')).statusCode).toBe(403);
    // taking a right off a role the caller could not have granted counts like granting it
    const removal = await toggle('rollen@musterstadt.example', clerkRole(), 'VIEW_DASHBOARD');
    expect(removal.statusCode).toBe(403);
    expect(removal.json().code).toBe('ROLE_NOT_CHANGEABLE');
    expect((await toggle(ACCOUNTS.dorfAdmin, clerkRole(), 'VIEW_USER')).statusCode).toBe(404);
  });
});

describe('PUT /api/role/{id}/variable-right/{variableRightId}', () => {
  const app = freshApp();
  const toggle = (as: string, id: number, variableRightId: number | string) =>
    app().request(as, { method: 'PUT', url: `/api/role/${id}/variable-right/${variableRightId}` });
  const clerkRole = () => app().ids.roles['musterstadt:Sachbearbeitung']!;
  /** A variable right of a demo information category: the Admin role holds all of them, the clerk not DELETE. */
  const demoVariableRight = async (basicRight: string) => {
    const bisCategoryId = app().ids.infoCategories['musterstadt:Veranstaltungen']!;
    const row = await app()
      .db.selectFrom('variableRight')
      .select('id')
      .where('bisCategoryId', '=', bisCategoryId)
      .where('basicRight', '=', basicRight)
      .executeTakeFirstOrThrow();
    return { id: row.id, basicRight, bisCategoryId };
  };

  it('grants and revokes a variable right of the tenant; the holder reads it on the next request', async () => {
    const remove = await demoVariableRight('BASIC_RIGHT_DELETE');
    const granted = await toggle(ACCOUNTS.musterAdmin, clerkRole(), remove.id);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().variableRights).toContain(remove.id);
    const me = (await app().request(ACCOUNTS.musterClerk, { url: '/api/user/me' })).json();
    expect(me.allVariableRights).toContainEqual(remove);
    const revoked = await toggle(ACCOUNTS.musterAdmin, clerkRole(), remove.id);
    expect(revoked.json().variableRights).not.toContain(remove.id);
  });

  it('answers 409 when the Admin role would lose a variable right, 400 for a bad id', async () => {
    const adminRole = app().ids.roles['musterstadt:Admin']!;
    const held = await toggle(ACCOUNTS.musterAdmin, adminRole, (await demoVariableRight('BASIC_RIGHT_EDIT')).id);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe('Der Rolle Admin können keine Rechte entzogen werden.');
    // a variable right the Admin role lacks (added behind its back) may be granted, then not taken away again
    const [, edit] = await addVariableRights(app(), 'musterstadt', 22);
    expect((await toggle(ACCOUNTS.superAdmin, adminRole, edit!)).statusCode).toBe(200);
    expect((await toggle(ACCOUNTS.musterAdmin, adminRole, edit!)).statusCode).toBe(409);
    expect((await toggle(ACCOUNTS.musterAdmin, clerkRole(), 'abc')).statusCode).toBe(400);
  });

  it('answers 403 without MANAGE_ROLES and 404 for a variable right or role of another tenant', async () => {
    const [own] = await addVariableRights(app(), 'musterstadt', 23);
    const [foreign] = await addVariableRights(app(), 'beispieldorf', 24);
    expect((await toggle(ACCOUNTS.musterClerk, clerkRole(), own!)).statusCode).toBe(403);
    expect((await toggle(ACCOUNTS.musterAdmin, clerkRole(), foreign!)).statusCode).toBe(404);
    expect((await toggle(ACCOUNTS.dorfAdmin, clerkRole(), own!)).statusCode).toBe(404);
    expect((await toggle(ACCOUNTS.dorfAdmin, app().ids.roles['beispieldorf:Admin']!, own!)).statusCode).toBe(404);
  });
});
