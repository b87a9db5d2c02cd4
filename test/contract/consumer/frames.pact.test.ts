import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { CASE_STATE_VALUES } from '@contracts/case.js';
import { FALLBACK_CATEGORIES } from '@contracts/public.js';
import { png } from '../../../server/test/images.js';
import { ApiError } from '../../../web/src/api/http.js';
import { createFrameApi } from '../../../web/src/frames/frame-api.js';
import { consumerPact, errorBody, statePath } from './pact.js';

const { boolean, decimal, eachLike, fromProviderState, integer, like, nullValue, regex, string } = MatchersV3;

const pact = consumerPact('frames');

const KEY = 'demo-musterstadt';
const MUSTERSTADT_KEY = { tenant: 'Musterstadt', apiKey: KEY };
const DEVICE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
/** fixed, so that a test run does not rewrite the committed pact file (Pact picks a random one otherwise) */
const PACT_MULTIPART_BOUNDARY = 'buergerportal-pact-boundary';
/** A point in Musterstadt away from the demo streets, where the provider puts an open case for the duplicate hint. */
const REPORT_POINT = { latitude: 52.2311, longitude: 13.4111 };
const anyState = regex(`^(${CASE_STATE_VALUES.join('|')})$`, 'CREATED');
const berlinMinute = (example: string) => regex('^\\d{4}\\.\\d{2}\\.\\d{2} \\d{2}:\\d{2}$', example);

/** A marker of the map; nullable fields (category, case number) are left to the response schema. */
const mapCase = {
  id: integer(17),
  latitude: decimal(52.2201),
  longitude: decimal(13.4402),
  state: anyState,
  createdAtFormatted: berlinMinute('2026.05.04 10:00'),
  description: string('Tiefes Schlagloch in der Fahrbahn.'),
};

const statusPath = (suffix = '') => statePath(`/api/public/case-status/\${token}${suffix}`, { token: 'example-status-token' });

/** The status page's answer; the state is given per interaction. */
const caseStatus = (state: unknown, flags: { canRate: boolean; canWithdraw: boolean }) => ({
  caseNumber: integer(43),
  state,
  stateLabel: string('Erstellt'),
  createdAt: string('2026-05-04T08:00:00.000Z'),
  createdAtFormatted: berlinMinute('2026.05.04 10:00'),
  category: string('Verkehrsflächen'),
  tenantName: string('Musterstadt'),
  // what the page's footer links the municipality's accessibility statement with (the status link has no key)
  tenantApiKey: string(KEY),
  description: string('Ampel an der Kreuzung blinkt nur gelb.'),
  latitude: decimal(52.2311),
  longitude: decimal(13.4111),
  answers: like([]),
  canRate: boolean(flags.canRate),
  canWithdraw: boolean(flags.canWithdraw),
});

/** A real PNG on disk: the pact keeps it as the part's bytes, and the provider sniffs the type from them. */
function pngFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pact-frames-')), 'schlagloch.png');
  writeFileSync(file, png());
  return file;
}

describe('tenant by API key', () => {
  it('GET /api/tenant/apikey/{apiKey} answers the public face of the tenant', () =>
    pact
      .addInteraction()
      .given('a tenant has an API key', MUSTERSTADT_KEY)
      .uponReceiving('a request for the tenant of an API key')
      .withRequest('GET', `/api/tenant/apikey/${KEY}`)
      .willRespondWith(200, (b) =>
        b.jsonBody({
          id: integer(2),
          name: 'Musterstadt',
          designationMap: like({}),
          mapCenterLatitude: decimal(52.22),
          mapCenterLongitude: decimal(13.44),
          showCreateCaseButton: boolean(true),
          hasBoundaries: boolean(true),
          // the tenant's pages, or the platform's where it has none: always an address to link
          termsUrl: string('/beispiele/musterstadt.html#nutzungsbedingungen'),
          privacyUrl: string('/beispiele/musterstadt.html#datenschutz'),
          imprintUrl: string('/beispiele/musterstadt.html#impressum'),
        }),
      )
      .executeTest(async (server) => {
        const tenant = await createFrameApi(server.url).tenantByApiKey(KEY);
        expect(tenant.name).toBe('Musterstadt');
        expect(tenant.privacyUrl).toBe('/beispiele/musterstadt.html#datenschutz');
      }));

  it('GET /api/tenant/apikey/{apiKey} answers 404 with a German message for an unknown key', () =>
    pact
      .addInteraction()
      .given('an API key is unknown', { apiKey: 'gibt-es-nicht' })
      .uponReceiving('a request for the tenant of an unknown API key')
      .withRequest('GET', '/api/tenant/apikey/gibt-es-nicht')
      .willRespondWith(404, (b) => b.jsonBody(errorBody('API_KEY_UNKNOWN', 'Dieser API-Schlüssel ist unbekannt.')))
      .executeTest(async (server) => {
        const error = await createFrameApi(server.url)
          .tenantByApiKey('gibt-es-nicht')
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).message).toBe('Dieser API-Schlüssel ist unbekannt.');
      }));
});

