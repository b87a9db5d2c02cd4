import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { correspondentPayload, type CorrespondentFormValues } from '../../../web/src/features/correspondents/correspondent-rules.js';
import { promotionPayload, type PromotionFormValues } from '../../../web/src/features/promotions/promotion-form.js';
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

const { boolean, eachLike, fromProviderState, integer, number, regex, string } = MatchersV3;

/** The super admin's screens: promotions, contact management with the block list, broadcast. */
const pact = consumerPact('super-admin');

const pageOf = (item: object, size = 50) => pageBody(item, { totalElements: 3, size });

// ---------------------------------------------------------------- promotions

/** a demo promotion (fixtures/super-admin.ts) */
const DEMO_PROMOTION = 'Frühjahrsputz Musterstadt';
/** promotions the provider makes for the interactions that change one */
const CONTRACT_PROMOTION = 'Pact-Promotion';
const DOOMED_PROMOTION = 'Pact-Promotion zum Löschen';

const AREA = [
  { latitude: 52.23, longitude: 13.43 },
  { latitude: 52.23, longitude: 13.45 },
  { latitude: 52.21, longitude: 13.44 },
];

const promotionValues = (name: string): PromotionFormValues => ({
  name,
  start: '2026.07.01 08:00',
  end: '2026.08.31 20:00',
  allowAlreadyRegisteredDevices: true,
  boundaries: AREA,
});

const berlinPeriod = /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} – \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/.source;

/** A promotion as the list (Name, Zeitraum) and the form read it. */
const promotionBody = (name: string) => ({
  id: integer(4),
  name: string(name),
  startDate: string('2026-07-01T06:00:00.000Z'),
  endDate: string('2026-08-31T18:00:00.000Z'),
  allowAlreadyRegisteredDevices: boolean(true),
  boundaries: string(JSON.stringify(AREA)),
  boundariesArray: eachLike({ latitude: number(52.23), longitude: number(13.43) }),
  latitude: number(52.23),
  longitude: number(13.43),
  validityFormatted: regex(berlinPeriod, '2026.07.01 08:00 – 2026.08.31 20:00'),
});

