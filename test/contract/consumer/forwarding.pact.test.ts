import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import type { ForwardingEndpointSave } from '@contracts/forwarding.js';
import { asUser, consumerPact, DEMO, errorBody, FORBIDDEN, loggedIn, loggedInApi, statePath, withToken } from './pact.js';

const { boolean, fromProviderState, integer, nullValue, string } = MatchersV3;

/** The calls of the forwarding over Open311: its card in the tenant form and its section in the case file. */
const pact = consumerPact('forwarding');

/** the tenant whose endpoints the states set up (the Musterstadt cases of other pacts stay unforwarded) */
const BEISPIELDORF = 'Beispieldorf';
const MUSTERSTADT = 'Musterstadt';

const endpointsPath = (suffix = '') => statePath(`/api/tenant/\${tenantId}/forwarding${suffix}`, { tenantId: 3 });
const endpointPath = () => statePath('/api/tenant/${tenantId}/forwarding/${endpointId}', { tenantId: 3, endpointId: 4 });
const casePath = (suffix = '') => statePath(`/api/case/\${caseId}/forwarding${suffix}`, { caseId: 41 });

/** An endpoint as the card lists it (GET, and the answer of POST and PUT). */
const endpointBody = (fields: Record<string, unknown> = {}) => ({
  id: integer(4),
  categoryId: integer(12),
  categoryTagId: null,
  scope: string('Verkehrsflächen'),
  name: string('Pact: Bauhof Landkreis'),
  baseUrl: string('https://bauhof.example/open311/v2'),
  jurisdictionId: null,
  serviceCode: string('pothole'),
  hasApiKey: boolean(false),
  shareEmail: boolean(false),
  answerReporter: boolean(true),
  ...fields,
});

/** The dialog's values for the whole tenant, as the card sends them. */
const WHOLE_TENANT: ForwardingEndpointSave = {
  categoryId: null,
  categoryTagId: null,
  name: 'Kreiswerke',
  baseUrl: 'https://kreiswerke.example/open311/v2',
  jurisdictionId: 'kreis',
  serviceCode: 'general',
  shareEmail: true,
  answerReporter: false,
  apiKey: 'pact-schluessel',
};