describe('case map', () => {
  it('GET /api/case/map answers the published cases, the map centre and the create button', () =>
    pact
      .addInteraction()
      .given('a tenant has an API key', MUSTERSTADT_KEY)
      .given('the tenant has cases on the map', { tenant: 'Musterstadt' })
      .uponReceiving('a request for the case map')
      .withRequest('GET', '/api/case/map', (b) => b.query({ apiKey: KEY }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          cases: eachLike(mapCase),
          showCreateCaseButton: boolean(true),
          mapCenterLatitude: decimal(52.22),
          mapCenterLongitude: decimal(13.44),
          // what the map shows while no case is published
          boundary: eachLike({ latitude: decimal(52.19), longitude: decimal(13.39) }),
        }),
      )
      .executeTest(async (server) => {
        const map = await createFrameApi(server.url).caseMap(KEY);
        expect(map.cases.length).toBeGreaterThan(0);
        expect(map.boundary[0]).toEqual({ latitude: 52.19, longitude: 13.39 });
      }));

  it('GET /api/case/map answers 401 with a German message for a removed key', () =>
    pact
      .addInteraction()
      .given('an API key was removed', { tenant: 'Musterstadt', apiKey: 'alter-schluessel-musterstadt' })
      .uponReceiving('a request for the case map with a removed API key')
      .withRequest('GET', '/api/case/map', (b) => b.query({ apiKey: 'alter-schluessel-musterstadt' }))
      .willRespondWith(401, (b) =>
        b.jsonBody(errorBody('API_KEY_REMOVED', 'Dieser API-Schlüssel wurde entfernt und ist nicht mehr gültig.')),
      )
      .executeTest(async (server) => {
        await expect(createFrameApi(server.url).caseMap('alter-schluessel-musterstadt')).rejects.toMatchObject({ status: 401 });
      }));
});

