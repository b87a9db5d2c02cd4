import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import type { Tenant, TenantSave } from '@contracts/tenant.js';
import { buildTenantPayload, formFromTenant, NEW_TENANT, type TenantFormValues } from '../../../web/src/features/tenants/tenant-form.js';
import { exampleTenant, PACT_TENANT_BOUNDARY, pactTenant } from '../../../contracts/examples/tenant.js';
import { asUser, consumerPact, DEMO, errorBody, FORBIDDEN, loggedIn, loggedInApi, pageBody, statePath, withToken } from './pact.js';

const { eachLike, integer, like, string } = MatchersV3;

const pact = consumerPact('tenants');

const MUSTERSTADT = 'Musterstadt';
/** the tenant the saves and API-key calls change (state "a tenant with API access exists"), not a demo one */
const CONTRACT_TENANT = 'Pactstadt';

/** A row of GET /api/tenant as the list and the child-tenant picker read it. */
const listItem = {
  id: integer(2),
  name: string('Musterstadt'),
  designationMap: like({ de: 'Musterstadt', en: 'Musterstadt' }),
  city: string('Musterstadt'),
  zip: string('15732'),
  country: string('GERMANY'),
  type: string('commune'),
  population: integer(24800),
  modules: eachLike('MAENGELMELDER'),
  advertising: like(true),
};

/** The contract tenant as the form reads it (GET, and the answer of PUT): every field the screen uses. */
const PACTSTADT: Tenant = exampleTenant({
  ...pactTenant(CONTRACT_TENANT),
  id: 10,
  designationMap: { de: CONTRACT_TENANT, en: CONTRACT_TENANT },
  apiKey: 'y2Xo0t0bYV5p3kq9Qd7Jr1uLhGm4sWcE8nAfZiKTvBU',
  commune: { id: 10, latitude: 52.5, longitude: 13.4, boundariesArray: PACT_TENANT_BOUNDARY, population: 1200, area: 12.5 },
  createdAt: '2026-07-01T08:00:00.000Z',
  editedAt: '2026-07-01T08:05:00.000Z',
});
const contractTenant = (overrides: Partial<Tenant> = {}) => like({ ...PACTSTADT, ...overrides });

/** The form as the super admin fills it: a new company. */
const NEW_COMPANY: TenantFormValues = {
  ...NEW_TENANT,
  name: 'Vertragswerk GmbH',
  street: 'Industriestraße',
  hnr: '7',
  zip: '10115',
  city: 'Berlin',
  modules: ['MAENGELMELDER', 'WERBEFREI'],
  visibleModules: ['MAENGELMELDER'],
  emailNotification: 'meldungen@vertragswerk.example',
  privacyUrl: 'https://www.vertragswerk.example/datenschutz',
};

const tenantPath = (suffix = '') => statePath(`/api/tenant/\${tenantId}${suffix}`, { tenantId: 10 });
const withApiAccess = (apiKey: 'set' | 'none') => ({ name: CONTRACT_TENANT, apiKey });

describe('tenant list: GET /api/tenant', () => {
  it('answers the tenants matching the search, page by page', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a tenant exists', { name: MUSTERSTADT })
      .uponReceiving('a search in the tenant list')
      .withRequest('GET', '/api/tenant', (b) => b.headers(loggedIn()).query({ search: 'Muster', page: '0', size: '50' }))
      .willRespondWith(200, (b) => b.jsonBody(pageBody(listItem)))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).tenants.list({ search: 'Muster', page: 0, size: 50 });
        expect(page.content[0]).toMatchObject({ name: 'Musterstadt', advertising: true });
      }));

  it("answers a tenant admin's own tenant only", () =>
    asUser(pact, DEMO.dorfAdmin)
      .uponReceiving('the tenant list of a tenant admin')
      .withRequest('GET', '/api/tenant', (b) => b.headers(loggedIn()).query({ page: '0', size: '50' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          content: [{ ...listItem, id: integer(3), name: 'Beispieldorf', city: string('Beispieldorf'), zip: string('15738') }],
          totalPages: 1,
          totalElements: 1,
          page: 0,
          size: 50,
        }),
      )
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).tenants.list({ search: '', page: 0, size: 50 });
        expect(page.content.map((tenant) => tenant.name)).toEqual(['Beispieldorf']);
      }));

  it('answers the child-tenant picker with up to 50 matches', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a tenant exists', { name: 'Beispieldorf' })
      .uponReceiving('a search of the child-tenant picker')
      .withRequest('GET', '/api/tenant', (b) => b.headers(loggedIn()).query({ search: 'Beispiel', size: '50' }))
      .willRespondWith(200, (b) => b.jsonBody(pageBody({ ...listItem, id: integer(3), name: string('Beispieldorf') })))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).tenants.list({ search: 'Beispiel', size: 50 });
        expect(page.content[0]!.name).toBe('Beispieldorf');
      }));
});

