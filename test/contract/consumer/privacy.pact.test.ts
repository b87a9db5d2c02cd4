import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { PRIVACY_MESSAGES } from '@contracts/privacy.js';
import { asUser, consumerPact, DEMO, errorBody, failure, FORBIDDEN, loggedIn, loggedInApi, pageBody } from './pact.js';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

/** The screen "Datenschutzanfragen": search, Art. 15 export, Art. 17 anonymising. */
const pact = consumerPact('privacy');

/** the address of a person the provider gives a case and a correspondent entry in Musterstadt */
const PERSON = { email: 'pact.betroffene@example.org', tenant: 'Musterstadt' };
const fileName = (extension: string) =>
  regex(
    `^attachment; filename="datenauskunft-\\d{4}-\\d{2}-\\d{2}\\.${extension}"$`,
    `attachment; filename="datenauskunft-2026-11-25.${extension}"`,
  );

const subjectCase = {
  id: integer(41),
  caseNumber: integer(1041),
  tenant: { id: integer(2), name: string('Musterstadt') },
  createdAt: string('2026-11-25T08:00:00.000Z'),
  createdAtFormatted: string('2026.11.25 09:00'),
  state: string('CREATED'),
  stateLabel: string('Offen'),
  category: string('Verkehrsflächen'),
  hasDeviceId: boolean(true),
};
const correspondent = {
  id: integer(21),
  tenant: { id: integer(2), name: string('Musterstadt') },
  firstName: string('Paula'),
  lastName: string('Pact'),
};

describe('requests of a data subject', () => {
  it('POST /api/privacy/subjects/search finds the cases and correspondent entries of the address', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a person is known by e-mail', PERSON)
      .uponReceiving('a search for a data subject by e-mail')
      .withRequest('POST', '/api/privacy/subjects/search', (b) => b.headers(loggedIn()).jsonBody({ email: PERSON.email }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ email: PERSON.email, cases: eachLike(subjectCase), correspondents: eachLike(correspondent), blockEntry: null }),
      )
      .executeTest(async (server) => {
        const result = await loggedInApi(server.url).privacy.search(PERSON.email);
        expect(result.cases[0]!.tenant?.name).toBe('Musterstadt');
        expect(result.correspondents).toHaveLength(1);
      }));

  it('POST /api/privacy/subjects/search answers 400 for an invalid address', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a search for a data subject with an invalid address')
      .withRequest('POST', '/api/privacy/subjects/search', (b) => b.headers(loggedIn()).jsonBody({ email: 'keine-adresse' }))
      .willRespondWith(400, (b) => b.jsonBody(errorBody('EMAIL_INVALID', PRIVACY_MESSAGES.emailInvalid)))
      .executeTest(async (server) => {
        const error = await failure(loggedInApi(server.url).privacy.search('keine-adresse'));
        expect([error.status, error.code]).toEqual([400, 'EMAIL_INVALID']);
      }));

  it('POST /api/privacy/subjects/search answers 403 without EDIT_OWN_TENANT', () =>
    asUser(pact, DEMO.musterClerk)
      .uponReceiving('a search for a data subject by a clerk')
      .withRequest('POST', '/api/privacy/subjects/search', (b) => b.headers(loggedIn()).jsonBody({ email: PERSON.email }))
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).privacy.search(PERSON.email)).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
      }));

  it('POST /api/privacy/subjects/export answers the Art. 15 information as a JSON file', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a person is known by e-mail', PERSON)
      .uponReceiving('a request for the information about a data subject as JSON')
      .withRequest('POST', '/api/privacy/subjects/export', (b) => b.headers(loggedIn()).jsonBody({ email: PERSON.email }))
      .willRespondWith(200, (b) =>
        b.headers({ 'Content-Disposition': fileName('json') }).jsonBody({
          email: PERSON.email,
          generatedAt: string('2026-11-25T08:00:00.000Z'),
          generatedAtFormatted: string('2026.11.25 09:00'),
          cases: eachLike({
            ...subjectCase,
            email: PERSON.email,
            description: string('Straßenlaterne flackert'),
            latitude: MatchersV3.decimal(52.22),
            longitude: MatchersV3.decimal(13.44),
            photos: integer(0),
          }),
          correspondents: eachLike({ ...correspondent, email: PERSON.email }),
          blockEntry: null,
        }),
      )
      .executeTest(async (server) => {
        const file = await loggedInApi(server.url).privacy.exportJson(PERSON.email, () => undefined);
        expect(file.fileName).toMatch(/^datenauskunft-.*\.json$/);
        const data = JSON.parse(await file.blob.text()) as { cases: { email: string }[] };
        expect(data.cases[0]!.email).toBe(PERSON.email);
      }));

  it('POST /api/privacy/subjects/export-pdf answers the same as a PDF file', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a person is known by e-mail', PERSON)
      .uponReceiving('a request for the information about a data subject as PDF')
      .withRequest('POST', '/api/privacy/subjects/export-pdf', (b) => b.headers(loggedIn()).jsonBody({ email: PERSON.email }))
      .willRespondWith(200, (b) => b.headers({ 'Content-Type': 'application/pdf', 'Content-Disposition': fileName('pdf') }))
      .executeTest(async (server) => {
        const file = await loggedInApi(server.url).privacy.exportPdf(PERSON.email, () => undefined);
        expect(file.fileName).toMatch(/^datenauskunft-.*\.pdf$/);
        expect(file.blob.type).toBe('application/pdf');
      }));

  it('POST /api/privacy/subjects/anonymise anonymises the records and answers the counts', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a person is known by e-mail', PERSON)
      .uponReceiving('a request to anonymise a data subject')
      .withRequest('POST', '/api/privacy/subjects/anonymise', (b) =>
        b.headers(loggedIn()).jsonBody({ email: PERSON.email, freeTextCaseIds: [] }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          cases: integer(1),
          correspondents: integer(1),
          freeTexts: integer(0),
          message: string('Anonymisiert. Meldungen: 1, davon mit Freitexten: 0; gelöschte Kontakteinträge: 1.'),
        }),
      )
      .executeTest(async (server) => {
        const result = await loggedInApi(server.url).privacy.anonymise({ email: PERSON.email, freeTextCaseIds: [] });
        expect(result.freeTexts).toBe(0);
      }));
});

