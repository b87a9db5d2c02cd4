import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { CASE_STATE_VALUES } from '@contracts/case.js';
import { INFO_STATUSES } from '@contracts/info.js';
import { searchSection } from '../../../web/src/app/shell/search/sections.js';
import { asUser, consumerPact, DEMO, loggedIn, loggedInApi } from './pact.js';

const { eachLike, integer, regex, string } = MatchersV3;

/**
 * The header's global search: the first 5 results of each section through the lists' own endpoints
 * (search, page 0, size 5), called by the overlay's own loader. The server's scope applies as on the lists.
 */
const pact = consumerPact('search');

const oneOf = (values: readonly string[]) => `^(${values.join('|')})$`;

const firstFive = (item: object) => ({
  content: eachLike(item),
  totalPages: integer(1),
  totalElements: integer(1),
  page: 0,
  size: 5,
});

const query = (search: string) => ({ search, page: '0', size: '5' });

describe('global search', () => {
  it('GET /api/case finds cases: description, category, state', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a case of the tenant mentions the text', { tenant: 'Musterstadt', text: 'Schlagloch' })
      .uponReceiving('a global search in the cases')
      .withRequest('GET', '/api/case', (b) => b.headers(loggedIn()).query(query('Schlagloch')))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          firstFive({
            id: integer(17),
            description: string('Großes Schlagloch auf der Hauptstraße vor der Bäckerei.'),
            state: regex(oneOf(CASE_STATE_VALUES), 'CREATED'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const [hit] = await searchSection(loggedInApi(server.url), 'cases', 'Schlagloch');
        expect(hit!.href).toBe('/edit-case?caseId=17');
      }));

  it('GET /api/buergerinfo/info finds citizen information: headline, category, status', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('an information item of the tenant mentions the text', { tenant: 'Musterstadt', text: 'Stadtfest' })
      .uponReceiving('a global search in the citizen information')
      .withRequest('GET', '/api/buergerinfo/info', (b) => b.headers(loggedIn()).query(query('Stadtfest')))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          firstFive({
            id: integer(4),
            headline: string('Stadtfest auf dem Marktplatz'),
            category: { id: integer(2), name: string('Veranstaltungen'), icon: string('calendar') },
            status: regex(oneOf(INFO_STATUSES), 'PUBLISHED'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const [hit] = await searchSection(loggedInApi(server.url), 'infos', 'Stadtfest');
        expect(hit!.href).toBe('/edit-buergerinfo?infoId=4');
      }));

  it('GET /api/user finds users: name, e-mail, roles', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a user exists', { email: DEMO.musterClerk })
      .uponReceiving('a global search in the users')
      .withRequest('GET', '/api/user', (b) => b.headers(loggedIn()).query(query('Sachs')))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          firstFive({
            id: integer(5),
            fullname: string('Sven Sachs'),
            email: string(DEMO.musterClerk),
            allRoles: eachLike({ id: integer(7), name: string('Sachbearbeitung') }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const [hit] = await searchSection(loggedInApi(server.url), 'users', 'Sachs');
        expect(hit).toMatchObject({ href: '/edit-user?userId=5', roles: ['Sachbearbeitung'] });
      }));
});