describe('tenant form reads', () => {
  it('GET /api/tenant/{id} answers every field of the form, the boundary as a JSON string and the API key', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a tenant with API access exists', withApiAccess('set'))
      .uponReceiving('a request for a tenant to edit')
      .withRequest('GET', tenantPath(), withToken)
      .willRespondWith(200, (b) => b.jsonBody(contractTenant()))
      .executeTest(async (server) => {
        const tenant = await loggedInApi(server.url).tenants.get(10);
        expect(JSON.parse(tenant.boundaries!)).toEqual(PACT_TENANT_BOUNDARY);
        expect(tenant.apiKey).toBeTruthy();
      }));

  it('GET /api/tenant/{id} answers 404 for a tenant outside the caller’s scope', () =>
    asUser(pact, DEMO.dorfAdmin)
      .given('a tenant exists', { name: MUSTERSTADT })
      .uponReceiving('a request for a tenant outside the scope')
      .withRequest('GET', statePath('/api/tenant/${tenantId}', { tenantId: 2 }), withToken)
      .willRespondWith(404, (b) => b.jsonBody(errorBody('NOT_FOUND', 'Der Eintrag wurde nicht gefunden.')))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).tenants.get(2)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
      }));

  it('GET /api/module lists the modules the super admin chooses from', () =>
    asUser(pact, DEMO.superAdmin)
      .uponReceiving('a request for the module names of the tenant form')
      .withRequest('GET', '/api/module', withToken)
      .willRespondWith(200, (b) => b.jsonBody(eachLike('MAENGELMELDER')))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).platform.modules()).toContain('MAENGELMELDER');
      }));

  it('GET /api/user/tenant/{id} answers the users the main user is chosen from', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a tenant exists', { name: MUSTERSTADT })
      .uponReceiving('a request for the users of a tenant for the main user picker')
      .withRequest('GET', statePath('/api/user/tenant/${tenantId}', { tenantId: 2 }), (b) =>
        b.headers(loggedIn()).query({ search: 'Anna', size: '50' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(pageBody({ id: integer(3), fullname: string('Anna Albrecht') })))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).users.ofTenant(2, 'Anna');
        expect(page.content[0]!.fullname).toBe('Anna Albrecht');
      }));
});

