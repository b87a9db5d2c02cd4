import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIGHTS } from '@contracts/catalog.js';
import { addAccount } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, freshApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/user/me', () => {
  it('answers the tenant admin with tenant, modules, role and every right of the Admin role', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: '/api/user/me' });
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me).toMatchObject({
      email: ACCOUNTS.musterAdmin,
      tenantId: t.ids.tenants.musterstadt,
      tenantName: 'Musterstadt',
      commune: true,
      superAdmin: false,
      status: true,
      approved: true,
      allRoles: [{ name: 'Admin' }],
      tenant: { id: t.ids.tenants.musterstadt, mainAccount: t.ids.users[ACCOUNTS.musterAdmin] },
    });
    expect(me.tenant.modules).toEqual(['APIZUGRIFF', 'BUERGERINFO', 'MAENGELMELDER']);
    expect([...me.allRights].sort()).toEqual([...RIGHTS].sort());
    expect(me).not.toHaveProperty('passwordHash');
  });

  it('answers the clerk with exactly the rights of the Sachbearbeitung role', async () => {
    const me = (await t.request(ACCOUNTS.musterClerk, { url: '/api/user/me' })).json();
    expect(me.allRights).toEqual([
      'ADD_IMAGES_TO_EXISTING_CASE',
      'BIS_MANAGE_INFORMATION',
      'CREATE_CASE_NOTES',
      'CREATE_NEW_CASE',
      'VIEW_CASES',
      'VIEW_DASHBOARD',
    ]);
    expect(me.allRoles).toEqual([{ id: t.ids.roles['musterstadt:Sachbearbeitung'], name: 'Sachbearbeitung' }]);
  });

  it('answers the super admin with every right and the company tenant (no commune prefix)', async () => {
    const me = (await t.request(ACCOUNTS.superAdmin, { url: '/api/user/me' })).json();
    expect(me).toMatchObject({ superAdmin: true, superUser: true, commune: false, tenantName: 'Bürgerportal Betrieb' });
    expect(me.allRights).toHaveLength(RIGHTS.length);
  });

  it('answers 401 with the German message without a session', async () => {
    const response = await t.request(null, { url: '/api/user/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Sie müssen sich anmelden, um diese Funktion zu nutzen.' });
  });

  it('answers 401 for a token that is not a bearer token of ours', async () => {
    for (const authorization of ['Bearer kaputt', 'Basic YWRtaW46YWRtaW4=', 'Bearer ']) {
      const response = await t.app.inject({ url: '/api/user/me', headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });
});

const ids = () => t.ids;
const userId = (email: string) => t.ids.users[email];
const emailsOf = (page: { content: { email: string }[] }) => page.content.map((u) => u.email).sort();

describe('GET /api/user', () => {
  it('lists the users of the own tenant with tenant and role for a tenant admin', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: '/api/user' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ totalElements: 2, totalPages: 1, page: 0, size: 50 });
    expect(emailsOf(page)).toEqual([ACCOUNTS.musterAdmin, ACCOUNTS.musterClerk]);
    const clerk = page.content.find((u: { email: string }) => u.email === ACCOUNTS.musterClerk);
    expect(clerk).toEqual({
      id: userId(ACCOUNTS.musterClerk),
      firstname: 'Sven',
      lastname: 'Sachs',
      fullname: 'Sven Sachs',
      email: ACCOUNTS.musterClerk,
      position: 'Sachbearbeitung Straßen',
      status: true,
      approved: true,
      tenantId: ids().tenants.musterstadt,
      tenantName: 'Musterstadt',
      role: ids().roles['musterstadt:Sachbearbeitung'],
      allRoles: [{ id: ids().roles['musterstadt:Sachbearbeitung'], name: 'Sachbearbeitung' }],
    });
  });

  it('shows TENANT_INDEPENDENCE on the parent tenant the users of Musterstadt and Beispieldorf', async () => {
    const page = (await t.request(ACCOUNTS.support, { url: '/api/user', query: { sort: 'tenant.name' } })).json();
    expect(page.totalElements).toBe(6);
    expect(page.content.map((u: { tenantName: string }) => u.tenantName)).toEqual([
      'Beispieldorf',
      'Beispieldorf',
      'Bürgerportal Betrieb',
      'Bürgerportal Betrieb',
      'Musterstadt',
      'Musterstadt',
    ]);
    const filtered = (await t.request(ACCOUNTS.support, { url: '/api/user', query: { tenant: String(ids().tenants.musterstadt) } })).json();
    expect(emailsOf(filtered)).toEqual([ACCOUNTS.musterAdmin, ACCOUNTS.musterClerk]);
  });

  it('searches first name, last name, e-mail and position case-insensitively, and sorts by the allow-list', async () => {
    const search = async (term: string) =>
      emailsOf((await t.request(ACCOUNTS.support, { url: '/api/user', query: { search: term } })).json());
    expect(await search('SACHS')).toEqual([ACCOUNTS.musterClerk]);
    expect(await search('anna')).toEqual([ACCOUNTS.musterAdmin]);
    expect(await search('beispieldorf.example')).toEqual([ACCOUNTS.dorfAdmin, ACCOUNTS.pending]);
    expect(await search('bürgermeister')).toEqual([ACCOUNTS.dorfAdmin]);
    expect(await search('100%_')).toEqual([]);
    const byMail = (await t.request(ACCOUNTS.support, { url: '/api/user', query: { sort: 'email', order: 'DESC', size: '2' } })).json();
    expect(byMail).toMatchObject({ totalElements: 6, totalPages: 3, size: 2 });
    expect(byMail.content.map((u: { email: string }) => u.email)).toEqual([ACCOUNTS.pending, ACCOUNTS.support]);
  });

  it('answers 400 for a sort key outside the allow-list or a bad page', async () => {
    const sort = await t.request(ACCOUNTS.musterAdmin, { url: '/api/user', query: { sort: 'passwordHash' } });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().code).toBe('INVALID_SORT');
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/user', query: { page: '-1' } })).statusCode).toBe(400);
  });

  it('answers 403 without VIEW_USER', async () => {
    const response = await t.request(ACCOUNTS.musterClerk, { url: '/api/user' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('answers 404 for a tenant filter outside the scope', async () => {
    const response = await t.request(ACCOUNTS.dorfAdmin, { url: '/api/user', query: { tenant: String(ids().tenants.musterstadt) } });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/user/pending', () => {
  it('lists the registrations waiting for approval in scope', async () => {
    const dorf = (await t.request(ACCOUNTS.dorfAdmin, { url: '/api/user/pending' })).json();
    expect(emailsOf(dorf)).toEqual([ACCOUNTS.pending]);
    expect(dorf.content[0]).toMatchObject({ approved: false, status: false, role: null, allRoles: [] });
    expect(emailsOf((await t.request(ACCOUNTS.support, { url: '/api/user/pending' })).json())).toEqual([ACCOUNTS.pending]);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/user/pending' })).json().totalElements).toBe(0);
  });

  it('answers 400 for a bad sort, 403 without CREATE_USER and 404 for a tenant outside scope', async () => {
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: '/api/user/pending', query: { sort: 'x' } })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.musterClerk, { url: '/api/user/pending' })).statusCode).toBe(403);
    const other = await t.request(ACCOUNTS.musterAdmin, {
      url: '/api/user/pending',
      query: { tenant: String(ids().tenants.beispieldorf) },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('GET /api/user/{id}', () => {
  it('answers the user with tenant, role and assignments', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: `/api/user/${userId(ACCOUNTS.musterClerk)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: ACCOUNTS.musterClerk,
      role: ids().roles['musterstadt:Sachbearbeitung'],
      tenant: { id: ids().tenants.musterstadt, name: 'Musterstadt' },
      assignedCategories: [],
      assignedCategoryTags: [],
    });
  });

  it('lets anybody read their own account', async () => {
    const response = await t.request(ACCOUNTS.musterClerk, { url: `/api/user/${userId(ACCOUNTS.musterClerk)}` });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 for a non-numeric id, 403 without VIEW_USER, 404 for another tenant or an unknown id', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/user/abc' })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.musterClerk, { url: `/api/user/${userId(ACCOUNTS.musterAdmin)}` })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/api/user/${userId(ACCOUNTS.musterAdmin)}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/user/99999' })).statusCode).toBe(404);
  });
});

describe('GET /api/user/tenant/{tenantId}', () => {
  it('lists the released users of the tenant as {id, fullname} for any logged-in user', async () => {
    const response = await t.request(ACCOUNTS.musterClerk, { url: `/api/user/tenant/${ids().tenants.musterstadt}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      content: [
        { id: userId(ACCOUNTS.musterAdmin), fullname: 'Anna Albrecht' },
        { id: userId(ACCOUNTS.musterClerk), fullname: 'Sven Sachs' },
      ],
      totalElements: 2,
      totalPages: 1,
      page: 0,
      size: 50,
    });
    const search = (
      await t.request(ACCOUNTS.musterClerk, { url: `/api/user/tenant/${ids().tenants.musterstadt}`, query: { search: 'sven' } })
    ).json();
    expect(search.content).toEqual([{ id: userId(ACCOUNTS.musterClerk), fullname: 'Sven Sachs' }]);
    const dorf = (await t.request(ACCOUNTS.dorfAdmin, { url: `/api/user/tenant/${ids().tenants.beispieldorf}` })).json();
    expect(dorf.content).toEqual([{ id: userId(ACCOUNTS.dorfAdmin), fullname: 'Bernd Bauer' }]);
  });

  it('answers 400 for a bad tenant id, 401 without a session and 404 outside the scope', async () => {
    expect((await t.request(ACCOUNTS.musterClerk, { url: '/api/user/tenant/0' })).statusCode).toBe(400);
    expect((await t.request(null, { url: `/api/user/tenant/${ids().tenants.musterstadt}` })).statusCode).toBe(401);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/api/user/tenant/${ids().tenants.musterstadt}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterClerk, { url: '/api/user/tenant/99999' })).statusCode).toBe(404);
  });
});

