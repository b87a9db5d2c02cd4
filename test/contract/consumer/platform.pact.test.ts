import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { ApiError } from '../../../web/src/api/http.js';
import { apiAt, asUser, consumerPact, DEMO, errorBody, FORBIDDEN, loggedInApi, withToken } from './pact.js';

const { eachLike, integer, like, regex, string } = MatchersV3;

const pact = consumerPact('platform');
const language = (shortForm: string, name: string, flag: string) => ({
  language: string(name),
  flag: string(flag),
  shortForm: string(shortForm),
});

describe('languages', () => {
  it('GET /api/language/all lists the languages', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for all languages')
      .withRequest('GET', '/api/language/all')
      .willRespondWith(200, (b) => b.jsonBody(eachLike(language('de', 'Deutsch', 'de'))))
      .executeTest(async (server) => {
        const languages = await apiAt(server.url).platform.languages();
        expect(languages[0]!.shortForm).toBe('de');
      }));

  it('GET /api/language/me answers German without a session', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for the language without a session')
      .withRequest('GET', '/api/language/me')
      .willRespondWith(200, (b) => b.jsonBody({ language: 'Deutsch', flag: 'de', shortForm: 'de' }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).platform.myLanguage()).shortForm).toBe('de');
      }));
});

describe('catalogues', () => {
  it('GET /api/module lists the module names', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a request for the module names')
      .withRequest('GET', '/api/module', withToken)
      .willRespondWith(200, (b) => b.jsonBody(eachLike('MAENGELMELDER')))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).platform.modules()).toContain('MAENGELMELDER');
      }));

  it('GET /api/role/rights lists the right names', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a request for the right names')
      .withRequest('GET', '/api/role/rights', withToken)
      .willRespondWith(200, (b) => b.jsonBody(eachLike('VIEW_USER')))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).platform.rights()).toContain('VIEW_USER');
      }));

  it('GET /api/module answers 401 without a session', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for the module names without a session')
      .withRequest('GET', '/api/module')
      .willRespondWith(401, (b) => b.jsonBody(errorBody('UNAUTHORIZED', 'Sie müssen sich anmelden, um diese Funktion zu nutzen.')))
      .executeTest(async (server) => {
        await expect(apiAt(server.url).platform.modules()).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      }));

  it('GET /api/app answers the build number', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for the app build')
      .withRequest('GET', '/api/app')
      .willRespondWith(200, (b) => b.jsonBody({ buildNumber: string('2026.07.1'), version: string('2026.07.1') }))
      .executeTest(async (server) => {
        expect((await apiAt(server.url).platform.appInfo()).buildNumber).toBe('2026.07.1');
      }));

  it('GET /api/downloads/catalog serves an HTML page', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for the downloads catalogue')
      .withRequest('GET', '/api/downloads/catalog')
      .willRespondWith(200, (b) => b.headers({ 'Content-Type': regex('^text/html(;.*)?$', 'text/html; charset=utf-8') }))
      .executeTest(async (server) => {
        const response = await fetch(apiAt(server.url).platform.downloadsUrl());
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      }));
});

describe('tenants for the registration picker: GET /api/tenant/all', () => {
  it('answers a page of tenant references matching the search', () =>
    pact
      .addInteraction()
      .given('a tenant exists', { name: 'Musterstadt' })
      .uponReceiving('a search for registration tenants')
      .withRequest('GET', '/api/tenant/all', (b) => b.query({ search: 'Muster', size: '50' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          content: eachLike({
            id: integer(2),
            name: string('Musterstadt'),
            designationMap: like({ de: 'Musterstadt', en: 'Musterstadt' }),
          }),
          totalPages: integer(1),
          totalElements: integer(1),
          page: 0,
          size: 50,
        }),
      )
      .executeTest(async (server) => {
        const page = await apiAt(server.url).platform.registrationTenants('Muster');
        expect(page.content[0]!.name).toBe('Musterstadt');
      }));

  it('answers 400 for a page size over the maximum', () =>
    pact
      .addInteraction()
      .uponReceiving('a search for registration tenants with a too large page')
      .withRequest('GET', '/api/tenant/all', (b) => b.query({ search: 'Muster', size: '500' }))
      .willRespondWith(400, (b) => b.jsonBody(errorBody('VALIDATION_ERROR', 'Der Wert für size ist ungültig.')))
      .executeTest(async (server) => {
        await expect(apiAt(server.url).platform.registrationTenants('Muster', 500)).rejects.toBeInstanceOf(ApiError);
      }));
});

describe('device block: GET /api/device/{id}/block-device', () => {
  it('blocks the device when a super user asks and answers the text to show', () =>
    asUser(pact, DEMO.superAdmin)
      .uponReceiving('a device block by a super user')
      .withRequest('GET', '/api/device/geraet-4711/block-device', withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Das Gerät wurde gesperrt (bis 2026.07.15 10:00).') }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).platform.blockDevice('geraet-4711')).message).toContain('gesperrt');
      }));

  it('answers 403 to a user who is not a super user', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a device block by a tenant admin')
      .withRequest('GET', '/api/device/geraet-4711/block-device', withToken)
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).platform.blockDevice('geraet-4711')).rejects.toMatchObject({ status: 403 });
      }));
});
