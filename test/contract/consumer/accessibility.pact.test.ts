import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { createFrameApi } from '../../../web/src/frames/frame-api.js';
import { asUser, consumerPact, DEMO, FORBIDDEN, failure, loggedIn, loggedInApi, statePath, withToken } from './pact.js';

const { nullValue, regex, string } = MatchersV3;

const pact = consumerPact('accessibility');

const KEY = 'demo-musterstadt';
/** the tenant the save changes (state "a tenant with API access exists"), not a demo one */
const CONTRACT_TENANT = 'Pactstadt';
const OWN_TEXT = 'Pactstadt prüft ihre Seiten selbst.\n\n## Kontakt\n\nRathaus, Zimmer 3';
const isoDate = regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-11-28');
const statementPath = (example: number) => statePath('/api/tenant/${tenantId}/accessibility-statement', { tenantId: example });

describe('the statement in the back office: GET and PUT /api/tenant/{id}/accessibility-statement', () => {
  it("answers the tenant's own text (none: null) and the default text", () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a tenant exists', { name: 'Musterstadt' })
      .uponReceiving('a request for the accessibility statement of the own tenant')
      .withRequest('GET', statementPath(2), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ text: nullValue(), defaultText: string('Musterstadt ist bemüht, …'), checkedOn: isoDate }))
      .executeTest(async (server) => {
        const settings = await loggedInApi(server.url).accessibility.statement(2);
        expect(settings).toMatchObject({ text: null, checkedOn: '2026-11-28' });
      }));

  it('saves an own text and answers it', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a tenant with API access exists', { name: CONTRACT_TENANT, apiKey: 'none' })
      .uponReceiving('a change of the accessibility statement')
      .withRequest('PUT', statementPath(10), (b) => b.headers(loggedIn()).jsonBody({ text: OWN_TEXT }))
      .willRespondWith(200, (b) => b.jsonBody({ text: OWN_TEXT, defaultText: string('Pactstadt ist bemüht, …'), checkedOn: isoDate }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).accessibility.saveStatement(10, OWN_TEXT)).text).toBe(OWN_TEXT);
      }));

  it('refuses a clerk without the right to edit the tenant (403)', () =>
    asUser(pact, DEMO.musterClerk)
      .given('a tenant exists', { name: 'Musterstadt' })
      .uponReceiving('a change of the accessibility statement without the right')
      .withRequest('PUT', statementPath(2), (b) => b.headers(loggedIn()).jsonBody({ text: 'Von der Sachbearbeitung' }))
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        expect((await failure(loggedInApi(server.url).accessibility.saveStatement(2, 'Von der Sachbearbeitung'))).status).toBe(403);
      }));
});

describe('the public page: statement and feedback', () => {
  it('GET /api/public/accessibility-statement answers the text of the key’s tenant', () =>
    pact
      .addInteraction()
      .given('a tenant has an API key', { tenant: 'Musterstadt', apiKey: KEY })
      .uponReceiving('a request for the public accessibility statement')
      .withRequest('GET', '/api/public/accessibility-statement', (b) => b.query({ apiKey: KEY }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ tenantName: string('Musterstadt'), text: string('Musterstadt ist bemüht, …'), checkedOn: isoDate }),
      )
      .executeTest(async (server) => {
        expect((await createFrameApi(server.url).accessibilityStatement(KEY)).tenantName).toBe('Musterstadt');
      }));

  it('POST /api/public/accessibility-feedback passes a barrier on to the tenant', () =>
    pact
      .addInteraction()
      .given('a tenant has an API key', { tenant: 'Musterstadt', apiKey: KEY })
      .uponReceiving('a feedback about a barrier')
      .withRequest('POST', '/api/public/accessibility-feedback', (b) =>
        b.query({ apiKey: KEY }).jsonBody({ message: 'Der Kontrast ist zu schwach.', page: 'Mängelkarte', email: 'melder@example.org' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Vielen Dank für Ihre Rückmeldung.') }))
      .executeTest(async (server) => {
        const answer = await createFrameApi(server.url).sendAccessibilityFeedback(KEY, {
          message: 'Der Kontrast ist zu schwach.',
          page: 'Mängelkarte',
          email: 'melder@example.org',
        });
        expect(answer.message).toBe('Vielen Dank für Ihre Rückmeldung.');
      }));
});