describe('tenant saves', () => {
  const created: TenantSave = buildTenantPayload(NEW_COMPANY, true);

  it('POST /api/tenant creates the tenant the super admin filled in', () =>
    asUser(pact, DEMO.superAdmin)
      .uponReceiving('a new tenant')
      .withRequest('POST', '/api/tenant', (b) => b.headers(loggedIn()).jsonBody(created))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          contractTenant({
            name: NEW_COMPANY.name,
            designationMap: { de: NEW_COMPANY.name, en: NEW_COMPANY.name },
            street: NEW_COMPANY.street,
            hnr: NEW_COMPANY.hnr,
            zip: NEW_COMPANY.zip,
            city: NEW_COMPANY.city,
            type: 'company',
            population: null,
            area: null,
            emailNotification: NEW_COMPANY.emailNotification,
            townhallLatitude: null,
            townhallLongitude: null,
            modules: ['MAENGELMELDER', 'WERBEFREI'],
            apiKey: null,
            commune: null,
            boundaries: null,
            termsUrl: null,
            privacyUrl: NEW_COMPANY.privacyUrl,
            imprintUrl: null,
            editedAt: null,
          }),
        ),
      )
      .executeTest(async (server) => {
        const tenant = await loggedInApi(server.url).tenants.create(created);
        expect(tenant).toMatchObject({ name: 'Vertragswerk GmbH', country: 'GERMANY', type: 'company', showBisCalendar: true });
      }));

  it('POST /api/tenant answers 400 with the German message when a commune has no boundary', () => {
    const commune = buildTenantPayload({ ...NEW_COMPANY, name: 'Grenzenlos', type: 'commune' }, true);
    return asUser(pact, DEMO.superAdmin)
      .uponReceiving('a new commune without a boundary')
      .withRequest('POST', '/api/tenant', (b) => b.headers(loggedIn()).jsonBody(commune))
      .willRespondWith(400, (b) => b.jsonBody(errorBody('BOUNDARIES_MISSING', 'Es wurden keine Grenzen für die Gemeinde markiert')))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).tenants.create(commune)).rejects.toMatchObject({
          status: 400,
          message: 'Es wurden keine Grenzen für die Gemeinde markiert',
        });
      });
  });

  it('POST /api/tenant answers 403 to anyone but a super admin', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a new tenant from a tenant admin')
      .withRequest('POST', '/api/tenant', (b) => b.headers(loggedIn()).jsonBody(created))
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).tenants.create(created)).rejects.toMatchObject({ status: 403 });
      }));

  it('PUT /api/tenant/{id} saves the edited tenant with its boundary and answers it', () => {
    const edited = buildTenantPayload(formFromTenant(PACTSTADT, 'de-DE'), true);
    return asUser(pact, DEMO.superAdmin)
      .given('a tenant with API access exists', withApiAccess('none'))
      .uponReceiving('a saved tenant')
      .withRequest('PUT', tenantPath(), (b) => b.headers(loggedIn()).jsonBody(edited))
      .willRespondWith(200, (b) => b.jsonBody(contractTenant({ apiKey: null })))
      .executeTest(async (server) => {
        const tenant = await loggedInApi(server.url).tenants.update(10, edited);
        expect(tenant.boundaries).toBe(JSON.stringify(PACT_TENANT_BOUNDARY));
      });
  });

  it('PUT /api/tenant/{id} answers 404 for a tenant outside the caller’s scope', () => {
    const body = buildTenantPayload({ ...NEW_COMPANY, name: MUSTERSTADT }, false);
    return asUser(pact, DEMO.dorfAdmin)
      .given('a tenant exists', { name: MUSTERSTADT })
      .uponReceiving('a save of a tenant outside the scope')
      .withRequest('PUT', statePath('/api/tenant/${tenantId}', { tenantId: 2 }), (b) => b.headers(loggedIn()).jsonBody(body))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('NOT_FOUND', 'Der Eintrag wurde nicht gefunden.')))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).tenants.update(2, body)).rejects.toMatchObject({ status: 404 });
      });
  });
});

describe('API key', () => {
  it('PATCH /api/tenant/{id}/generate-api-key answers a new key', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a tenant with API access exists', withApiAccess('set'))
      .uponReceiving('a request for a new API key')
      .withRequest('PATCH', tenantPath('/generate-api-key'), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ apiKey: string('y2Xo0t0bYV5p3kq9Qd7Jr1uLhGm4sWcE8nAfZiKTvBU') }))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).tenants.generateApiKey(10)).toBe('y2Xo0t0bYV5p3kq9Qd7Jr1uLhGm4sWcE8nAfZiKTvBU');
      }));

  it('DELETE /api/tenant/{id}/api-key removes the key for good', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a tenant with API access exists', withApiAccess('set'))
      .uponReceiving('a removal of the API key')
      .withRequest('DELETE', tenantPath('/api-key'), withToken)
      .willRespondWith(200, (b) =>
        b.jsonBody({ message: string('Der API-Schlüssel wurde entfernt. Er kann nicht wieder aktiviert werden.') }),
      )
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).tenants.removeApiKey(10)).message).toContain('entfernt');
      }));

  it('PATCH /api/tenant/{id}/generate-api-key answers 403 without MANAGE_API_KEY', () =>
    asUser(pact, DEMO.musterClerk)
      .given('a tenant exists', { name: MUSTERSTADT })
      .uponReceiving('a request for a new API key without the right')
      .withRequest('PATCH', statePath('/api/tenant/${tenantId}/generate-api-key', { tenantId: 2 }), (b) => b.headers(loggedIn()))
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).tenants.generateApiKey(2)).rejects.toMatchObject({ status: 403 });
      }));
});
