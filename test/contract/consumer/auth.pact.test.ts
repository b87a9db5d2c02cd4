import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { RIGHTS } from '@contracts/catalog.js';
import { apiAt, asUser, consumerPact, DEMO, errorBody, failure, FORM, formBody, loggedInApi, withToken } from './pact.js';

const { boolean, datetime, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const pact = consumerPact('auth');
/**
 * An array matched as eachLike (at least one item, each like the first) whose example holds all the values: the
 * stub server (`npm run stub`) answers the examples, and the back office opens the screens these rights and
 * modules allow.
 */
const eachOf = (values: readonly string[]) => ({ ...eachLike(values[0]!), value: [...values] });

const JWT = regex(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/, 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl');

describe('login: POST /api/authorization/token', () => {
  it('answers the bearer token in the Authorization header', () =>
    pact
      .addInteraction()
      .given('a user exists', { email: DEMO.musterAdmin, password: DEMO.password })
      .uponReceiving('a login with valid credentials')
      .withRequest('POST', '/api/authorization/token', (b) => formBody(b, { mail: DEMO.musterAdmin, password: DEMO.password }))
      .willRespondWith(200, (b) =>
        b.headers({ Authorization: JWT, 'Access-Control-Expose-Headers': 'Authorization' }).jsonBody({ message: string('OK') }),
      )
      .executeTest(async (server) => {
        const token = await apiAt(server.url).auth.login(DEMO.musterAdmin, DEMO.password);
        expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      }));

  it('answers 401 ERROR_INVALID_CREDENTIALS for a wrong password', () =>
    pact
      .addInteraction()
      .given('a user exists', { email: DEMO.musterAdmin, password: DEMO.password })
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/api/authorization/token', (b) => formBody(b, { mail: DEMO.musterAdmin, password: 'falsch' }))
      .willRespondWith(401, (b) => b.jsonBody(errorBody('ERROR_INVALID_CREDENTIALS', 'Die eingegebenen Zugangsdaten sind ungültig.')))
      .executeTest(async (server) => {
        const error = await failure(apiAt(server.url).auth.login(DEMO.musterAdmin, 'falsch'));
        expect(error.status).toBe(401);
        expect(error.code).toBe('ERROR_INVALID_CREDENTIALS');
      }));

  it('answers 409 for an account waiting for approval', () =>
    pact
      .addInteraction()
      .given('a user waits for approval', { email: DEMO.pending, password: DEMO.password })
      .uponReceiving('a login of an account waiting for approval')
      .withRequest('POST', '/api/authorization/token', (b) => formBody(b, { mail: DEMO.pending, password: DEMO.password }))
      .willRespondWith(409, (b) => b.jsonBody(errorBody('ERROR_USER_NOT_APPROVED', 'Ihr Konto wurde noch nicht freigegeben.')))
      .executeTest(async (server) => {
        expect((await failure(apiAt(server.url).auth.login(DEMO.pending, DEMO.password))).status).toBe(409);
      }));

  it('answers 400 naming the missing field', () =>
    pact
      .addInteraction()
      .uponReceiving('a login without a password')
      .withRequest('POST', '/api/authorization/token', (b) => formBody(b, { mail: DEMO.musterAdmin }))
      .willRespondWith(400, (b) => b.jsonBody(errorBody('VALIDATION_ERROR', 'Der Wert für password ist ungültig.')))
      .executeTest(async (server) => {
        const response = await fetch(`${server.url}/api/authorization/token`, {
          method: 'POST',
          headers: { 'Content-Type': FORM },
          body: 'mail=admin%40musterstadt.example',
        });
        expect(response.status).toBe(400);
      }));
});

describe('session check: GET /api/me/authorization/state', () => {
  it('answers authenticated with the user id and the end of the session', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a session check with a valid session')
      .withRequest('GET', '/api/me/authorization/state', withToken)
      .willRespondWith(200, (b) =>
        b.jsonBody({
          authenticated: boolean(true),
          userId: integer(3),
          expiresAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-07-01T18:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const state = await loggedInApi(server.url).auth.state();
        expect(state.authenticated).toBe(true);
        expect(state.userId).toBe(3);
      }));

  it('answers not authenticated without a session', () =>
    pact
      .addInteraction()
      .uponReceiving('a session check without a session')
      .withRequest('GET', '/api/me/authorization/state')
      .willRespondWith(200, (b) => b.jsonBody({ authenticated: false }))
      .executeTest(async (server) => {
        expect(await apiAt(server.url).auth.state()).toEqual({ authenticated: false });
      }));
});

describe('current user: GET /api/user/me', () => {
  it('answers the user with tenant, modules, rights and variable rights', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a request for the current user')
      .withRequest('GET', '/api/user/me', withToken)
      .willRespondWith(200, (b) =>
        b.jsonBody({
          id: integer(3),
          firstname: string('Maria'),
          lastname: string('Muster'),
          fullname: string('Maria Muster'),
          email: DEMO.musterAdmin,
          superAdmin: boolean(false),
          superUser: boolean(false),
          commune: boolean(true),
          status: boolean(true),
          tenantId: integer(2),
          tenantName: string('Musterstadt'),
          tenant: {
            id: integer(2),
            name: string('Musterstadt'),
            modules: eachOf(['MAENGELMELDER', 'BUERGERINFO']),
            mainAccount: integer(3),
            commune: boolean(true),
          },
          role: integer(4),
          allRoles: eachLike({ id: integer(4), name: string('Admin') }),
          allRights: eachOf(RIGHTS),
          allVariableRights: like([]),
          assignedCategories: like([]),
          assignedCategoryTags: like([]),
          language: string('de'),
        }),
      )
      .executeTest(async (server) => {
        const me = await loggedInApi(server.url).users.me();
        expect(me.email).toBe(DEMO.musterAdmin);
        expect(me.tenant.modules).toContain('MAENGELMELDER');
        expect(me.allRights).toContain('VIEW_DASHBOARD');
      }));

  it('answers 401 UNAUTHORIZED without a session (the poll then shows the inactivity message)', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for the current user without a session')
      .withRequest('GET', '/api/user/me')
      .willRespondWith(401, (b) => b.jsonBody(errorBody('UNAUTHORIZED', 'Sie müssen sich anmelden, um diese Funktion zu nutzen.')))
      .executeTest(async (server) => {
        const error = await failure(apiAt(server.url).users.me());
        expect(error.status).toBe(401);
        expect(error.code).toBe('UNAUTHORIZED');
      }));
});

describe('logout: POST /logout', () => {
  it('ends the session', () =>
    asUser(pact, DEMO.musterClerk)
      .uponReceiving('a logout')
      .withRequest('POST', '/logout', withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Sie wurden abgemeldet.') }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).auth.logout()).message).toBeTruthy();
      }));
});

describe('registration: POST /api/user/register', () => {
  const registration = (email: string, firstname = 'Petra') => ({
    firstname,
    lastname: 'Neumann',
    email,
    password: 'Sicher2026!',
    tenantId: fromProviderState('${tenantId}', 3),
  });

  it('registers an account that waits for approval', () =>
    pact
      .addInteraction()
      .given('a tenant exists', { name: 'Beispieldorf' })
      .given('no account exists', { email: 'petra.neumann@example.org' })
      .uponReceiving('a registration')
      .withRequest('POST', '/api/user/register', (b) => b.jsonBody(registration('petra.neumann@example.org')))
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Vielen Dank für Ihre Registrierung.') }))
      .executeTest(async (server) => {
        const answer = await apiAt(server.url).auth.register({
          firstname: 'Petra',
          lastname: 'Neumann',
          email: 'petra.neumann@example.org',
          password: 'Sicher2026!',
          tenantId: 3,
        });
        expect(answer.message).toBeTruthy();
      }));

  // the answer must not tell whether an address has an account: its owner is mailed instead
  it('answers an address that has an account exactly like a new one', () =>
    pact
      .addInteraction()
      .given('a tenant exists', { name: 'Beispieldorf' })
      .given('a user exists', { email: DEMO.dorfAdmin, password: DEMO.password })
      .uponReceiving('a registration with an address that has an account')
      .withRequest('POST', '/api/user/register', (b) => b.jsonBody(registration(DEMO.dorfAdmin)))
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Vielen Dank für Ihre Registrierung.') }))
      .executeTest(async (server) => {
        const answer = await apiAt(server.url).auth.register({
          firstname: 'Petra',
          lastname: 'Neumann',
          email: DEMO.dorfAdmin,
          password: 'Sicher2026!',
          tenantId: 3,
        });
        expect(answer.message).toBeTruthy();
      }));

  it('answers 400 "Bitte füllen Sie alle Felder aus." for an empty field', () =>
    pact
      .addInteraction()
      .given('a tenant exists', { name: 'Beispieldorf' })
      .uponReceiving('a registration with an empty first name')
      .withRequest('POST', '/api/user/register', (b) => b.jsonBody(registration('leer@example.org', '')))
      .willRespondWith(400, (b) => b.jsonBody({ code: 'EMPTY_VALUE', message: 'Bitte füllen Sie alle Felder aus.' }))
      .executeTest(async (server) => {
        const error = await failure(
          apiAt(server.url).auth.register({
            firstname: '',
            lastname: 'Neumann',
            email: 'leer@example.org',
            password: 'Sicher2026!',
            tenantId: 3,
          }),
        );
        expect(error.message).toBe('Bitte füllen Sie alle Felder aus.');
      }));
});

describe('forgot password: POST /api/user/forgot-password', () => {
  it('answers the same message whether or not the address exists', () =>
    pact
      .addInteraction()
      .given('a user exists', { email: DEMO.musterClerk, password: DEMO.password })
      .uponReceiving('a password reset request')
      .withRequest('POST', '/api/user/forgot-password', (b) => b.jsonBody({ email: DEMO.musterClerk }))
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Falls die E-Mail-Adresse bei uns registriert ist, …') }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).auth.forgotPassword(DEMO.musterClerk)).message).toBeTruthy();
      }));

  it('answers 400 for an empty address', () =>
    pact
      .addInteraction()
      .uponReceiving('a password reset request without an address')
      .withRequest('POST', '/api/user/forgot-password', (b) => b.jsonBody({ email: '' }))
      .willRespondWith(400, (b) => b.jsonBody(errorBody('EMPTY_VALUE', 'Bitte füllen Sie alle Felder aus.')))
      .executeTest(async (server) => {
        expect((await failure(apiAt(server.url).auth.forgotPassword(''))).status).toBe(400);
      }));
});