describe("the tenant's endpoints", () => {
  it('GET /api/tenant/{id}/forwarding answers the endpoints per scope, whether a key is stored but never the key', () =>
    asUser(pact, DEMO.dorfAdmin)
      .given('forwarding: the tenant forwards a category', { tenant: BEISPIELDORF })
      .uponReceiving("a request for the tenant's forwarding endpoints")
      .withRequest('GET', endpointsPath(), withToken)
      .willRespondWith(200, (b) => b.jsonBody(MatchersV3.eachLike(endpointBody())))
      .executeTest(async (server) => {
        const [endpoint] = await loggedInApi(server.url).forwarding.endpoints(3);
        expect(endpoint).toMatchObject({ scope: 'Verkehrsflächen', hasApiKey: false });
        expect(endpoint).not.toHaveProperty('apiKey');
      }));

  it('GET /api/tenant/{id}/forwarding answers 403 without the right to edit the tenant', () =>
    asUser(pact, DEMO.musterClerk)
      .given('a tenant exists', { name: MUSTERSTADT })
      .uponReceiving("a request for the tenant's forwarding endpoints without the right")
      .withRequest('GET', statePath('/api/tenant/${tenantId}/forwarding', { tenantId: 2 }), withToken)
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).forwarding.endpoints(2)).rejects.toMatchObject({ status: 403 });
      }));

  it('POST /api/tenant/{id}/forwarding adds an endpoint for the whole tenant and answers it with 201', () =>
    asUser(pact, DEMO.dorfAdmin)
      .given('forwarding: the tenant forwards nothing', { tenant: BEISPIELDORF })
      .uponReceiving('a new forwarding endpoint for the whole tenant')
      .withRequest('POST', endpointsPath(), (b) => b.headers(loggedIn()).jsonBody(WHOLE_TENANT))
      .willRespondWith(201, (b) =>
        b.jsonBody(
          endpointBody({
            categoryId: null,
            scope: 'Alle Kategorien',
            name: 'Kreiswerke',
            baseUrl: 'https://kreiswerke.example/open311/v2',
            jurisdictionId: 'kreis',
            serviceCode: 'general',
            hasApiKey: true,
            shareEmail: true,
            answerReporter: false,
          }),
        ),
      )
      .executeTest(async (server) => {
        const created = await loggedInApi(server.url).forwarding.create(3, WHOLE_TENANT);
        expect(created).toMatchObject({ scope: 'Alle Kategorien', hasApiKey: true });
      }));

  it('POST /api/tenant/{id}/forwarding answers 400 with a German message for a missing name', () =>
    asUser(pact, DEMO.dorfAdmin)
      .given('forwarding: the tenant forwards nothing', { tenant: BEISPIELDORF })
      .uponReceiving('a new forwarding endpoint without a name')
      .withRequest('POST', endpointsPath(), (b) => b.headers(loggedIn()).jsonBody({ ...WHOLE_TENANT, name: ' ' }))
      .willRespondWith(400, (b) => b.jsonBody(errorBody('VALIDATION_ERROR', 'Bitte geben Sie den Namen der empfangenden Stelle an.')))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).forwarding.create(3, { ...WHOLE_TENANT, name: ' ' })).rejects.toMatchObject({
          status: 400,
          message: 'Bitte geben Sie den Namen der empfangenden Stelle an.',
        });
      }));

  it('PUT /api/tenant/{id}/forwarding/{endpointId} changes an endpoint; without a key the stored one stays', () => {
    const change: ForwardingEndpointSave = {
      categoryId: null,
      categoryTagId: null,
      name: 'Pact: Bauhof Landkreis',
      baseUrl: 'https://bauhof.example/open311/v2',
      jurisdictionId: null,
      serviceCode: 'streetlight',
      shareEmail: false,
      answerReporter: true,
    };
    return asUser(pact, DEMO.dorfAdmin)
      .given('forwarding: the tenant forwards a category', { tenant: BEISPIELDORF })
      .uponReceiving('a change of a forwarding endpoint without a new key')
      .withRequest('PUT', endpointPath(), (b) =>
        b.headers(loggedIn()).jsonBody({ ...change, categoryId: fromProviderState('${categoryId}', 12) }),
      )
      .willRespondWith(200, (b) => b.jsonBody(endpointBody({ serviceCode: 'streetlight' })))
      .executeTest(async (server) => {
        const saved = await loggedInApi(server.url).forwarding.update(3, 4, { ...change, categoryId: 12 });
        expect(saved.serviceCode).toBe('streetlight');
      });
  });

  it('DELETE /api/tenant/{id}/forwarding/{endpointId} removes an endpoint', () =>
    asUser(pact, DEMO.dorfAdmin)
      .given('forwarding: the tenant forwards a category', { tenant: BEISPIELDORF })
      .uponReceiving('the removal of a forwarding endpoint')
      .withRequest('DELETE', endpointPath(), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Die Weiterleitung wurde entfernt.') }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).forwarding.remove(3, 4)).message).toBe('Die Weiterleitung wurde entfernt.');
      }));

  it('POST /api/tenant/{id}/forwarding/services answers 502 with the reason when the services cannot be read', () => {
    // a loopback address is refused unless FORWARDING_ALLOWED_HOSTS names it; port 9 (discard) answers no HTTP anyway
    const query = { baseUrl: 'http://127.0.0.1:9/open311/v2', jurisdictionId: null };
    return asUser(pact, DEMO.dorfAdmin)
      .given('forwarding: the tenant forwards nothing', { tenant: BEISPIELDORF })
      .uponReceiving('a request for the services of an endpoint that cannot be read')
      .withRequest('POST', endpointsPath('/services'), (b) => b.headers(loggedIn()).jsonBody(query))
      .willRespondWith(502, (b) =>
        b.jsonBody(errorBody('FORWARDING_UNREACHABLE', 'Die Dienste konnten nicht geladen werden: Die Adresse ist nicht erreichbar.')),
      )
      .executeTest(async (server) => {
        const error = loggedInApi(server.url).forwarding.services(3, query);
        await expect(error).rejects.toMatchObject({
          status: 502,
          message: expect.stringContaining('Die Dienste konnten nicht geladen werden'),
        });
      });
  });

  it('POST /api/tenant/{id}/forwarding/services answers 400 for an address that is none', () => {
    const query = { baseUrl: 'bauhof', jurisdictionId: null };
    return asUser(pact, DEMO.dorfAdmin)
      .given('forwarding: the tenant forwards nothing', { tenant: BEISPIELDORF })
      .uponReceiving('a request for the services of an address that is none')
      .withRequest('POST', endpointsPath('/services'), (b) => b.headers(loggedIn()).jsonBody(query))
      .willRespondWith(400, (b) =>
        b.jsonBody(errorBody('VALIDATION_ERROR', 'Bitte geben Sie die Adresse des Open311-Endpunkts an (https://…).')),
      )
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).forwarding.services(3, query)).rejects.toMatchObject({ status: 400 });
      });
  });
});