describe('promotions', () => {
  it('GET /api/promotion lists the promotions with their period', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a promotion exists', { name: DEMO_PROMOTION })
      .uponReceiving('a request for the promotion list')
      .withRequest('GET', '/api/promotion', (b) => b.headers(loggedIn()).query({ page: '0', size: '50' }))
      .willRespondWith(200, (b) => b.jsonBody(pageOf(promotionBody(DEMO_PROMOTION))))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).promotions.list({ page: 0, size: 50 });
        expect(page.content[0]!.validityFormatted).toContain(' – ');
      }));

  it('GET /api/promotion/{id} answers the promotion for the form', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a promotion exists', { name: CONTRACT_PROMOTION })
      .uponReceiving('a request for one promotion')
      .withRequest('GET', statePath('/api/promotion/${promotionId}', { promotionId: 4 }), withToken)
      .willRespondWith(200, (b) => b.jsonBody(promotionBody(CONTRACT_PROMOTION)))
      .executeTest(async (server) => {
        const promotion = await loggedInApi(server.url).promotions.get(4);
        expect(promotion.boundariesArray.length).toBeGreaterThan(0);
      }));

  it('POST /api/promotion/ creates a promotion from the form', () =>
    asUser(pact, DEMO.superAdmin)
      .uponReceiving('a new promotion')
      .withRequest('POST', '/api/promotion/', (b) => b.headers(loggedIn()).jsonBody(promotionPayload(promotionValues('Sommeraktion'))))
      .willRespondWith(201, (b) => b.jsonBody({ message: 'Die Promotion wurde gespeichert.', promotion: promotionBody('Sommeraktion') }))
      .executeTest(async (server) => {
        const saved = await loggedInApi(server.url).promotions.create(promotionPayload(promotionValues('Sommeraktion')));
        expect(saved.promotion.latitude).toBe(52.23);
      }));

  it('PUT /api/promotion/{id} updates a promotion', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a promotion exists', { name: CONTRACT_PROMOTION })
      .uponReceiving('a changed promotion')
      .withRequest('PUT', statePath('/api/promotion/${promotionId}', { promotionId: 4 }), (b) =>
        b.headers(loggedIn()).jsonBody(promotionPayload(promotionValues(CONTRACT_PROMOTION))),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ message: 'Die Promotion wurde aktualisiert.', promotion: promotionBody(CONTRACT_PROMOTION) }),
      )
      .executeTest(async (server) => {
        const saved = await loggedInApi(server.url).promotions.update(4, promotionPayload(promotionValues(CONTRACT_PROMOTION)));
        expect(saved.promotion.name).toBe(CONTRACT_PROMOTION);
      }));

  it('DELETE /api/promotion/{id} deletes a promotion', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a promotion exists', { name: DOOMED_PROMOTION })
      .uponReceiving('the deletion of a promotion')
      .withRequest('DELETE', statePath('/api/promotion/${promotionId}', { promotionId: 5 }), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: 'Die Promotion wurde gelöscht.' }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).promotions.remove(5)).message).toBe('Die Promotion wurde gelöscht.');
      }));

  it('answers 400 with the first failing rule of the specification', () =>
    asUser(pact, DEMO.superAdmin)
      .uponReceiving('a promotion without a name')
      .withRequest('POST', '/api/promotion/', (b) => b.headers(loggedIn()).jsonBody(promotionPayload(promotionValues(''))))
      .willRespondWith(400, (b) => b.jsonBody({ code: 'NAME_MISSING', message: 'Bitte geben Sie einen Namen für die Promotion ein.' }))
      .executeTest(async (server) => {
        const error = await failure(loggedInApi(server.url).promotions.create(promotionPayload(promotionValues(''))));
        expect(error.message).toBe('Bitte geben Sie einen Namen für die Promotion ein.');
      }));

  it('answers 403 to a tenant admin', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a request for the promotion list by a tenant admin')
      .withRequest('GET', '/api/promotion', (b) => b.headers(loggedIn()).query({ page: '0', size: '50' }))
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        expect((await failure(loggedInApi(server.url).promotions.list({ page: 0, size: 50 }))).status).toBe(403);
      }));
});

// ---------------------------------------------------------------- correspondents

/** a contact the provider makes for the interactions that read or change one */
const CONTACT = { email: 'pact.kontakt@musterstadt.example', tenant: 'Musterstadt' };
const DOOMED_CONTACT = { email: 'pact.loeschen@musterstadt.example', tenant: 'Musterstadt' };

const contactValues = (email: string): CorrespondentFormValues => ({
  firstName: 'Paula',
  lastName: 'Pact',
  email,
  title: 'Pressestelle',
  tenant: { id: 2, name: 'Musterstadt' },
});

/** The form's body with the tenant id the provider knows. */
const contactRequest = (email: string) => ({
  ...correspondentPayload(contactValues(email)),
  tenantId: fromProviderState('${tenantId}', 2),
});

const contactBody = (email: string) => ({
  id: integer(21),
  firstName: string('Paula'),
  lastName: string('Pact'),
  email: string(email),
  title: string('Pressestelle'),
  tenantId: integer(2),
  tenant: { id: integer(2), name: string('Musterstadt') },
  blocked: boolean(false),
});

