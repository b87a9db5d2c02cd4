import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { asUser, consumerPact, DEMO, errorBody, failure, FORBIDDEN, loggedIn, loggedInApi, statePath, withToken } from './pact.js';

const { boolean, eachLike, fromProviderState, integer, like, nullValue, string } = MatchersV3;

/** The calls of the user list (/users) and the user form (/create-user, /edit-user). */
const pact = consumerPact('users');

const MUSTERSTADT = 'Musterstadt';
/** A staff account the provider creates for these interactions, so no demo account is changed or deleted. */
const STAFF = {
  email: 'pact.nutzer@musterstadt.example',
  tenant: MUSTERSTADT,
  firstname: 'Paula',
  lastname: 'Pact',
  role: 'Sachbearbeitung',
};
const WAITING = { email: DEMO.pending, password: DEMO.password };

/** A row of the user list as the table reads it. */
const listItem = (example: { firstname: string; lastname: string; email: string; approved: boolean }) => ({
  id: integer(5),
  firstname: string(example.firstname),
  lastname: string(example.lastname),
  fullname: string(`${example.firstname} ${example.lastname}`),
  email: string(example.email),
  status: boolean(example.approved),
  approved: example.approved,
  tenantId: integer(2),
  tenantName: string(MUSTERSTADT),
  allRoles: like([]),
});

/** The user as the form reads it (GET /api/user/{id} and the answers of POST and PUT). */
const userBody = (fields: Record<string, unknown>) => ({
  id: integer(90),
  fullname: string('Paula Pact'),
  status: boolean(true),
  approved: boolean(true),
  tenantId: integer(2),
  tenantName: string(MUSTERSTADT),
  tenant: { id: integer(2), name: string(MUSTERSTADT), mainAccount: integer(3), modules: eachLike('MAENGELMELDER') },
  allRoles: like([]),
  ...fields,
});

const staffSave = (position: string | null) => ({
  email: STAFF.email,
  firstname: STAFF.firstname,
  lastname: STAFF.lastname,
  position,
  tenantId: fromProviderState('${tenantId}', 2),
  role: fromProviderState('${roleIdText}', '7'),
  active: true,
});

describe('user list: GET /api/user and /api/user/pending', () => {
  it('lists the users in scope, searched and paged', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a search in the user list')
      .withRequest('GET', '/api/user', (b) => b.headers(loggedIn()).query({ search: 'Sachs', page: '0', size: '50' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          content: eachLike({
            ...listItem({ firstname: 'Sven', lastname: 'Sachs', email: DEMO.musterClerk, approved: true }),
            position: string('Sachbearbeitung Straßen'),
            role: integer(7),
            allRoles: eachLike({ id: integer(7), name: string('Sachbearbeitung') }),
          }),
          totalPages: integer(1),
          totalElements: integer(1),
          page: 0,
          size: 50,
        }),
      )
      .executeTest(async (server) => {
        const list = await loggedInApi(server.url).users.list({ search: 'Sachs', page: 0, size: 50 });
        expect(list.content[0]!.lastname).toBe('Sachs');
        expect(list.content[0]!.allRoles[0]!.name).toBe('Sachbearbeitung');
      }));

  it('lists the accounts waiting for approval (CREATE_USER)', () =>
    asUser(pact, DEMO.dorfAdmin)
      .given('a user waits for approval', WAITING)
      .uponReceiving('a request for the users waiting for approval')
      .withRequest('GET', '/api/user/pending', (b) => b.headers(loggedIn()).query({ page: '0', size: '50' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          content: eachLike({
            ...listItem({ firstname: 'Wilma', lastname: 'Warte', email: DEMO.pending, approved: false }),
            tenantName: string('Beispieldorf'),
          }),
          totalPages: integer(1),
          totalElements: integer(1),
          page: 0,
          size: 50,
        }),
      )
      .executeTest(async (server) => {
        const list = await loggedInApi(server.url).users.pending({ page: 0, size: 50 });
        expect(list.content[0]!.approved).toBe(false);
      }));

  it('answers 403 without VIEW_USER', () =>
    asUser(pact, DEMO.musterClerk)
      .uponReceiving('a request for the user list without the right')
      .withRequest('GET', '/api/user', (b) => b.headers(loggedIn()).query({ page: '0', size: '50' }))
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        expect((await failure(loggedInApi(server.url).users.list({ page: 0, size: 50 }))).status).toBe(403);
      }));

  it('GET /api/user/tenant/{tenantId} lists the released users of a tenant for pickers', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a tenant exists', { name: MUSTERSTADT })
      .uponReceiving('a request for the users of a tenant')
      .withRequest('GET', statePath('/api/user/tenant/${tenantId}', { tenantId: 2 }), (b) => b.headers(loggedIn()).query({ size: '50' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          content: eachLike({ id: integer(3), fullname: string('Anna Albrecht') }),
          totalPages: integer(1),
          totalElements: integer(2),
          page: 0,
          size: 50,
        }),
      )
      .executeTest(async (server) => {
        const users = await loggedInApi(server.url).users.ofTenant(2);
        expect(users.content[0]!.fullname).toBeTruthy();
      }));
});