describe('report wizard', () => {
  it('GET /api/case/nearby answers the open cases within 50 m', () =>
    pact
      .addInteraction()
      .given('a tenant has an API key', MUSTERSTADT_KEY)
      .given('an open case lies at the point', {
        tenant: 'Musterstadt',
        latitude: String(REPORT_POINT.latitude),
        longitude: String(REPORT_POINT.longitude),
      })
      .uponReceiving('a request for open cases near a point')
      .withRequest('GET', '/api/case/nearby', (b) =>
        b.query({ apiKey: KEY, latitude: String(REPORT_POINT.latitude), longitude: String(REPORT_POINT.longitude) }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(eachLike({ ...mapCase, state: regex('^(CREATED|IN_PROGRESS)$', 'CREATED'), distance: integer(3) })),
      )
      .executeTest(async (server) => {
        const nearby = await createFrameApi(server.url).nearbyCases(KEY, REPORT_POINT.latitude, REPORT_POINT.longitude);
        expect(nearby[0]!.distance).toBeLessThanOrEqual(50);
      }));

  it('GET /api/category/coordinates/{lng}/{lat} answers the categories of the municipality at the point', () =>
    pact
      .addInteraction()
      .given('a tenant has an API key', MUSTERSTADT_KEY)
      .given('a category exists', { tenant: 'Musterstadt', name: 'Verkehrsflächen' })
      .uponReceiving('a request for the categories at a point in Musterstadt')
      .withRequest('GET', '/api/category/coordinates/13.44/52.22', (b) => b.query({ apiKey: KEY }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          tenantId: integer(2),
          tenantName: 'Musterstadt',
          reachable: true,
          categories: eachLike({ id: integer(5), name: string('Verkehrsflächen') }),
        }),
      )
      .executeTest(async (server) => {
        const answer = await createFrameApi(server.url).categoriesAt(KEY, 13.44, 52.22);
        expect(answer.reachable).toBe(true);
      }));

  it('GET /api/category/coordinates/{lng}/{lat} answers the fallback list outside every municipality', () =>
    pact
      .addInteraction()
      .given('a tenant has an API key', MUSTERSTADT_KEY)
      .uponReceiving('a request for the categories at a point outside every municipality')
      .withRequest('GET', '/api/category/coordinates/13.8/52.6', (b) => b.query({ apiKey: KEY }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          tenantId: nullValue(),
          tenantName: nullValue(),
          reachable: false,
          categories: FALLBACK_CATEGORIES.map((name) => ({ id: nullValue(), name })),
        }),
      )
      .executeTest(async (server) => {
        const answer = await createFrameApi(server.url).categoriesAt(KEY, 13.8, 52.6);
        expect(answer.categories.map((c) => c.name)).toEqual([...FALLBACK_CATEGORIES]);
      }));

  it('POST /files/upload with the API key stores a photo for a report', () =>
    pact
      .addInteraction()
      .given('a tenant has an API key', MUSTERSTADT_KEY)
      .uponReceiving('a public photo upload')
      .withRequest('POST', '/files/upload', (b) =>
        b.query({ apiKey: KEY }).headers({ 'X-Device-Id': DEVICE }).multipartBody('image/png', pngFile(), 'file', PACT_MULTIPART_BOUNDARY),
      )
      .willRespondWith(200, (b) => b.jsonBody({ name: string('3f2a9c1e.png') }))
      .executeTest(async (server) => {
        const name = await createFrameApi(server.url).uploadPhoto(KEY, new Blob([new Uint8Array(png())], { type: 'image/png' }), DEVICE);
        expect(name).toMatch(/\S/);
      }));

  it('POST /api/case without a session sends the report and answers the case number and status link', () =>
    pact
      .addInteraction()
      .given('a tenant has an API key', MUSTERSTADT_KEY)
      .given('a category exists', { tenant: 'Musterstadt', name: 'Verkehrsflächen' })
      .uponReceiving('a public report')
      .withRequest('POST', '/api/case', (b) =>
        b
          .query({ apiKey: KEY })
          .headers({ 'X-Device-Id': DEVICE })
          .jsonBody({
            description: 'Gullydeckel klappert bei jeder Überfahrt.',
            photos: [],
            category: fromProviderState('${categoryId}', 5),
            latitude: 52.2201,
            longitude: 13.4402,
            email: null,
          }),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          id: integer(120),
          caseNumber: integer(61),
          statusUrl: regex('^https?://.+/fall-status\\?token=[\\w-]+$', 'http://localhost:3000/fall-status?token=example-status-token'),
        }),
      )
      .executeTest(async (server) => {
        const created = await createFrameApi(server.url).createCase(
          KEY,
          {
            description: 'Gullydeckel klappert bei jeder Überfahrt.',
            photos: [],
            category: 5,
            latitude: 52.2201,
            longitude: 13.4402,
            email: null,
          },
          DEVICE,
        );
        expect(created.statusUrl).toContain('/fall-status?token=');
      }));

  it('POST /api/case answers 400 with the specified message for an over-long description', () =>
    pact
      .addInteraction()
      .given('a tenant has an API key', MUSTERSTADT_KEY)
      .given('a category exists', { tenant: 'Musterstadt', name: 'Verkehrsflächen' })
      .uponReceiving('a public report with a description of 251 characters')
      .withRequest('POST', '/api/case', (b) =>
        b
          .query({ apiKey: KEY })
          .headers({ 'X-Device-Id': DEVICE })
          .jsonBody({
            description: 'x'.repeat(251),
            photos: [],
            category: fromProviderState('${categoryId}', 5),
            latitude: 52.2201,
            longitude: 13.4402,
            email: null,
          }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({ code: 'DESCRIPTION_TOO_LONG', message: 'Die Beschreibung darf nicht länger als 250 Zeichen sein.' }),
      )
      .executeTest(async (server) => {
        const report = { description: 'x'.repeat(251), photos: [], category: 5, latitude: 52.2201, longitude: 13.4402, email: null };
        await expect(createFrameApi(server.url).createCase(KEY, report, DEVICE)).rejects.toMatchObject({
          status: 400,
          message: 'Die Beschreibung darf nicht länger als 250 Zeichen sein.',
        });
      }));

  it('GET /api/geocode answers 502 with a German message when the address search is unreachable', () =>
    pact
      .addInteraction()
      .uponReceiving('an address search while the geocoder is unreachable')
      .withRequest('GET', '/api/geocode', (b) => b.query({ q: 'Rathausplatz Musterstadt', limit: '5' }))
      .willRespondWith(502, (b) => b.jsonBody(errorBody('GEOCODER_UNAVAILABLE', 'Die Adresssuche ist gerade nicht erreichbar.')))
      .executeTest(async (server) => {
        await expect(createFrameApi(server.url).searchAddress('Rathausplatz Musterstadt')).rejects.toMatchObject({ status: 502 });
      }));
});

