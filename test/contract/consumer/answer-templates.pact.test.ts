import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { templatePayload } from '../../../web/src/features/answer-templates/template-form.js';
import {
  asUser,
  consumerPact,
  DEMO,
  errorBody,
  failure,
  FORBIDDEN,
  loggedIn,
  loggedInApi,
  pageBody,
  statePath,
  withToken,
} from './pact.js';

const { fromProviderState, integer, like, string } = MatchersV3;

const pact = consumerPact('answer-templates');

const MUSTERSTADT = 'Musterstadt';
/** a demo template (fixtures/demo/answer-templates.json) */
const DEMO_TEMPLATE = 'Mangel behoben';
/** the template saves and deletes change: made by the provider state, never demo data */
const CONTRACT_TEMPLATE = 'Vertragsvorlage';
const TEXT = 'Ihre Meldung {fallnummer} vom {datum} ist {status}.';

/** A template as the list, the form and the picker read it; `editedAt` (null until a change) is left to the server's schema. */
const templateBody = (name: string, id: unknown = integer(1)) => ({
  id,
  name: string(name),
  text: string(TEXT),
  tenantId: integer(2),
  tenant: { id: integer(2), name: string(MUSTERSTADT), designationMap: like({ de: MUSTERSTADT }) },
  createdAt: string('2026-01-12T08:00:00.000Z'),
});

/** What the form sends, built by the form's own payload function (no tenant: the caller's own). */
const formPayload = (name: string, text = TEXT) =>
  templatePayload({ name: ` ${name} `, text, tenant: { id: 2, name: MUSTERSTADT } }, false);