describe('user form: GET /api/user/{id} and the assignments', () => {
  it('reads the user with tenant and role', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a staff user exists', STAFF)
      .uponReceiving('a request for a user')
      .withRequest('GET', statePath('/api/user/${userId}', { userId: 90 }), withToken)
      .willRespondWith(200, (b) =>
        b.jsonBody(
          userBody({
            firstname: STAFF.firstname,
            lastname: STAFF.lastname,
            email: STAFF.email,
            position: nullValue(),
            role: integer(7),
            allRoles: eachLike({ id: integer(7), name: string('Sachbearbeitung') }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const user = await loggedInApi(server.url).users.get(90);
        expect(user.email).toBe(STAFF.email);
        expect(user.tenant.mainAccount).toBe(3);
      }));

  it('answers 404 for a user of another tenant', () =>
    asUser(pact, DEMO.dorfAdmin)
      .given('a staff user exists', STAFF)
      .uponReceiving('a request for a user of another tenant')
      .withRequest('GET', statePath('/api/user/${userId}', { userId: 90 }), withToken)
      .willRespondWith(404, (b) => b.jsonBody(errorBody('NOT_FOUND', 'Der Eintrag wurde nicht gefunden.')))
      .executeTest(async (server) => {
        expect((await failure(loggedInApi(server.url).users.get(90))).status).toBe(404);
      }));

  it('reads the assigned categories', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a staff user exists', STAFF)
      .given('the user has assigned categories', { email: STAFF.email })
      .uponReceiving('a request for the assigned categories of a user')
      .withRequest('GET', statePath('/api/user/${userId}/assigned-categories', { userId: 90 }), (b) => b.headers(loggedIn()))
      .willRespondWith(200, (b) => b.jsonBody(eachLike(integer(11))))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).users.assignedCategories(90)).toEqual([11]);
      }));

  it('reads the assigned subcategories', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a staff user exists', STAFF)
      .given('the user has assigned categories', { email: STAFF.email })
      .uponReceiving('a request for the assigned subcategories of a user')
      .withRequest('GET', statePath('/api/user/${userId}/assigned-tags', { userId: 90 }), (b) => b.headers(loggedIn()))
      .willRespondWith(200, (b) => b.jsonBody(eachLike(integer(21))))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).users.assignedTags(90)).toEqual([21]);
      }));

  it('replaces the assigned categories', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a staff user exists', STAFF)
      .given('the user has assigned categories', { email: STAFF.email })
      .uponReceiving('a change of the assigned categories of a user')
      .withRequest('PUT', statePath('/api/user/${userId}/assigned-categories', { userId: 90 }), (b) =>
        b.headers(loggedIn()).jsonBody([fromProviderState('${categoryId}', 11)]),
      )
      .willRespondWith(200, (b) => b.jsonBody(eachLike(integer(11))))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).users.setAssignedCategories(90, [11])).toEqual([11]);
      }));

  it('replaces the assigned subcategories', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a staff user exists', STAFF)
      .given('the user has assigned categories', { email: STAFF.email })
      .uponReceiving('a change of the assigned subcategories of a user')
      .withRequest('PUT', statePath('/api/user/${userId}/assigned-tags', { userId: 90 }), (b) =>
        b.headers(loggedIn()).jsonBody([fromProviderState('${tagId}', 21)]),
      )
      .willRespondWith(200, (b) => b.jsonBody(eachLike(integer(21))))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).users.setAssignedTags(90, [21])).toEqual([21]);
      }));

  it('clears the assigned categories with an empty list', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a staff user exists', STAFF)
      .uponReceiving('a removal of all assigned categories of a user')
      .withRequest('PUT', statePath('/api/user/${userId}/assigned-categories', { userId: 90 }), (b) => b.headers(loggedIn()).jsonBody([]))
      .willRespondWith(200, (b) => b.jsonBody([]))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).users.setAssignedCategories(90, [])).toEqual([]);
      }));
});