/** an entry of the request log: the Musterstadt admin searched for the person */
const LOGGED = { email: PERSON.email, user: DEMO.musterAdmin, action: 'SEARCH' };
const logEntry = {
  id: integer(3),
  createdAt: string('2026-11-25T08:00:00.000Z'),
  createdAtFormatted: string('2026.11.25 09:00'),
  action: regex('^(SEARCH|EXPORT_JSON|EXPORT_PDF|ANONYMISE)$', 'SEARCH'),
  recordCount: integer(2),
  user: { id: integer(3), fullname: string('Anna Albrecht'), email: string(DEMO.musterAdmin) },
  tenant: { id: integer(2), name: string('Musterstadt') },
};
const PAGE = { page: '0', size: '50' };

describe('the log of requests', () => {
  it('GET /api/privacy/requests lists the requests of the own tenant’s users, newest first', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a request of a data subject is logged', LOGGED)
      .uponReceiving('a request for the log of data protection requests')
      .withRequest('GET', '/api/privacy/requests', (b) => b.headers(loggedIn()).query(PAGE))
      .willRespondWith(200, (b) => b.jsonBody(pageBody(logEntry)))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).privacy.requests({ page: 0, size: 50 });
        expect(page.content[0]!.tenant?.name).toBe('Musterstadt');
      }));

  it('POST /api/privacy/requests/search lists the requests concerning an address named in the body', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a request of a data subject is logged', LOGGED)
      .uponReceiving('a request for the logged requests concerning an address')
      .withRequest('POST', '/api/privacy/requests/search', (b) => b.headers(loggedIn()).query(PAGE).jsonBody({ email: PERSON.email }))
      .willRespondWith(200, (b) => b.jsonBody(pageBody(logEntry)))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).privacy.requests({ page: 0, size: 50 }, PERSON.email);
        expect(page.content[0]!.user?.email).toBe(DEMO.musterAdmin);
      }));

  it('POST /api/privacy/requests/search answers 400 for an invalid address', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a search of the request log with an invalid address')
      .withRequest('POST', '/api/privacy/requests/search', (b) => b.headers(loggedIn()).query(PAGE).jsonBody({ email: 'keine-adresse' }))
      .willRespondWith(400, (b) => b.jsonBody(errorBody('EMAIL_INVALID', PRIVACY_MESSAGES.emailInvalid)))
      .executeTest(async (server) => {
        const error = await failure(loggedInApi(server.url).privacy.requests({ page: 0, size: 50 }, 'keine-adresse'));
        expect([error.status, error.code]).toEqual([400, 'EMAIL_INVALID']);
      }));

  it('GET /api/privacy/requests answers 403 without EDIT_OWN_TENANT', () =>
    asUser(pact, DEMO.musterClerk)
      .uponReceiving('a request for the log of data protection requests by a clerk')
      .withRequest('GET', '/api/privacy/requests', (b) => b.headers(loggedIn()).query(PAGE))
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).privacy.requests({ page: 0, size: 50 })).rejects.toMatchObject({ status: 403 });
      }));
});