const mailsTo = async (app: TestApp, to: string) => (await app.flushMails()).filter((m) => m.to === to);
const resetToken = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1];

describe('POST /api/user', () => {
  const app = freshApp();
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    email: 'neu@musterstadt.example',
    firstname: 'Nora',
    lastname: 'Neu',
    position: 'Bauhof',
    role: String(app().ids.roles['musterstadt:Sachbearbeitung']),
    status: true,
    active: true,
    ...overrides,
  });

  it('creates an approved user in the own tenant and mails a link to set the password', async () => {
    const response = await app().request(ACCOUNTS.musterAdmin, { method: 'POST', url: '/api/user', payload: newUser() });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      id: expect.any(Number),
      email: 'neu@musterstadt.example',
      fullname: 'Nora Neu',
      position: 'Bauhof',
      tenantId: app().ids.tenants.musterstadt,
      role: app().ids.roles['musterstadt:Sachbearbeitung'],
      status: true,
      approved: true,
      active: true,
    });
    const [mail] = await mailsTo(app(), 'neu@musterstadt.example');
    const token = resetToken(mail!.text);
    expect(token).toBeTruthy();
    const reset = await app().request(null, {
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { password: 'Neu-Passwort-1', passwordRepeat: 'Neu-Passwort-1', token },
    });
    expect(reset.statusCode).toBe(200);
    await expect(app().login('neu@musterstadt.example', 'Neu-Passwort-1')).resolves.toMatch(/^Bearer /);
  });

  it('lets TENANT_INDEPENDENCE create users in a child tenant', async () => {
    const response = await app().request(ACCOUNTS.support, {
      method: 'POST',
      url: '/api/user',
      payload: newUser({ email: 'support-neu@beispieldorf.example', tenantId: app().ids.tenants.beispieldorf, role: null }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ tenantId: app().ids.tenants.beispieldorf, allRoles: [] });
  });

  it('answers 400 "Bitte füllen Sie alle Felder aus." for an empty or missing name or e-mail', async () => {
    for (const payload of [
      newUser({ firstname: '  ' }),
      newUser({ lastname: '' }),
      newUser({ email: null }),
      { firstname: 'A', lastname: 'B' },
    ]) {
      const response = await app().request(ACCOUNTS.musterAdmin, { method: 'POST', url: '/api/user', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Bitte füllen Sie alle Felder aus.', code: 'EMPTY_VALUE' });
    }
  });

  it('answers 400 for a malformed e-mail and for a role of another tenant or an unknown role', async () => {
    const mail = await app().request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: '/api/user',
      payload: newUser({ email: 'kein-at.example' }),
    });
    expect(mail.statusCode).toBe(400);
    expect(mail.json().code).toBe('ERROR_MAIL_INVALID');
    for (const role of [app().ids.roles['beispieldorf:Admin'], 'abc', '99999', '2147483648', '99999999999999999999']) {
      const response = await app().request(ACCOUNTS.musterAdmin, {
        method: 'POST',
        url: '/api/user',
        payload: newUser({ email: 'rolle@musterstadt.example', role }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Die gewählte Rolle gehört nicht zu diesem Mandanten.', code: 'INVALID_ROLE' });
    }
  });

  it('answers 409 with a German message for an e-mail that already has an account (any case)', async () => {
    const response = await app().request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: '/api/user',
      payload: newUser({ email: 'Admin@Beispieldorf.example' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Für diese E-Mail-Adresse besteht bereits ein Konto.', code: 'ERROR_MAIL_TAKEN' });
  });

  it('answers 403 without CREATE_USER', async () => {
    const response = await app().request(ACCOUNTS.musterClerk, {
      method: 'POST',
      url: '/api/user',
      payload: newUser({ email: 'x@musterstadt.example' }),
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 403 for a tenantId outside the scope and creates nothing', async () => {
    const response = await app().request(ACCOUNTS.dorfAdmin, {
      method: 'POST',
      url: '/api/user',
      payload: newUser({ email: 'fremd@musterstadt.example', tenantId: app().ids.tenants.musterstadt }),
    });
    expect(response.statusCode).toBe(403);
    const exists = await app().db.selectFrom('appUser').select('id').where('email', '=', 'fremd@musterstadt.example').executeTakeFirst();
    expect(exists).toBeUndefined();
  });

  it('keeps a user without TENANT_INDEPENDENCE to the own tenant and to release status true', async () => {
    await addAccount(app(), 'personal@musterstadt.example', 'musterstadt', ['VIEW_USER', 'CREATE_USER']);
    const own = await app().request('personal@musterstadt.example', {
      method: 'POST',
      url: '/api/user',
      payload: newUser({ email: 'personal-neu@musterstadt.example', role: null }),
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().tenantId).toBe(app().ids.tenants.musterstadt);
    const parent = await app().request('personal@musterstadt.example', {
      method: 'POST',
      url: '/api/user',
      payload: newUser({ email: 'personal-2@musterstadt.example', tenantId: app().ids.tenants.betrieb }),
    });
    expect(parent.statusCode).toBe(403);
    const blocked = await app().request('personal@musterstadt.example', {
      method: 'POST',
      url: '/api/user',
      payload: newUser({ email: 'personal-3@musterstadt.example', status: false }),
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('STATUS_NEEDS_TENANT_INDEPENDENCE');
  });
});

describe('PUT /api/user/{id}', () => {
  const app = freshApp();
  const clerkId = () => app().ids.users[ACCOUNTS.musterClerk]!;
  const clerkPayload = (overrides: Record<string, unknown> = {}) => ({
    email: ACCOUNTS.musterClerk,
    firstname: 'Sven',
    lastname: 'Sachs',
    position: 'Sachbearbeitung Grünflächen',
    tenantId: app().ids.tenants.musterstadt,
    role: String(app().ids.roles['musterstadt:Sachbearbeitung']),
    status: true,
    active: true,
    ...overrides,
  });
  const put = (as: string, id: number, payload: object) => app().request(as, { method: 'PUT', url: `/api/user/${id}`, payload });

  it('saves the fields and answers the user', async () => {
    const response = await put(ACCOUNTS.musterAdmin, clerkId(), clerkPayload({ firstname: ' Svenja ', role: null }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstname: 'Svenja', position: 'Sachbearbeitung Grünflächen', role: null, allRoles: [] });
    const restored = await put(ACCOUNTS.musterAdmin, clerkId(), clerkPayload());
    expect(restored.json().role).toBe(app().ids.roles['musterstadt:Sachbearbeitung']);
  });

  it('lets users change their own name and position only, and refuses rather than drops anything else', async () => {
    const refused = await put(
      ACCOUNTS.musterClerk,
      clerkId(),
      clerkPayload({ lastname: 'Sachs-Meier', email: 'anders@musterstadt.example', role: app().ids.roles['musterstadt:Admin'] }),
    );
    expect(refused.statusCode).toBe(403);
    const response = await put(ACCOUNTS.musterClerk, clerkId(), clerkPayload({ lastname: 'Sachs-Meier' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lastname: 'Sachs-Meier',
      email: ACCOUNTS.musterClerk,
      role: app().ids.roles['musterstadt:Sachbearbeitung'],
    });
  });

  it('refuses active: false with a German message instead of ignoring it', async () => {
    const response = await put(ACCOUNTS.musterAdmin, clerkId(), clerkPayload({ active: false }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Ein Konto kann nicht deaktiviert werden. Sperren Sie es stattdessen über den Freigabestatus.',
      code: 'ACCOUNT_ALWAYS_ACTIVE',
    });
  });

  it('answers 400 for empty fields, a malformed e-mail or a foreign role, and 409 for a taken e-mail', async () => {
    const empty = await put(ACCOUNTS.musterAdmin, clerkId(), clerkPayload({ lastname: '' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Bitte füllen Sie alle Felder aus.');
    expect((await put(ACCOUNTS.musterAdmin, clerkId(), clerkPayload({ email: 'a@b' }))).statusCode).toBe(400);
    expect((await put(ACCOUNTS.musterAdmin, clerkId(), clerkPayload({ role: app().ids.roles['beispieldorf:Admin'] }))).statusCode).toBe(
      400,
    );
    const taken = await put(ACCOUNTS.musterAdmin, clerkId(), clerkPayload({ email: ACCOUNTS.musterAdmin }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ERROR_MAIL_TAKEN');
  });

  it('answers 403 without CREATE_USER for another user', async () => {
    const response = await put(ACCOUNTS.musterClerk, app().ids.users[ACCOUNTS.musterAdmin]!, {
      email: ACCOUNTS.musterAdmin,
      firstname: 'Anna',
      lastname: 'Gehackt',
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for a user of another tenant and 403 for moving an own user into it', async () => {
    const foreign = await put(ACCOUNTS.dorfAdmin, clerkId(), clerkPayload({ lastname: 'Gehackt' }));
    expect(foreign.statusCode).toBe(404);
    const move = await put(ACCOUNTS.dorfAdmin, app().ids.users[ACCOUNTS.pending]!, {
      email: ACCOUNTS.pending,
      firstname: 'Wilma',
      lastname: 'Warte',
      tenantId: app().ids.tenants.musterstadt,
    });
    expect(move.statusCode).toBe(403);
    const clerk = (await app().request(ACCOUNTS.musterAdmin, { url: `/api/user/${clerkId()}` })).json();
    expect(clerk.lastname).not.toBe('Gehackt');
  });

  it('refuses to move a tenant main account into another tenant', async () => {
    const response = await put(ACCOUNTS.superAdmin, app().ids.users[ACCOUNTS.dorfAdmin]!, {
      email: ACCOUNTS.dorfAdmin,
      firstname: 'Bernd',
      lastname: 'Bauer',
      tenantId: app().ids.tenants.musterstadt,
      role: app().ids.roles['musterstadt:Admin'],
    });
    expect(response.statusCode).toBe(409);
  });

  it('refuses non-super-admins to change a super admin', async () => {
    const response = await put(ACCOUNTS.support, app().ids.users[ACCOUNTS.superAdmin]!, {
      email: ACCOUNTS.superAdmin,
      firstname: 'Sabine',
      lastname: 'Übernommen',
    });
    expect(response.statusCode).toBe(403);
  });

  it('approves a registration: the user is mailed and can log in', async () => {
    await expect(app().login(ACCOUNTS.pending)).rejects.toThrow(/409/);
    const response = await put(ACCOUNTS.dorfAdmin, app().ids.users[ACCOUNTS.pending]!, {
      email: ACCOUNTS.pending,
      firstname: 'Wilma',
      lastname: 'Warte',
      position: null,
      tenantId: app().ids.tenants.beispieldorf,
      role: String(app().ids.roles['beispieldorf:Admin']),
      status: true,
      active: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ approved: true, status: true, allRoles: [{ name: 'Admin' }] });
    const mails = await mailsTo(app(), ACCOUNTS.pending);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Ihr Konto wurde freigegeben');
    expect(mails[0]!.text).toContain('http://localhost:3000/login');
    await expect(app().login(ACCOUNTS.pending)).resolves.toMatch(/^Bearer /);
    expect((await app().request(ACCOUNTS.dorfAdmin, { url: '/api/user/pending' })).json().totalElements).toBe(0);
  });

  it('lets CREATE_USER without TENANT_INDEPENDENCE approve registrations but not block users', async () => {
    await addAccount(app(), 'personal@musterstadt.example', 'musterstadt', ['VIEW_USER', 'CREATE_USER']);
    const registered = await app().request(null, {
      method: 'POST',
      url: '/api/user/register',
      payload: {
        firstname: 'Rita',
        lastname: 'Registriert',
        email: 'rita@example.org',
        password: 'Rita-2026!',
        tenantId: app().ids.tenants.musterstadt,
      },
    });
    expect(registered.statusCode).toBe(200);
    const pending = (await app().request('personal@musterstadt.example', { url: '/api/user/pending' })).json();
    expect(emailsOf(pending)).toEqual(['rita@example.org']);
    const ritaId = pending.content[0].id;
    const approve = await put('personal@musterstadt.example', ritaId, {
      email: 'rita@example.org',
      firstname: 'Rita',
      lastname: 'Registriert',
      status: true,
    });
    expect(approve.statusCode).toBe(200);
    await expect(app().login('rita@example.org', 'Rita-2026!')).resolves.toMatch(/^Bearer /);
    const block = await put('personal@musterstadt.example', ritaId, {
      email: 'rita@example.org',
      firstname: 'Rita',
      lastname: 'Registriert',
      status: false,
    });
    expect(block.statusCode).toBe(403);
    expect(block.json().code).toBe('STATUS_NEEDS_TENANT_INDEPENDENCE');
  });

  it("blocking ends the user's sessions at once; releasing lets them log in again", async () => {
    const token = await app().login(ACCOUNTS.musterClerk);
    const me = () => app().app.inject({ url: '/api/user/me', headers: { authorization: token } });
    expect((await me()).statusCode).toBe(200);
    const block = await put(ACCOUNTS.musterAdmin, clerkId(), clerkPayload({ status: false }));
    expect(block.statusCode).toBe(200);
    expect(block.json().status).toBe(false);
    expect((await me()).statusCode).toBe(401);
    await expect(app().login(ACCOUNTS.musterClerk)).rejects.toThrow(/403/);
    expect((await put(ACCOUNTS.musterAdmin, clerkId(), clerkPayload({ status: true }))).statusCode).toBe(200);
    await expect(app().login(ACCOUNTS.musterClerk)).resolves.toMatch(/^Bearer /);
  });

  it('refuses to block the own account', async () => {
    const self = app().ids.users[ACCOUNTS.musterAdmin]!;
    const response = await put(ACCOUNTS.musterAdmin, self, {
      email: ACCOUNTS.musterAdmin,
      firstname: 'Anna',
      lastname: 'Albrecht',
      status: false,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Sie können Ihren eigenen Freigabestatus nicht ändern.', code: 'OWN_STATUS_CHANGE' });
  });
});

describe('DELETE /api/user/{id}', () => {
  const app = freshApp();
  const del = (as: string, id: number) => app().request(as, { method: 'DELETE', url: `/api/user/${id}` });

  it('deletes a user', async () => {
    const { id } = await addAccount(app(), 'weg@musterstadt.example', 'musterstadt', []);
    const response = await del(ACCOUNTS.musterAdmin, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Der Nutzer Test weg wurde gelöscht.' });
    expect((await app().request(ACCOUNTS.musterAdmin, { url: `/api/user/${id}` })).statusCode).toBe(404);
  });

  it('answers 400 for a bad id, 403 without CREATE_USER, 404 for another tenant, 409 for oneself', async () => {
    expect((await del(ACCOUNTS.musterAdmin, 0)).statusCode).toBe(400);
    expect((await del(ACCOUNTS.musterClerk, app().ids.users[ACCOUNTS.musterAdmin]!)).statusCode).toBe(403);
    expect((await del(ACCOUNTS.dorfAdmin, app().ids.users[ACCOUNTS.musterClerk]!)).statusCode).toBe(404);
    const self = await del(ACCOUNTS.musterAdmin, app().ids.users[ACCOUNTS.musterAdmin]!);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('DELETE_SELF');
    expect((await app().request(ACCOUNTS.musterAdmin, { url: `/api/user/${app().ids.users[ACCOUNTS.musterClerk]}` })).statusCode).toBe(200);
  });

  it('refuses to delete the main account of the own tenant (it would delete the caller too) and super admins', async () => {
    await addAccount(app(), 'personal@musterstadt.example', 'musterstadt', ['VIEW_USER', 'CREATE_USER']);
    const weaker = await del('personal@musterstadt.example', app().ids.users[ACCOUNTS.musterAdmin]!);
    expect(weaker.statusCode).toBe(403);
    expect(weaker.json().code).toBe('MAIN_ACCOUNT_PROTECTED');
    // another Admin of the tenant may change its main account, but deleting it would delete the Admin too
    const { id: secondAdmin } = await addAccount(app(), 'zweite-admin@musterstadt.example', 'musterstadt', []);
    await app().db.updateTable('appUser').set({ roleId: app().ids.roles['musterstadt:Admin']! }).where('id', '=', secondAdmin).execute();
    const own = await del('zweite-admin@musterstadt.example', app().ids.users[ACCOUNTS.musterAdmin]!);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('DELETE_OWN_MAIN_ACCOUNT');
    const superAdmin = await del(ACCOUNTS.support, app().ids.users[ACCOUNTS.superAdmin]!);
    expect(superAdmin.statusCode).toBe(403);
    expect(superAdmin.json().code).toBe('SUPER_ADMIN_ONLY');
  });

  it('deleting the main account deletes every user of the tenant and ends their sessions', async () => {
    const dorfToken = await app().login(ACCOUNTS.dorfAdmin);
    // a tenant's main account is the super admin's to delete (or another Admin's of that tenant)
    expect((await del(ACCOUNTS.support, app().ids.users[ACCOUNTS.dorfAdmin]!)).statusCode).toBe(403);
    const response = await del(ACCOUNTS.superAdmin, app().ids.users[ACCOUNTS.dorfAdmin]!);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Der Nutzer Bernd Bauer wurde gelöscht, zusammen mit 1 weiteren Nutzern des Mandanten.');
    const left = await app().db.selectFrom('appUser').select('id').where('tenantId', '=', app().ids.tenants.beispieldorf!).execute();
    expect(left).toEqual([]);
    const tenant = await app()
      .db.selectFrom('tenant')
      .select('mainAccountId')
      .where('id', '=', app().ids.tenants.beispieldorf!)
      .executeTakeFirstOrThrow();
    expect(tenant.mainAccountId).toBeNull();
    expect((await app().app.inject({ url: '/api/user/me', headers: { authorization: dorfToken } })).statusCode).toBe(401);
    expect((await app().request(ACCOUNTS.musterAdmin, { url: '/api/user' })).json().totalElements).toBeGreaterThanOrEqual(2);
  });
});

describe('PUT /api/user/{id}/send-password-reset', () => {
  const app = freshApp();
  const send = (as: string, id: number | string) => app().request(as, { method: 'PUT', url: `/api/user/${id}/send-password-reset` });

  it('mails the user a reset link and answers the text to show', async () => {
    const response = await send(ACCOUNTS.musterAdmin, app().ids.users[ACCOUNTS.musterClerk]!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `Eine E-Mail zum Zurücksetzen des Passworts wurde an ${ACCOUNTS.musterClerk} gesendet.` });
    const [mail] = await mailsTo(app(), ACCOUNTS.musterClerk);
    expect(resetToken(mail!.text)).toBeTruthy();
  });

  it('answers 400 for a bad id, 403 without CREATE_USER and 404 for another tenant', async () => {
    expect((await send(ACCOUNTS.musterAdmin, 'abc')).statusCode).toBe(400);
    expect((await send(ACCOUNTS.musterClerk, app().ids.users[ACCOUNTS.musterAdmin]!)).statusCode).toBe(403);
    expect((await send(ACCOUNTS.dorfAdmin, app().ids.users[ACCOUNTS.musterClerk]!)).statusCode).toBe(404);
    expect(await mailsTo(app(), ACCOUNTS.musterAdmin)).toEqual([]);
  });
});

describe.each([
  { path: 'assigned-categories', field: 'assignedCategories', kind: 'categories', names: ['Abfall', 'Gewässer'] },
  { path: 'assigned-tags', field: 'assignedCategoryTags', kind: 'tags', names: ['Schlaglöcher', 'Dauerlicht'] },
] as const)('GET and PUT /api/user/{id}/$path', ({ path, field, kind, names }) => {
  const app = freshApp();
  const url = (email: string) => `/api/user/${app().ids.users[email]}/${path}`;
  const idsOf = (tenant: string) => names.map((name) => app().ids[kind][`${tenant}:${name}`]);

  it('replaces the set (deduplicated, sorted) and reads it back, also on the user', async () => {
    const [a, b] = idsOf('musterstadt');
    const sorted = [a, b].sort((x, y) => x! - y!);
    const put = await app().request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(ACCOUNTS.musterClerk), payload: [b, a, b] });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(sorted);
    expect((await app().request(ACCOUNTS.musterAdmin, { url: url(ACCOUNTS.musterClerk) })).json()).toEqual(sorted);
    const user = (await app().request(ACCOUNTS.musterClerk, { url: '/api/user/me' })).json();
    expect(user[field]).toEqual(sorted);
    const cleared = await app().request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(ACCOUNTS.musterClerk), payload: [] });
    expect(cleared.json()).toEqual([]);
  });

  it("answers 400 for another tenant's or unknown ids and keeps the assignments", async () => {
    const [own] = idsOf('musterstadt');
    await app().request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(ACCOUNTS.musterClerk), payload: [own] });
    for (const payload of [[own, ...idsOf('beispieldorf').slice(0, 1)], [999_999]]) {
      const response = await app().request(ACCOUNTS.superAdmin, { method: 'PUT', url: url(ACCOUNTS.musterClerk), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_ASSIGNMENT',
        message: expect.stringMatching(/^Die zugewiesenen (Unter)?[Kk]ategorien konnten nicht aktualisiert werden\./),
      });
    }
    expect((await app().request(ACCOUNTS.musterAdmin, { url: url(ACCOUNTS.musterClerk) })).json()).toEqual([own]);
  });

  it('answers 400 for ids that are not positive integers', async () => {
    for (const payload of [[0], ['x'], [1.5], { id: 1 }]) {
      const response = await app().request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(ACCOUNTS.musterClerk), payload });
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers 403 without the right and 404 for a user of another tenant', async () => {
    expect((await app().request(ACCOUNTS.musterClerk, { url: url(ACCOUNTS.musterAdmin) })).statusCode).toBe(403);
    expect((await app().request(ACCOUNTS.musterClerk, { method: 'PUT', url: url(ACCOUNTS.musterClerk), payload: [1] })).statusCode).toBe(
      403,
    );
    expect((await app().request(ACCOUNTS.dorfAdmin, { url: url(ACCOUNTS.musterClerk) })).statusCode).toBe(404);
    expect((await app().request(ACCOUNTS.dorfAdmin, { method: 'PUT', url: url(ACCOUNTS.musterClerk), payload: [1] })).statusCode).toBe(404);
  });
});

describe('searching a person by the full name as shown', () => {
  it('finds "Anna Albrecht" in the tenant users and in the user list', async () => {
    const t = await buildTestApp();
    try {
      const tenantId = t.ids.tenants.musterstadt;
      const byTenant = await t.request(ACCOUNTS.musterAdmin, { url: `/api/user/tenant/${tenantId}?search=Anna%20Albrecht` });
      expect(byTenant.json().content.map((u: { fullname: string }) => u.fullname)).toEqual(['Anna Albrecht']);
      const list = await t.request(ACCOUNTS.musterAdmin, { url: '/api/user?search=anna%20alb' });
      expect(list.json().content.map((u: { email: string }) => u.email)).toEqual([ACCOUNTS.musterAdmin]);
    } finally {
      await t.close();
    }
  });
});