describe('user save: POST /api/user and PUT /api/user/{id}', () => {
  it('creates a user and answers it with its id', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('no account exists', { email: 'nina.neu@musterstadt.example' })
      .given('the tenant has the role', { tenant: MUSTERSTADT, name: 'Sachbearbeitung' })
      .uponReceiving('a new user')
      .withRequest('POST', '/api/user', (b) =>
        b.headers(loggedIn()).jsonBody({
          email: 'nina.neu@musterstadt.example',
          firstname: 'Nina',
          lastname: 'Neu',
          position: 'Bauhof',
          tenantId: fromProviderState('${tenantId}', 2),
          role: fromProviderState('${roleIdText}', '7'),
          status: true,
          active: true,
        }),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody(
          userBody({
            firstname: 'Nina',
            lastname: 'Neu',
            fullname: 'Nina Neu',
            email: 'nina.neu@musterstadt.example',
            position: 'Bauhof',
            status: true,
            role: integer(7),
          }),
        ),
      )
      .executeTest(async (server) => {
        const user = await loggedInApi(server.url).users.create({
          email: 'nina.neu@musterstadt.example',
          firstname: 'Nina',
          lastname: 'Neu',
          position: 'Bauhof',
          tenantId: 2,
          role: '7',
          status: true,
          active: true,
        });
        expect(user.id).toBe(90);
      }));

  it('answers 409 for an e-mail address that has an account', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a tenant exists', { name: MUSTERSTADT })
      .uponReceiving('a new user with an e-mail address that has an account')
      .withRequest('POST', '/api/user', (b) =>
        b.headers(loggedIn()).jsonBody({
          email: DEMO.musterClerk,
          firstname: 'Sven',
          lastname: 'Doppelt',
          position: null,
          tenantId: fromProviderState('${tenantId}', 2),
          role: null,
          status: true,
          active: true,
        }),
      )
      .willRespondWith(409, (b) => b.jsonBody(errorBody('ERROR_MAIL_TAKEN', 'Für diese E-Mail-Adresse besteht bereits ein Konto.')))
      .executeTest(async (server) => {
        const error = await failure(
          loggedInApi(server.url).users.create({
            email: DEMO.musterClerk,
            firstname: 'Sven',
            lastname: 'Doppelt',
            position: null,
            tenantId: 2,
            role: null,
            status: true,
            active: true,
          }),
        );
        expect(error.status).toBe(409);
        expect(error.message).toBeTruthy();
      }));

  it('answers 400 "Bitte füllen Sie alle Felder aus." for an empty first name', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a new user without a first name')
      .withRequest('POST', '/api/user', (b) =>
        b.headers(loggedIn()).jsonBody({
          email: 'leer@musterstadt.example',
          firstname: '',
          lastname: 'Leer',
          position: null,
          role: null,
          status: true,
          active: true,
        }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ code: 'EMPTY_VALUE', message: 'Bitte füllen Sie alle Felder aus.' }))
      .executeTest(async (server) => {
        const error = await failure(
          loggedInApi(server.url).users.create({
            email: 'leer@musterstadt.example',
            firstname: '',
            lastname: 'Leer',
            position: null,
            role: null,
            status: true,
            active: true,
          }),
        );
        expect(error.message).toBe('Bitte füllen Sie alle Felder aus.');
      }));

  it('updates a user (the release status left out keeps it)', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a staff user exists', STAFF)
      .uponReceiving('a change of a user')
      .withRequest('PUT', statePath('/api/user/${userId}', { userId: 90 }), (b) => b.headers(loggedIn()).jsonBody(staffSave('Bauhof')))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          userBody({
            firstname: STAFF.firstname,
            lastname: STAFF.lastname,
            email: STAFF.email,
            position: 'Bauhof',
            status: true,
            role: integer(7),
          }),
        ),
      )
      .executeTest(async (server) => {
        const user = await loggedInApi(server.url).users.update(90, {
          email: STAFF.email,
          firstname: STAFF.firstname,
          lastname: STAFF.lastname,
          position: 'Bauhof',
          tenantId: 2,
          role: '7',
          active: true,
        });
        expect(user.position).toBe('Bauhof');
      }));

  it('approves a waiting account by saving it with release status true', () =>
    asUser(pact, DEMO.dorfAdmin)
      .given('a user waits for approval', WAITING)
      .given('a tenant exists', { name: 'Beispieldorf' })
      .uponReceiving('the approval of a waiting account')
      .withRequest('PUT', statePath('/api/user/${userId}', { userId: 6 }), (b) =>
        b.headers(loggedIn()).jsonBody({
          email: DEMO.pending,
          firstname: 'Wilma',
          lastname: 'Warte',
          position: null,
          tenantId: fromProviderState('${tenantId}', 3),
          role: null,
          status: true,
          active: true,
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          userBody({
            id: integer(6),
            firstname: 'Wilma',
            lastname: 'Warte',
            fullname: 'Wilma Warte',
            email: DEMO.pending,
            status: true,
            approved: true,
            tenantName: 'Beispieldorf',
            tenant: { id: integer(3), name: 'Beispieldorf', mainAccount: integer(5) },
            role: null,
          }),
        ),
      )
      .executeTest(async (server) => {
        const user = await loggedInApi(server.url).users.update(6, {
          email: DEMO.pending,
          firstname: 'Wilma',
          lastname: 'Warte',
          position: null,
          tenantId: 3,
          role: null,
          status: true,
          active: true,
        });
        expect(user.approved).toBe(true);
      }));
});