describe('status page', () => {
  it('GET /api/public/case-status/{token} answers the report as its reporter sees it', () =>
    pact
      .addInteraction()
      .given('a reported case is open', { tenant: 'Musterstadt' })
      .uponReceiving('a request for the status of an open report')
      .withRequest('GET', statusPath())
      .willRespondWith(200, (b) =>
        b.jsonBody(caseStatus(regex('^(CREATED|IN_PROGRESS)$', 'CREATED'), { canRate: false, canWithdraw: true })),
      )
      .executeTest(async (server) => {
        const status = await createFrameApi(server.url).caseStatus('example-status-token');
        expect(status.canWithdraw).toBe(true);
        expect(status.tenantApiKey).toBe(KEY);
      }));

  it('GET /api/public/case-status/{token} answers 404 for an unknown token', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for the status with an unknown token')
      .withRequest('GET', '/api/public/case-status/unbekanntes-token-123')
      .willRespondWith(404, (b) => b.jsonBody(errorBody('STATUS_TOKEN_UNKNOWN', 'Diese Meldung gibt es nicht.')))
      .executeTest(async (server) => {
        await expect(createFrameApi(server.url).caseStatus('unbekanntes-token-123')).rejects.toMatchObject({ status: 404 });
      }));

  it('POST /api/public/case-status/{token}/rating rates a finished case once', () =>
    pact
      .addInteraction()
      .given('a reported case was finished', { tenant: 'Musterstadt' })
      .uponReceiving('a rating of a finished report')
      .withRequest('POST', statusPath('/rating'), (b) => b.jsonBody({ rating: 4, comment: 'Schnell erledigt.' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...caseStatus('FINISHED', { canRate: false, canWithdraw: false }), rating: 4, ratingComment: 'Schnell erledigt.' }),
      )
      .executeTest(async (server) => {
        const status = await createFrameApi(server.url).rateCase('example-status-token', { rating: 4, comment: 'Schnell erledigt.' });
        expect(status.rating).toBe(4);
      }));

  it('POST /api/public/case-status/{token}/withdraw withdraws an open report', () =>
    pact
      .addInteraction()
      .given('a reported case is open', { tenant: 'Musterstadt' })
      .uponReceiving('a withdrawal of an open report')
      .withRequest('POST', statusPath('/withdraw'))
      .willRespondWith(200, (b) => b.jsonBody(caseStatus('CANCELLED', { canRate: false, canWithdraw: false })))
      .executeTest(async (server) => {
        const status = await createFrameApi(server.url).withdrawCase('example-status-token');
        expect(status.state).toBe('CANCELLED');
      }));
});