describe('answer template list and form', () => {
  it('GET /api/answer-template answers a page of the templates a search finds', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('an answer template exists', { tenant: MUSTERSTADT, name: DEMO_TEMPLATE })
      .uponReceiving('a search in the answer templates')
      .withRequest('GET', '/api/answer-template', (b) => b.headers(loggedIn()).query({ search: 'behoben', page: '0', size: '50' }))
      .willRespondWith(200, (b) => b.jsonBody(pageBody(templateBody(DEMO_TEMPLATE))))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).answerTemplates.list({ search: 'behoben', page: 0, size: 50 });
        expect(page.content[0]!.name).toBe(DEMO_TEMPLATE);
      }));

  it('GET /api/answer-template answers 403 without a right that reads templates', () =>
    asUser(pact, DEMO.support)
      .uponReceiving('a request for the answer templates without the right to read them')
      .withRequest('GET', '/api/answer-template', (b) => b.headers(loggedIn()).query({ page: '0', size: '50' }))
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        expect((await failure(loggedInApi(server.url).answerTemplates.list({ page: 0, size: 50 }))).status).toBe(403);
      }));

  it('GET /api/answer-template/{id} answers the template the form edits', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('an answer template exists', { tenant: MUSTERSTADT, name: DEMO_TEMPLATE })
      .uponReceiving('a request for one answer template')
      .withRequest('GET', statePath('/api/answer-template/${templateId}', { templateId: 1 }), withToken)
      .willRespondWith(200, (b) => b.jsonBody(templateBody(DEMO_TEMPLATE, fromProviderState('${templateId}', 1))))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).answerTemplates.get(1)).name).toBe(DEMO_TEMPLATE);
      }));

  it('GET /api/answer-template/{id} answers 404 for a template of another tenant', () =>
    asUser(pact, DEMO.dorfAdmin)
      .given('an answer template exists', { tenant: MUSTERSTADT, name: DEMO_TEMPLATE })
      .uponReceiving('a request for an answer template of another tenant')
      .withRequest('GET', statePath('/api/answer-template/${templateId}', { templateId: 1 }), withToken)
      .willRespondWith(404, (b) => b.jsonBody(errorBody('NOT_FOUND', 'Der Eintrag wurde nicht gefunden.')))
      .executeTest(async (server) => {
        expect((await failure(loggedInApi(server.url).answerTemplates.get(1))).status).toBe(404);
      }));

  it('POST /api/answer-template creates the template of the form in the own tenant', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a new answer template')
      .withRequest('POST', '/api/answer-template', (b) => b.headers(loggedIn()).jsonBody({ name: CONTRACT_TEMPLATE, text: TEXT }))
      .willRespondWith(201, (b) => b.jsonBody(templateBody(CONTRACT_TEMPLATE)))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).answerTemplates.create(formPayload(CONTRACT_TEMPLATE))).name).toBe(CONTRACT_TEMPLATE);
      }));

  it('POST /api/answer-template answers 400 with a German message for an unknown placeholder', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a new answer template with an unknown placeholder')
      .withRequest('POST', '/api/answer-template', (b) =>
        b.headers(loggedIn()).jsonBody({ name: CONTRACT_TEMPLATE, text: 'Ihre Meldung {nummer}' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(
          errorBody(
            'UNKNOWN_PLACEHOLDER',
            'Der Text enthält unbekannte Platzhalter: {nummer}. Möglich sind {fallnummer}, {kategorie}, {status}, {datum}, {gemeinde}.',
          ),
        ),
      )
      .executeTest(async (server) => {
        const refused = await failure(
          loggedInApi(server.url).answerTemplates.create(formPayload(CONTRACT_TEMPLATE, 'Ihre Meldung {nummer}')),
        );
        expect(refused).toMatchObject({ status: 400, code: 'UNKNOWN_PLACEHOLDER' });
      }));

  it('POST /api/answer-template answers 403 to a clerk who writes answers but does not manage templates', () =>
    asUser(pact, DEMO.musterClerk)
      .uponReceiving('a new answer template without the right to manage them')
      .withRequest('POST', '/api/answer-template', (b) => b.headers(loggedIn()).jsonBody({ name: CONTRACT_TEMPLATE, text: TEXT }))
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        expect((await failure(loggedInApi(server.url).answerTemplates.create(formPayload(CONTRACT_TEMPLATE)))).status).toBe(403);
      }));

  it('PUT /api/answer-template/{id} saves the edited template', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('an answer template to change exists', { tenant: MUSTERSTADT, name: CONTRACT_TEMPLATE })
      .uponReceiving('a change of an answer template')
      .withRequest('PUT', statePath('/api/answer-template/${templateId}', { templateId: 30 }), (b) =>
        b.headers(loggedIn()).jsonBody({ name: `${CONTRACT_TEMPLATE} neu`, text: TEXT }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...templateBody(`${CONTRACT_TEMPLATE} neu`), editedAt: string('2026-05-04T08:00:00.000Z') }),
      )
      .executeTest(async (server) => {
        const saved = await loggedInApi(server.url).answerTemplates.update(30, formPayload(`${CONTRACT_TEMPLATE} neu`));
        expect(saved.editedAt).toBeTruthy();
      }));

  it('DELETE /api/answer-template/{id} deletes a template', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('an answer template to change exists', { tenant: MUSTERSTADT, name: CONTRACT_TEMPLATE })
      .uponReceiving('a deletion of an answer template')
      .withRequest('DELETE', statePath('/api/answer-template/${templateId}', { templateId: 30 }), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string(`Der Textbaustein "${CONTRACT_TEMPLATE}" wurde gelöscht.`) }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).answerTemplates.remove(30)).message).toContain(CONTRACT_TEMPLATE);
      }));
});

describe("the case file's answer template picker", () => {
  it("GET /api/answer-template?tenant= answers a clerk who writes answers the templates of the case's tenant", () =>
    asUser(pact, DEMO.musterClerk)
      .given('an answer template exists', { tenant: MUSTERSTADT, name: DEMO_TEMPLATE })
      .uponReceiving("a request for the answer templates of a case's tenant")
      .withRequest('GET', '/api/answer-template', (b) =>
        b.headers(loggedIn()).query({ tenant: fromProviderState('${tenantId}', '2'), size: '200' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(pageBody(templateBody(DEMO_TEMPLATE), { size: 200 })))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).answerTemplates.list({ tenant: 2, size: 200 });
        expect(page.content[0]!.text).toContain('{fallnummer}');
      }));
});
