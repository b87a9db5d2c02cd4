import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { asUser, consumerPact, DEMO, loggedIn, loggedInApi, pageBody, withToken } from './pact.js';

const { eachLike, integer, regex, string } = MatchersV3;

const pact = consumerPact('dashboard');

/** The dashboard lists hold 5 cases (docs/product/dashboard.md#case-lists). */
const FIVE = { page: '0', size: '5' };

/**
 * The figures of the tiles. The deltas are null when the previous period had no cases, which the demo data's
 * calendar decides, so they cannot be one type matcher; the server's schema (contracts/schemas/dashboard.ts)
 * holds them, and the year's comparison is read from its text.
 */
const statistics = {
  newCasesThisWeek: integer(4),
  newCasesLastWeek: integer(2),
  finishedCasesThisWeek: integer(1),
  finishedCasesLastWeek: integer(1),
  newCasesLast24Hours: integer(1),
  newCasesThisYear: integer(77),
  newCasesLastYear: integer(23),
  deltaTextNewCasesThisYear: regex(
    '^([-+±]\\d+ % gegenüber dem Vorjahr|Keine Vorjahreszahlen zum Vergleich)$',
    '+235 % gegenüber dem Vorjahr',
  ),
  // a tenant admin sees whole tenants: the figures count every case
  counted: 'ALL_CASES',
};

/** A case of a dashboard list as its tile reads it. */
const listed = (extra: Record<string, unknown> = {}) => ({
  id: integer(131),
  description: string('Großes Schlagloch auf der Hauptstraße vor der Bäckerei.'),
  createdAt: string('2026-11-21T04:30:45.213Z'),
  createdAtFormatted: string('2026.11.21 05:30'),
  ...extra,
});

const pageOf = (item: object) => pageBody(item, { totalPages: 20, totalElements: 100, size: 5 });

describe('dashboard statistics', () => {
  it('GET /api/case/statistics/simple answers the figures of the tiles', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('the tenant has cases', { tenant: 'Musterstadt' })
      .uponReceiving('a request for the dashboard figures')
      .withRequest('GET', '/api/case/statistics/simple', withToken)
      .willRespondWith(200, (b) => b.jsonBody(statistics))
      .executeTest(async (server) => {
        const figures = await loggedInApi(server.url).dashboard.simpleStatistics();
        expect(figures.newCasesThisYear).toBeGreaterThanOrEqual(figures.newCasesThisWeek);
      }));

  // the chart takes the days of its range and sums them per week where the range is long (web chart-series.ts)
  it('GET /api/case/statistics/casesdiagram answers new cases per day since 1 October 2022', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('the tenant has cases', { tenant: 'Musterstadt' })
      .uponReceiving('a request for the daily cases diagram')
      .withRequest('GET', '/api/case/statistics/casesdiagram', (b) => b.headers(loggedIn()).query({ interval: 'day' }))
      .willRespondWith(200, (b) => b.jsonBody(eachLike([integer(1664575200000), integer(3)])))
      .executeTest(async (server) => {
        const points = await loggedInApi(server.url).dashboard.casesDiagram({ interval: 'day' });
        expect(points[0]).toEqual([1664575200000, 3]);
      }));
});

describe('dashboard case lists', () => {
  it('GET /api/case answers the 5 newest cases for the news ticker', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('the tenant has cases', { tenant: 'Musterstadt' })
      .uponReceiving('a request for the 5 newest cases')
      .withRequest('GET', '/api/case', (b) => b.headers(loggedIn()).query({ ...FIVE, sort: 'createdAt', order: 'DESC' }))
      .willRespondWith(200, (b) => b.jsonBody(pageOf(listed())))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).cases.list({ page: 0, size: 5, sort: 'createdAt', order: 'DESC' });
        expect(page.content[0]!.description).toBeTruthy();
      }));

  it('GET /api/case?state=negative answers the 5 newest negatively rated cases', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('the tenant has negatively rated cases', { tenant: 'Musterstadt' })
      .uponReceiving('a request for the 5 newest negatively rated cases')
      .withRequest('GET', '/api/case', (b) => b.headers(loggedIn()).query({ ...FIVE, sort: 'createdAt', order: 'DESC', state: 'negative' }))
      .willRespondWith(200, (b) => b.jsonBody(pageOf(listed({ rating: integer(2) }))))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).cases.list({ page: 0, size: 5, sort: 'createdAt', order: 'DESC', state: 'negative' });
        expect(page.content[0]!.rating).toBeLessThanOrEqual(2);
      }));

  it('GET /api/case/deadline-cases answers 5 open cases due soon or overdue', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('the tenant has cases with deadlines', { tenant: 'Musterstadt' })
      .uponReceiving('a request for 5 cases with deadlines')
      .withRequest('GET', '/api/case/deadline-cases', (b) => b.headers(loggedIn()).query(FIVE))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          pageOf(
            listed({
              state: regex('^(CREATED|IN_PROGRESS)$', 'IN_PROGRESS'),
              stateChangedDeadline: string('2026-11-18T07:30:45.213Z'),
              stateChangedDeadlineFormatted: string('2026.11.18 08:30'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).cases.deadlineCases({ page: 0, size: 5 });
        expect(page.content[0]!.stateChangedDeadlineFormatted).toBeTruthy();
      }));
});
