import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { CASE_STATE_VALUES } from '@contracts/case.js';
import { mapMarkers } from '../../../web/src/features/cases/case-markers.js';
import { asUser, consumerPact, DEMO, FORBIDDEN, loggedIn, loggedInApi, pageBody, withToken } from './pact.js';

const { boolean, decimal, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = consumerPact('cases');

const anyState = `^(${CASE_STATE_VALUES.join('|')})$`;

/**
 * A card of the list as the screen reads it. Fields that are null for some cases and set for others
 * (category, assignee, deadline, rating …) cannot be one type matcher over every row; the server's response
 * schema (contracts/schemas/case.ts) holds them.
 */
const card = (state: unknown = regex(anyState, 'CREATED')) => ({
  id: integer(17),
  caseNumber: integer(12),
  description: string('Großes Schlagloch auf der Hauptstraße vor der Bäckerei.'),
  state,
  progress: integer(0),
  createdAt: string('2026-05-04T08:00:00.000Z'),
  createdAtFormatted: string('2026.05.04 10:00'),
  tenantId: integer(2),
  reachable: boolean(true),
  publishedOnMap: boolean(false),
});

const pageOf = (item: object, totalElements = 60) => pageBody(item, { totalPages: 2, totalElements });

describe('case list', () => {
  it('GET /api/case answers a page of the open cases, sorted as asked', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('the tenant has open cases', { tenant: 'Musterstadt' })
      .uponReceiving('a request for the open cases by case number')
      .withRequest('GET', '/api/case', (b) =>
        b.headers(loggedIn()).query({ state: 'open', sort: 'caseNumber', order: 'ASC', page: '0', size: '50' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(pageOf(card(regex('^(CREATED|IN_PROGRESS)$', 'IN_PROGRESS')))))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).cases.list({ state: 'open', sort: 'caseNumber', order: 'ASC', page: 0, size: 50 });
        expect(['CREATED', 'IN_PROGRESS']).toContain(page.content[0]!.state);
      }));

  it('GET /api/case answers the cases a search finds', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a case of the tenant mentions the text', { tenant: 'Musterstadt', text: 'Schlagloch' })
      .uponReceiving('a search in all cases, newest first')
      .withRequest('GET', '/api/case', (b) =>
        b.headers(loggedIn()).query({ state: 'all', sort: 'createdAt', order: 'DESC', page: '0', size: '50', search: 'Schlagloch' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ ...pageOf(card(), 1), totalPages: integer(1) }))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).cases.list({
          state: 'all',
          sort: 'createdAt',
          order: 'DESC',
          page: 0,
          size: 50,
          search: 'Schlagloch',
        });
        expect(page.content.length).toBeGreaterThan(0);
      }));

  it('GET /api/case with tenant narrows a cross-tenant list sorted by tenant to that tenant', () =>
    asUser(pact, DEMO.superAdmin)
      .given('the tenant has open cases', { tenant: 'Beispieldorf' })
      .uponReceiving('a request for the cases of one tenant, sorted by tenant')
      .withRequest('GET', '/api/case', (b) =>
        b.headers(loggedIn()).query({
          state: 'all',
          sort: 'tenant.name',
          order: 'ASC',
          page: '0',
          size: '50',
          tenant: fromProviderState('${tenantId}', '3'),
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...pageOf({ ...card(), tenantId: fromProviderState('${tenantId}', 3), tenant: { id: integer(3), name: 'Beispieldorf' } }, 30),
          totalPages: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).cases.list({
          state: 'all',
          sort: 'tenant.name',
          order: 'ASC',
          page: 0,
          size: 50,
          tenant: 3,
        });
        expect(page.content[0]!.tenant?.name).toBe('Beispieldorf');
      }));
});

const stats = {
  ALL_COUNT: integer(100),
  CREATED_COUNT: integer(11),
  FINISHED_COUNT: integer(60),
  REJECTED_COUNT: integer(9),
  all: integer(100),
  open: integer(27),
  created: integer(11),
  inProgress: integer(16),
  finished: integer(60),
  rejected: integer(9),
  cancelled: integer(4),
};

describe('case stats', () => {
  it('GET /api/case/stats answers the counters of the tiles and the sidebar', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a request for the case counters')
      .withRequest('GET', '/api/case/stats', withToken)
      .willRespondWith(200, (b) => b.jsonBody(stats))
      .executeTest(async (server) => {
        const answer = await loggedInApi(server.url).cases.stats();
        expect(answer.created + answer.inProgress).toBeLessThanOrEqual(answer.open);
      }));

  it('GET /api/case/stats?tenant= answers the counters of one tenant', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a tenant exists', { name: 'Beispieldorf' })
      .uponReceiving('a request for the case counters of one tenant')
      .withRequest('GET', '/api/case/stats', (b) => b.headers(loggedIn()).query({ tenant: fromProviderState('${tenantId}', '3') }))
      .willRespondWith(200, (b) => b.jsonBody(stats))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).cases.stats(3)).all).toBeGreaterThanOrEqual(0);
      }));
});