describe("a case's forwarding", () => {
  it('GET /api/case/{id}/forwarding answers a failed forwarding with its recipient, attempts and reason', () =>
    asUser(pact, DEMO.dorfAdmin)
      .given('forwarding: a case whose forwarding failed', { tenant: BEISPIELDORF })
      .uponReceiving("a request for a case's failed forwarding")
      .withRequest('GET', casePath(), withToken)
      .willRespondWith(200, (b) =>
        b.jsonBody({
          forwarding: {
            state: 'FAILED',
            recipient: string('Pact: Bauhof Landkreis'),
            attempts: integer(5),
            lastError: string('https://bauhof.example antwortet 401: API-Schlüssel ungültig.'),
            // only a waiting forwarding has a next attempt
            nextAttemptAt: null,
            sentAt: null,
            serviceRequestId: null,
            remoteStatus: null,
            checkedAt: null,
          },
        }),
      )
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).forwarding.ofCase(41)).toMatchObject({ state: 'FAILED', attempts: 5 });
      }));

  it('GET /api/case/{id}/forwarding answers null for a case forwarded nowhere', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('case file: a case exists', { tenant: MUSTERSTADT })
      .uponReceiving('a request for the forwarding of a case forwarded nowhere')
      .withRequest('GET', casePath(), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ forwarding: nullValue() }))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).forwarding.ofCase(41)).toBeNull();
      }));

  it('POST /api/case/{id}/forwarding/retry sends a failed forwarding again', () =>
    asUser(pact, DEMO.dorfAdmin)
      .given('forwarding: a case whose forwarding failed', { tenant: BEISPIELDORF })
      .uponReceiving('a retry of a failed forwarding')
      .withRequest('POST', casePath('/retry'), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Die Weiterleitung wird erneut gesendet.') }))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).forwarding.retry(41)).toBe('Die Weiterleitung wird erneut gesendet.');
      }));

  it('POST /api/case/{id}/forwarding/retry answers 409 for a forwarding that has not failed', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('case file: a case exists', { tenant: MUSTERSTADT })
      .uponReceiving('a retry of a forwarding that has not failed')
      .withRequest('POST', casePath('/retry'), withToken)
      .willRespondWith(409, (b) =>
        b.jsonBody(errorBody('FORWARDING_NOT_FAILED', 'Nur eine fehlgeschlagene Weiterleitung kann erneut gesendet werden.')),
      )
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).forwarding.retry(41)).rejects.toMatchObject({ status: 409 });
      }));
});