describe('reset password: POST /api/user/reset-password', () => {
  it('sets the new password with the mailed token', () =>
    pact
      .addInteraction()
      .given('a password reset was requested', { email: DEMO.dorfAdmin })
      .uponReceiving('a password reset with a valid token')
      .withRequest('POST', '/api/user/reset-password', (b) =>
        b.jsonBody({
          password: 'Neu-Passwort-2026',
          passwordRepeat: 'Neu-Passwort-2026',
          token: fromProviderState('${token}', 'mailed-token'),
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Ihr Passwort wurde zurückgesetzt.') }))
      .executeTest(async (server) => {
        const answer = await apiAt(server.url).auth.resetPassword({
          password: 'Neu-Passwort-2026',
          passwordRepeat: 'Neu-Passwort-2026',
          token: 'mailed-token',
        });
        expect(answer.message).toBeTruthy();
      }));

  it('answers 400 ERROR_PASSWORDS_DONT_MATCH when the passwords differ', () =>
    pact
      .addInteraction()
      .uponReceiving('a password reset with different passwords')
      .withRequest('POST', '/api/user/reset-password', (b) =>
        b.jsonBody({ password: 'Neu-Passwort-2026', passwordRepeat: 'Anderes-Passwort', token: 'mailed-token' }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ code: 'ERROR_PASSWORDS_DONT_MATCH', message: 'Die Passwörter sind nicht gleich' }))
      .executeTest(async (server) => {
        const error = await failure(
          apiAt(server.url).auth.resetPassword({
            password: 'Neu-Passwort-2026',
            passwordRepeat: 'Anderes-Passwort',
            token: 'mailed-token',
          }),
        );
        expect(error.code).toBe('ERROR_PASSWORDS_DONT_MATCH');
      }));

  it('answers 400 ERROR_INVALID_RESET_CODE for an unknown token', () =>
    pact
      .addInteraction()
      .uponReceiving('a password reset with an unknown token')
      .withRequest('POST', '/api/user/reset-password', (b) =>
        b.jsonBody({ password: 'Neu-Passwort-2026', passwordRepeat: 'Neu-Passwort-2026', token: 'unbekannt' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('ERROR_INVALID_RESET_CODE', 'Der Link zum Zurücksetzen ist ungültig.')))
      .executeTest(async (server) => {
        const error = await failure(
          apiAt(server.url).auth.resetPassword({ password: 'Neu-Passwort-2026', passwordRepeat: 'Neu-Passwort-2026', token: 'unbekannt' }),
        );
        expect(error.code).toBe('ERROR_INVALID_RESET_CODE');
      }));
});