describe('forwarding unreachable cases', () => {
  it('POST /api/tenant/unreachable/send mails the tenant’s unreachable cases and answers what it did', () =>
    asUser(pact, DEMO.superAdmin)
      .given('the tenant has unreachable cases', { tenant: 'Beispieldorf' })
      .uponReceiving('a request to forward the unreachable cases of a tenant')
      .withRequest('POST', '/api/tenant/unreachable/send', (b) =>
        b.headers(loggedIn()).jsonBody({ tenantId: fromProviderState('${tenantId}', 3), email: 'rathaus@beispieldorf.example' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ message: string('Ein Fall wurde an rathaus@beispieldorf.example gesendet.'), count: integer(1) }),
      )
      .executeTest(async (server) => {
        const answer = await loggedInApi(server.url).caseReports.sendUnreachable({
          tenantId: 3,
          email: 'rathaus@beispieldorf.example',
        });
        expect(answer.count).toBe(1);
      }));

  it('POST /api/tenant/unreachable/send answers 403 to anyone but a super admin', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a request to forward unreachable cases from a tenant admin')
      .withRequest('POST', '/api/tenant/unreachable/send', (b) =>
        b.headers(loggedIn()).jsonBody({ tenantId: null, email: 'kreis@example.org' }),
      )
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        await expect(
          loggedInApi(server.url).caseReports.sendUnreachable({ tenantId: null, email: 'kreis@example.org' }),
        ).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
      }));
});

describe('export and bulk actions', () => {
  it('GET /api/case/export answers the listed cases as a GeoJSON file named after the filter', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('the tenant has open cases', { tenant: 'Musterstadt' })
      .uponReceiving('a request for the open cases as GeoJSON')
      .withRequest('GET', '/api/case/export', (b) =>
        b.headers(loggedIn()).query({ state: 'open', sort: 'createdAt', order: 'DESC', format: 'geojson' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers({
            'Content-Type': 'application/geo+json',
            'Content-Disposition': regex(
              '^attachment; filename="faelle-offene-\\d{4}-\\d{2}-\\d{2}\\.geojson"$',
              'attachment; filename="faelle-offene-2026-11-25.geojson"',
            ),
          })
          .jsonBody({
            type: 'FeatureCollection',
            features: eachLike({
              type: 'Feature',
              geometry: { type: 'Point', coordinates: eachLike(decimal(13.44), 2) },
              properties: {
                caseNumber: integer(12),
                createdAt: string('2026-05-04T08:00:00.000Z'),
                state: regex('^(Erstellt|In Bearbeitung)$', 'Erstellt'),
                description: string('Schlagloch'),
              },
            }),
          }),
      )
      .executeTest(async (server) => {
        const file = await loggedInApi(server.url).cases.export(
          { state: 'open', sort: 'createdAt', order: 'DESC', format: 'geojson' },
          () => undefined,
        );
        expect(file.fileName).toMatch(/^faelle-offene-.*\.geojson$/);
        const collection = JSON.parse(await file.blob.text()) as { features: { geometry: { coordinates: number[] } }[] };
        expect(collection.features[0]!.geometry.coordinates).toHaveLength(2);
      }));

  it('GET /api/case/markers answers the listed cases as map markers', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('the tenant has open cases', { tenant: 'Musterstadt' })
      .uponReceiving('a request for the open cases as map markers')
      .withRequest('GET', '/api/case/markers', (b) => b.headers(loggedIn()).query({ state: 'open', sort: 'createdAt', order: 'DESC' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          // id, case number, latitude, longitude, index of the state, index of the category; the demo's open cases
          // all have a number and a category (the schema holds the nulls of other cases)
          markers: eachLike([integer(17), integer(12), decimal(52.2201), decimal(13.4402), integer(0), integer(0)]),
          states: eachLike(regex('^(CREATED|IN_PROGRESS)$', 'CREATED')),
          categories: eachLike(string('Straßenschäden')),
          truncated: boolean(false),
        }),
      )
      .executeTest(async (server) => {
        const answer = await loggedInApi(server.url).cases.markers({ state: 'open', sort: 'createdAt', order: 'DESC' });
        expect(answer.truncated).toBe(false);
        expect(mapMarkers(answer)[0]).toEqual({
          id: 17,
          caseNumber: 12,
          latitude: 52.2201,
          longitude: 13.4402,
          state: 'CREATED',
          category: 'Straßenschäden',
        });
      }));

  it('POST /api/case/bulk changes the state of the chosen cases and answers per case', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('case file: a case exists', { tenant: 'Musterstadt', state: 'IN_PROGRESS' })
      .uponReceiving('a request to finish the chosen cases')
      .withRequest('POST', '/api/case/bulk', (b) =>
        b.headers(loggedIn()).jsonBody({ caseIds: [fromProviderState('${caseId}', 41)], action: 'state', state: 'FINISHED' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          done: integer(1),
          results: eachLike({
            id: fromProviderState('${caseId}', 41),
            outcome: regex('^(DONE|UNCHANGED|REFUSED|NOT_FOUND)$', 'DONE'),
            message: string('Status geändert: Abgeschlossen.'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const result = await loggedInApi(server.url).cases.bulk({ caseIds: [41], action: 'state', state: 'FINISHED' });
        expect(result.results[0]!.outcome).toBe('DONE');
      }));

  it('POST /api/case/bulk to the map needs PUBLISH_CASES_TO_MAP', () =>
    asUser(pact, DEMO.musterClerk)
      .uponReceiving('a request to publish cases without the right to publish')
      .withRequest('POST', '/api/case/bulk', (b) => b.headers(loggedIn()).jsonBody({ caseIds: [41], action: 'publish' }))
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).cases.bulk({ caseIds: [41], action: 'publish' })).rejects.toMatchObject({ status: 403 });
      }));
});