describe('correspondents', () => {
  it('GET /api/correspondent lists the contacts sorted by tenant name', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a correspondent exists', CONTACT)
      .uponReceiving('a request for the contacts by tenant name')
      .withRequest('GET', '/api/correspondent', (b) =>
        b.headers(loggedIn()).query({ sort: 'tenant.name', order: 'ASC', page: '0', size: '50' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          pageOf({
            id: integer(1),
            firstName: string('Jana'),
            lastName: string('Krüger'),
            email: string('jana.krueger@betrieb.example'),
            tenantId: integer(1),
            tenant: { id: integer(1), name: string('Bürgerportal Betrieb') },
            blocked: boolean(false),
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).correspondents.list({ sort: 'tenant.name', order: 'ASC', page: 0, size: 50 });
        expect(page.content[0]!.tenant.name).toBeTruthy();
      }));

  it('GET /api/correspondent/{id} answers the contact for the form', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a correspondent exists', CONTACT)
      .uponReceiving('a request for one contact')
      .withRequest('GET', statePath('/api/correspondent/${correspondentId}', { correspondentId: 21 }), withToken)
      .willRespondWith(200, (b) => b.jsonBody(contactBody(CONTACT.email)))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).correspondents.get(21)).email).toBe(CONTACT.email);
      }));

  it('POST /api/correspondent creates a contact', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a tenant exists', { name: 'Musterstadt' })
      .uponReceiving('a new contact')
      .withRequest('POST', '/api/correspondent', (b) => b.headers(loggedIn()).jsonBody(contactRequest('pact.neu@musterstadt.example')))
      .willRespondWith(201, (b) => b.jsonBody(contactBody('pact.neu@musterstadt.example')))
      .executeTest(async (server) => {
        const saved = await loggedInApi(server.url).correspondents.create(
          correspondentPayload(contactValues('pact.neu@musterstadt.example')),
        );
        expect(saved.tenant.name).toBe('Musterstadt');
      }));

  it('PUT /api/correspondent/{id} updates a contact', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a correspondent exists', CONTACT)
      .uponReceiving('a changed contact')
      .withRequest('PUT', statePath('/api/correspondent/${correspondentId}', { correspondentId: 21 }), (b) =>
        b.headers(loggedIn()).jsonBody(contactRequest(CONTACT.email)),
      )
      .willRespondWith(200, (b) => b.jsonBody(contactBody(CONTACT.email)))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).correspondents.update(21, correspondentPayload(contactValues(CONTACT.email)))).title).toBe(
          'Pressestelle',
        );
      }));

  it('DELETE /api/correspondent/{id} deletes a contact', () =>
    asUser(pact, DEMO.superAdmin)
      .given('a correspondent exists', DOOMED_CONTACT)
      .uponReceiving('the deletion of a contact')
      .withRequest('DELETE', statePath('/api/correspondent/${correspondentId}', { correspondentId: 22 }), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Der Kontakt wurde gelöscht.') }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).correspondents.remove(22)).message).toBeTruthy();
      }));

  it("answers 400 'E-Mail muss gültig sein' for an invalid address", () =>
    asUser(pact, DEMO.superAdmin)
      .given('a tenant exists', { name: 'Musterstadt' })
      .uponReceiving('a new contact with an invalid address')
      .withRequest('POST', '/api/correspondent', (b) => b.headers(loggedIn()).jsonBody(contactRequest('paula@')))
      .willRespondWith(400, (b) => b.jsonBody({ code: 'EMAIL_INVALID', message: 'E-Mail muss gültig sein' }))
      .executeTest(async (server) => {
        const error = await failure(loggedInApi(server.url).correspondents.create(correspondentPayload(contactValues('paula@'))));
        expect(error.message).toBe('E-Mail muss gültig sein');
      }));

  it('answers 403 to a tenant admin', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a request for the contacts by a tenant admin')
      .withRequest('GET', '/api/correspondent', (b) =>
        b.headers(loggedIn()).query({ sort: 'tenant.name', order: 'ASC', page: '0', size: '50' }),
      )
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        const call = loggedInApi(server.url).correspondents.list({ sort: 'tenant.name', order: 'ASC', page: 0, size: 50 });
        expect((await failure(call)).status).toBe(403);
      }));
});

// ---------------------------------------------------------------- newsletter block list

const blockedBody = (email: string) => ({
  id: integer(3),
  email: string(email),
  reason: regex('^(manual|unsubscribe)$', 'manual'),
  createdAt: string('2026-05-01T08:00:00.000Z'),
  createdAtFormatted: regex(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/.source, '2026.05.01 10:00'),
});

