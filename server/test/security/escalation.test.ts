import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../accounts.js';
import { ACCOUNTS, freshApp, type TestApp } from '../app.js';

/**
 * Nobody hands out a right they do not hold — not by giving a user (themselves included)
 * a stronger role, not by approving a registration into one, not by switching a right or variable right on
 * for a role; nobody changes their own role or release status. The super admin is excepted.
 */

const ROLE_NOT_GRANTABLE = {
  message: 'Sie können keine Rolle vergeben, die Rechte enthält, die Sie selbst nicht haben.',
  code: 'ROLE_NOT_GRANTABLE',
};
const OWN_ROLE = { message: 'Sie können Ihre eigene Rolle nicht ändern.', code: 'OWN_ROLE_CHANGE' };
const OWN_STATUS = { message: 'Sie können Ihren eigenen Freigabestatus nicht ändern.', code: 'OWN_STATUS_CHANGE' };
const RIGHT_NOT_HELD = { message: 'Sie können nur Rechte vergeben, die Sie selbst haben.', code: 'RIGHT_NOT_HELD' };

/** A Musterstadt account that manages users but holds no other right (CREATE_USER without MANAGE_ROLES). */
const PERSONNEL = 'personal@musterstadt.example';

const rightsOf = async (app: TestApp, email: string): Promise<string[]> =>
  (await app.request(email, { url: '/api/user/me' })).json().allRights;