describe('user actions: send-password-reset and DELETE /api/user/{id}', () => {
  it('mails a password reset link and answers the text to show', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a staff user exists', STAFF)
      .uponReceiving('a password reset for a user')
      .withRequest('PUT', statePath('/api/user/${userId}/send-password-reset', { userId: 90 }), (b) => b.headers(loggedIn()))
      .willRespondWith(200, (b) =>
        b.jsonBody({ message: string(`Eine E-Mail zum Zurücksetzen des Passworts wurde an ${STAFF.email} gesendet.`) }),
      )
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).users.sendPasswordReset(90)).message).toContain(STAFF.email);
      }));

  it('deletes a user', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a staff user exists', STAFF)
      .uponReceiving('the deletion of a user')
      .withRequest('DELETE', statePath('/api/user/${userId}', { userId: 90 }), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Der Nutzer Paula Pact wurde gelöscht.') }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).users.remove(90)).message).toBeTruthy();
      }));

  it('answers 409 for the own account', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a user exists', { email: DEMO.musterAdmin })
      .uponReceiving('the deletion of the own account')
      .withRequest('DELETE', statePath('/api/user/${userId}', { userId: 3 }), withToken)
      .willRespondWith(409, (b) => b.jsonBody(errorBody('DELETE_SELF', 'Sie können Ihr eigenes Konto nicht löschen.')))
      .executeTest(async (server) => {
        expect((await failure(loggedInApi(server.url).users.remove(3))).status).toBe(409);
      }));
});

describe('own reminders: GET and PUT /api/user/me/reminders', () => {
  it('answers whether the logged-in user gets the daily digest of due cases', () =>
    asUser(pact, DEMO.musterClerk)
      .uponReceiving('a request for the own reminder choice')
      .withRequest('GET', '/api/user/me/reminders', withToken)
      .willRespondWith(200, (b) => b.jsonBody({ enabled: MatchersV3.boolean(true) }))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).reminders.own()).toEqual({ enabled: true });
      }));

  it('declines the digest and answers the choice as saved', () =>
    asUser(pact, DEMO.musterClerk)
      .uponReceiving('a change of the own reminder choice')
      .withRequest('PUT', '/api/user/me/reminders', (b) => b.headers(loggedIn()).jsonBody({ enabled: false }))
      .willRespondWith(200, (b) => b.jsonBody({ enabled: MatchersV3.boolean(false) }))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).reminders.setOwn({ enabled: false })).toEqual({ enabled: false });
      }));
});