describe('newsletter block list', () => {
  it('GET /api/newsletter lists the blocked addresses', () =>
    asUser(pact, DEMO.superAdmin)
      .given('an address is blocked', { email: 'werbung@spam.example' })
      .uponReceiving('a request for the blocked addresses')
      .withRequest('GET', '/api/newsletter', (b) => b.headers(loggedIn()).query({ page: '0', size: '50' }))
      .willRespondWith(200, (b) => b.jsonBody(pageOf(blockedBody('werbung@spam.example'))))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).newsletter.list({ page: 0, size: 50 })).content[0]!.email).toContain('@');
      }));

  it('POST /api/newsletter blocks an address', () =>
    asUser(pact, DEMO.superAdmin)
      .given('an address is not blocked', { email: 'pact.sperre@example.org' })
      .uponReceiving('an address to block')
      .withRequest('POST', '/api/newsletter', (b) => b.headers(loggedIn()).jsonBody({ email: 'pact.sperre@example.org' }))
      .willRespondWith(201, (b) => b.jsonBody({ ...blockedBody('pact.sperre@example.org'), reason: 'manual' }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).newsletter.block({ email: 'pact.sperre@example.org' })).reason).toBe('manual');
      }));

  it('DELETE /api/newsletter/{id} removes an address from the list', () =>
    asUser(pact, DEMO.superAdmin)
      .given('an address is blocked', { email: 'pact.entfernen@example.org' })
      .uponReceiving('the removal of a blocked address')
      .withRequest('DELETE', statePath('/api/newsletter/${blockId}', { blockId: 3 }), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Die Adresse wurde von der Sperrliste entfernt.') }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).newsletter.unblock(3)).message).toBeTruthy();
      }));
});

// ---------------------------------------------------------------- broadcast

const BROADCAST = { subject: 'Wartungsarbeiten', message: 'Am Samstag ist das Portal von 8 bis 10 Uhr nicht erreichbar.' };

describe('broadcast', () => {
  it('POST /api/tenant/broadcast/test mails the sender only', () =>
    asUser(pact, DEMO.superAdmin)
      .uponReceiving('a test broadcast')
      .withRequest('POST', '/api/tenant/broadcast/test', (b) => b.headers(loggedIn()).jsonBody(BROADCAST))
      .willRespondWith(200, (b) =>
        b.jsonBody({ message: string(`Die Testnachricht wurde an ${DEMO.superAdmin} gesendet.`), recipients: 1 }),
      )
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).broadcast.test(BROADCAST)).recipients).toBe(1);
      }));

  it('POST /api/tenant/broadcast queues the mails once per intent and answers the number', () =>
    asUser(pact, DEMO.superAdmin)
      .uponReceiving('a broadcast to all tenants')
      .withRequest('POST', '/api/tenant/broadcast', (b) =>
        b.headers({ ...loggedIn(), 'Idempotency-Key': 'pact-broadcast-intent' }).jsonBody(BROADCAST),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ message: string('Der Broadcast wird an 19 Empfänger verschickt.'), recipients: integer(19) }),
      )
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).broadcast.send(BROADCAST, 'pact-broadcast-intent')).recipients).toBe(19);
      }));

  it('answers 400 for an empty text', () =>
    asUser(pact, DEMO.superAdmin)
      .uponReceiving('a test broadcast without text')
      .withRequest('POST', '/api/tenant/broadcast/test', (b) => b.headers(loggedIn()).jsonBody({ subject: 'Leer', message: '' }))
      .willRespondWith(400, (b) => b.jsonBody(errorBody('MESSAGE_MISSING', 'Bitte geben Sie einen Text für den Broadcast ein.')))
      .executeTest(async (server) => {
        expect((await failure(loggedInApi(server.url).broadcast.test({ subject: 'Leer', message: '' }))).status).toBe(400);
      }));

  it('answers 403 to a tenant admin', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a broadcast by a tenant admin')
      .withRequest('POST', '/api/tenant/broadcast', (b) => b.headers(loggedIn()).jsonBody(BROADCAST))
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        expect((await failure(loggedInApi(server.url).broadcast.send(BROADCAST))).status).toBe(403);
      }));
});