const idOf = async (app: TestApp, email: string) =>
  (await app.db.selectFrom('appUser').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const roleOf = async (app: TestApp, id: number) =>
  (await app.db.selectFrom('appUser').select('roleId').where('id', '=', id).executeTakeFirstOrThrow()).roleId;

/** A fresh app per describe block, with the PERSONNEL account added. */
function appWithPersonnel(): () => TestApp {
  const app = freshApp();
  beforeAll(async () => {
    await addAccount(app(), PERSONNEL, 'musterstadt', ['VIEW_USER', 'CREATE_USER']);
  });
  return app;
}

describe('giving a user a role through the user form', () => {
  const app = appWithPersonnel();
  const role = (key: string) => String(app().ids.roles[key]);
  const put = (as: string, id: number, payload: object) => app().request(as, { method: 'PUT', url: `/api/user/${id}`, payload });
  const supportSelf = (overrides: object = {}) => ({
    email: ACCOUNTS.support,
    firstname: 'Stefan',
    lastname: 'Support',
    position: 'Kundenbetreuung',
    tenantId: app().ids.tenants.betrieb,
    role: role('betrieb:Support'),
    status: true,
    active: true,
    ...overrides,
  });

  it('refuses Support (CREATE_USER, not MANAGE_ROLES) the Admin role of its own tenant on its own account', async () => {
    const before = await rightsOf(app(), ACCOUNTS.support);
    const response = await put(ACCOUNTS.support, app().ids.users[ACCOUNTS.support]!, supportSelf({ role: role('betrieb:Admin') }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(OWN_ROLE);
    expect(await rightsOf(app(), ACCOUNTS.support)).toEqual(before);
    expect(before).not.toContain('MANAGE_ROLES');
  });

  it('still saves the own profile when the form sends the unchanged role and release status back', async () => {
    const response = await put(ACCOUNTS.support, app().ids.users[ACCOUNTS.support]!, supportSelf({ position: 'Kundenservice' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ position: 'Kundenservice', role: app().ids.roles['betrieb:Support'], status: true });
    const admin = app().ids.users[ACCOUNTS.musterAdmin]!;
    const own = await put(ACCOUNTS.musterAdmin, admin, {
      email: ACCOUNTS.musterAdmin,
      firstname: 'Anna',
      lastname: 'Albrecht',
      tenantId: app().ids.tenants.musterstadt,
      role: role('musterstadt:Admin'),
      status: true,
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses giving another user a role with rights the caller lacks, in any tenant in scope', async () => {
    const clerk = app().ids.users[ACCOUNTS.musterClerk]!;
    const clerkPayload = (roleKey: string) => ({
      email: ACCOUNTS.musterClerk,
      firstname: 'Sven',
      lastname: 'Sachs',
      tenantId: app().ids.tenants.musterstadt,
      role: role(roleKey),
    });
    const viaSupport = await put(ACCOUNTS.support, clerk, clerkPayload('musterstadt:Admin'));
    expect(viaSupport.statusCode).toBe(403);
    expect(viaSupport.json()).toEqual(ROLE_NOT_GRANTABLE);

    const viaPersonnel = await put(PERSONNEL, clerk, clerkPayload('musterstadt:Admin'));
    expect(viaPersonnel.statusCode).toBe(403);
    expect(viaPersonnel.json()).toEqual(ROLE_NOT_GRANTABLE);
    expect(await roleOf(app(), clerk)).toBe(app().ids.roles['musterstadt:Sachbearbeitung']);

    // the own role is as much out of reach for the Musterstadt account as for Support
    const self = await put(PERSONNEL, await idOf(app(), PERSONNEL), {
      email: PERSONNEL,
      firstname: 'Test',
      lastname: 'personal',
      role: role('musterstadt:Admin'),
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual(OWN_ROLE);
  });

  it('lets a caller give a role whose rights are all their own, and take a role away', async () => {
    const { id: target, roleId: narrow } = await addAccount(app(), 'schmal@musterstadt.example', 'musterstadt', ['VIEW_USER']);
    const payload = (roleId: number | null) => ({
      email: 'schmal@musterstadt.example',
      firstname: 'Test',
      lastname: 'schmal',
      role: roleId === null ? null : String(roleId),
    });
    expect((await put(PERSONNEL, target, payload(null))).statusCode).toBe(200);
    expect((await put(PERSONNEL, target, payload(narrow))).statusCode).toBe(200);
    expect(await roleOf(app(), target)).toBe(narrow);
  });

  it('refuses creating a user with a stronger role, and creates nothing', async () => {
    const create = (as: string, email: string, roleKey: string, tenant: string) =>
      app().request(as, {
        method: 'POST',
        url: '/api/user',
        payload: {
          email,
          firstname: 'Max',
          lastname: 'Macht',
          tenantId: app().ids.tenants[tenant],
          role: role(roleKey),
          status: true,
          active: true,
        },
      });
    for (const [as, email, roleKey, tenant] of [
      [ACCOUNTS.support, 'helfer@buergerportal.example', 'betrieb:Admin', 'betrieb'],
      [ACCOUNTS.support, 'helfer@beispieldorf.example', 'beispieldorf:Admin', 'beispieldorf'],
      [PERSONNEL, 'helfer@musterstadt.example', 'musterstadt:Sachbearbeitung', 'musterstadt'],
    ] as const) {
      const response = await create(as, email, roleKey, tenant);
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toEqual(ROLE_NOT_GRANTABLE);
      expect(await app().db.selectFrom('appUser').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    }
    expect(await app().flushMails()).toEqual([]);
  });

  it('lets the super admin give any role, also to a user of a child tenant', async () => {
    const response = await app().request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/user',
      payload: {
        email: 'chefin@beispieldorf.example',
        firstname: 'Carla',
        lastname: 'Chef',
        tenantId: app().ids.tenants.beispieldorf,
        role: role('beispieldorf:Admin'),
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().allRoles).toEqual([{ id: app().ids.roles['beispieldorf:Admin'], name: 'Admin' }]);
  });

  it('refuses any change to a main account by a weaker account, its e-mail address included (a reset link would hand it over)', async () => {
    const admin = app().ids.users[ACCOUNTS.musterAdmin]!;
    const payload = (email: string) => ({
      email,
      firstname: 'Anna',
      lastname: 'Albrecht',
      position: 'Amtsleitung',
      tenantId: app().ids.tenants.musterstadt,
    });
    for (const email of ['uebernahme@buergerportal.example', ACCOUNTS.musterAdmin]) {
      const response = await put(ACCOUNTS.support, admin, payload(email));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Das Hauptkonto eines Mandanten können nur das Konto selbst, ein Admin des Mandanten oder ein Super-Admin ändern.',
        code: 'MAIN_ACCOUNT_PROTECTED',
      });
    }
    const own = await put(ACCOUNTS.musterAdmin, admin, payload(ACCOUNTS.musterAdmin));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ email: ACCOUNTS.musterAdmin, position: 'Amtsleitung' });
  });
});

describe('approving a registration into a role', () => {
  const app = appWithPersonnel();
  const register = async (email: string) => {
    const response = await app().request(null, {
      method: 'POST',
      url: '/api/user/register',
      payload: { firstname: 'Rita', lastname: 'Registriert', email, password: 'Rita-2026!', tenantId: app().ids.tenants.musterstadt },
    });
    expect(response.statusCode).toBe(200);
    return idOf(app(), email);
  };
  const approve = (as: string, id: number, email: string, role: number | null) =>
    app().request(as, {
      method: 'PUT',
      url: `/api/user/${id}`,
      payload: { email, firstname: 'Rita', lastname: 'Registriert', role: role === null ? null : String(role), status: true },
    });

  it('refuses approving a registration into a role with rights the approver lacks', async () => {
    const rita = await register('rita@example.org');
    const response = await approve(PERSONNEL, rita, 'rita@example.org', app().ids.roles['musterstadt:Admin']!);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(ROLE_NOT_GRANTABLE);
    const row = await app().db.selectFrom('appUser').select(['approved', 'roleId']).where('id', '=', rita).executeTakeFirstOrThrow();
    expect(row).toEqual({ approved: 0, roleId: null });
    await expect(app().login('rita@example.org', 'Rita-2026!')).rejects.toThrow(/409/);
  });

  it('refuses approving an account that already waits with a stronger role, which approval would bring to life', async () => {
    const rolf = await register('rolf@example.org');
    await app().db.updateTable('appUser').set({ roleId: app().ids.roles['musterstadt:Admin'] }).where('id', '=', rolf).execute();
    const response = await approve(PERSONNEL, rolf, 'rolf@example.org', app().ids.roles['musterstadt:Admin']!);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Dieses Konto hat Rechte, die Sie selbst nicht haben. Sie können es daher nicht ändern.',
      code: 'STRONGER_ACCOUNT',
    });
  });

  it("approves without a role, or into a role within the approver's rights", async () => {
    const rosa = await register('rosa@example.org');
    expect((await approve(PERSONNEL, rosa, 'rosa@example.org', null)).statusCode).toBe(200);
    await expect(app().login('rosa@example.org', 'Rita-2026!')).resolves.toMatch(/^Bearer /);
    const rudi = await register('rudi@example.org');
    expect((await approve(ACCOUNTS.musterAdmin, rudi, 'rudi@example.org', app().ids.roles['musterstadt:Admin']!)).statusCode).toBe(200);
    await expect(app().login('rudi@example.org', 'Rita-2026!')).resolves.toMatch(/^Bearer /);
  });
});

describe('changing the own release status', () => {
  const app = freshApp();

  it('is refused to everybody, the super admin included (it could only lock them out)', async () => {
    for (const [email, firstname, lastname] of [
      [ACCOUNTS.musterAdmin, 'Anna', 'Albrecht'],
      [ACCOUNTS.support, 'Stefan', 'Support'],
      [ACCOUNTS.superAdmin, 'Sabine', 'Administrator'],
    ] as const) {
      const response = await app().request(email, {
        method: 'PUT',
        url: `/api/user/${app().ids.users[email]!}`,
        payload: { email, firstname, lastname, status: false },
      });
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toEqual(OWN_STATUS);
      await expect(app().login(email)).resolves.toMatch(/^Bearer /);
    }
  });
});

describe('switching rights on for a role', () => {
  const app = freshApp();
  const ROLE_MANAGER = 'rollen@musterstadt.example';
  let managerRole: number;
  beforeAll(async () => {
    managerRole = (await addAccount(app(), ROLE_MANAGER, 'musterstadt', ['MANAGE_ROLES', 'VIEW_CASES'])).roleId;
  });
  const toggle = (as: string, roleKey: string, path: string) =>
    app().request(as, { method: 'PUT', url: `/api/role/${app().ids.roles[roleKey]}/${path}` });
  const demoVariableRight = async (basicRight: string) => {
    const row = await app()
      .db.selectFrom('variableRight')
      .select('id')
      .where('bisCategoryId', '=', app().ids.infoCategories['musterstadt:Veranstaltungen']!)
      .where('basicRight', '=', basicRight)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('refuses a right the caller lacks, also on the own role', async () => {
    const onClerk = await toggle(ROLE_MANAGER, 'musterstadt:Sachbearbeitung', 'right/TENANT_INDEPENDENCE');
    expect(onClerk.statusCode).toBe(403);
    expect(onClerk.json()).toEqual(RIGHT_NOT_HELD);
    const onOwn = await app().request(ROLE_MANAGER, { method: 'PUT', url: `/api/role/${managerRole}/right/CREATE_USER` });
    expect(onOwn.statusCode).toBe(403);
    expect(await rightsOf(app(), ROLE_MANAGER)).toEqual(['MANAGE_ROLES', 'VIEW_CASES']);
  });

  it('refuses a variable right the caller lacks and lets its holder and the super admin grant it', async () => {
    const remove = await demoVariableRight('BASIC_RIGHT_DELETE');
    const refused = await toggle(ROLE_MANAGER, 'musterstadt:Sachbearbeitung', `variable-right/${remove}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(RIGHT_NOT_HELD);
    const roles = (await app().request(ACCOUNTS.musterAdmin, { url: '/api/role' })).json();
    expect(roles.find((r: { name: string }) => r.name === 'Sachbearbeitung').variableRights).not.toContain(remove);

    const byHolder = await toggle(ACCOUNTS.musterAdmin, 'musterstadt:Sachbearbeitung', `variable-right/${remove}`);
    expect(byHolder.statusCode).toBe(200);
    expect(byHolder.json().variableRights).toContain(remove);
    // taking a variable right away counts like granting it
    const removal = await toggle(ROLE_MANAGER, 'musterstadt:Sachbearbeitung', `variable-right/${remove}`);
    expect(removal.statusCode).toBe(403);
    expect(removal.json().code).toBe('ROLE_NOT_CHANGEABLE');
    expect((await toggle(ACCOUNTS.musterAdmin, 'musterstadt:Sachbearbeitung', `variable-right/${remove}`)).statusCode).toBe(200);
    const approve = await demoVariableRight('BASIC_RIGHT_APPROVE');
    expect((await toggle(ACCOUNTS.superAdmin, 'musterstadt:Sachbearbeitung', `variable-right/${approve}`)).statusCode).toBe(200);
  });
});
