import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { ApiError } from '../../../web/src/api/http.js';
import { categoryPayload } from '../../../web/src/features/citizen-info/categories/category-form.js';
import { infoPayload, initialInfoValues, type InfoFormValues } from '../../../web/src/features/citizen-info/infos/info-form.js';
import { asUser, consumerPact, DEMO, errorBody, FORBIDDEN, loggedIn, loggedInApi, pageBody, statePath, withToken } from './pact.js';

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

/** The citizen information screens: information categories (list and form) and items (list and form). */
const pact = consumerPact('citizen-info');

const MUSTERSTADT = 'Musterstadt';
/** demo categories (fixtures/demo/citizen-info.json); Baustellen has items, so it cannot be deleted */
const USED_CATEGORY = 'Baustellen';
/** categories and items the saves, deletes and status changes alter: made by the provider states */
const CONTRACT_CATEGORY = 'Pact-Kategorie';
const CONTRACT_ICON = 'party-popper';
const CONTRACT_INFO = 'Pact-Sperrung der Lindenstraße';

const tenantRef = { id: integer(2), name: string(MUSTERSTADT), designationMap: like({ de: MUSTERSTADT }) };
const kebab = (example: string) => regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, example);
const anyType = regex(/^(TEXT|EVENT|SURVEY|MAP_LINE|MAP_AREA)$/, 'MAP_LINE');
const anyStatus = regex(/^(DRAFT|IN_REVIEW|PUBLISHED)$/, 'PUBLISHED');

const categoryBody = (name: string, icon: string, id: unknown = integer(11)) => ({
  id,
  name: string(name),
  icon: kebab(icon),
  tenantId: integer(2),
  tenant: tenantRef,
  editable: boolean(true),
  deletable: boolean(true),
});

const categoryState = (name = USED_CATEGORY) => ['an information category exists', { tenant: MUSTERSTADT, name }] as const;
const unusedCategoryState = [
  'an information category without items exists',
  { tenant: MUSTERSTADT, name: CONTRACT_CATEGORY, icon: 'tent' },
] as const;
const categoryPath = (suffix = '') => statePath(`/api/buergerinfo/category/\${categoryId}${suffix}`, { categoryId: 11 });

/** A MAP_LINE item of Baustellen the provider makes (or puts back) with the given status. */
const infoState = (status: 'DRAFT' | 'PUBLISHED', author: string = DEMO.musterAdmin) =>
  ['an information item exists', { tenant: MUSTERSTADT, category: USED_CATEGORY, headline: CONTRACT_INFO, status, author }] as const;
const infoPath = (suffix = '') => statePath(`/api/buergerinfo/info/\${infoId}${suffix}`, { infoId: 40 });

/** A row of the information list, with what the columns show. */
const infoRow = (headline: string, status: unknown = anyStatus) => ({
  id: integer(40),
  headline: string(headline),
  type: anyType,
  status,
  categoryId: integer(12),
  category: { id: integer(12), name: string(USED_CATEGORY), icon: kebab('construction') },
  tenantId: integer(2),
  tenant: tenantRef,
  createdAtDateFormatted: regex(/^\d{4}\.\d{2}\.\d{2}$/, '2026.05.01'),
  editedBy: { firstname: string('Anna'), lastname: string('Albrecht') },
  editable: boolean(true),
  deletable: boolean(true),
});

/** The whole item as the form reads it: a line, no image, no survey, no marker, no event dates. */
const infoBody = (headline: string, status: unknown = anyStatus) => ({
  ...infoRow(headline, status),
  type: 'MAP_LINE',
  description: string('<p>Die Straße ist gesperrt.</p>'),
  titleImage: null,
  place: string('Bahnhofstraße'),
  eventStart: null,
  eventEnd: null,
  surveyId: null,
  survey: null,
  mapLines: string('[[52.2201,13.4402],[52.2215,13.4431]]'),
  mapAreas: null,
  latitude: null,
  longitude: null,
  approvable: boolean(true),
  publicUrl: regex(/^https?:\/\/\S+\/info\/\d+$/, 'http://localhost:3000/info/40'),
});

/** What the form sends for a line, built by the form's own payload function. */
const lineForm = (headline: string): InfoFormValues => ({
  ...initialInfoValues(null, { id: 2, name: MUSTERSTADT }),
  headline,
  type: 'MAP_LINE',
  categoryId: 12,
  place: 'Lindenstraße',
  description: '<p>Die Lindenstraße ist wegen Bauarbeiten gesperrt.</p>',
  line: [
    { latitude: 52.2201, longitude: 13.4402 },
    { latitude: 52.2215, longitude: 13.4431 },
  ],
});
const withStateIds = (body: object, tenant: boolean) => ({
  ...body,
  categoryId: fromProviderState('${categoryId}', 12),
  ...(tenant ? { tenantId: fromProviderState('${tenantId}', 2) } : {}),
});

describe('information category list and form', () => {
  it('GET /api/buergerinfo/category answers a page of categories with their flags', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...categoryState())
      .uponReceiving('a request for the information categories')
      .withRequest('GET', '/api/buergerinfo/category', (b) => b.headers(loggedIn()).query({ page: '0', size: '50' }))
      .willRespondWith(200, (b) => b.jsonBody(pageBody(categoryBody(USED_CATEGORY, 'construction'))))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).infoCategories.list({ page: 0, size: 50 });
        expect(page.content[0]).toMatchObject({ editable: true, tenant: { name: MUSTERSTADT } });
      }));

  it('GET /api/buergerinfo/category answers 403 without BIS_MANAGE_CATEGORIES', () =>
    asUser(pact, DEMO.musterClerk)
      .uponReceiving('a request for the information categories without the right to manage them')
      .withRequest('GET', '/api/buergerinfo/category', (b) => b.headers(loggedIn()).query({ page: '0', size: '50' }))
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).infoCategories.list({ page: 0, size: 50 })).rejects.toMatchObject({ status: 403 });
      }));

  it('GET /api/buergerinfo/category/{id} answers the category the form edits', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...categoryState())
      .uponReceiving('a request for one information category')
      .withRequest('GET', categoryPath(), withToken)
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...categoryBody(USED_CATEGORY, 'construction', fromProviderState('${categoryId}', 11)), deletable: false }),
      )
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).infoCategories.get(11)).icon).toBe('construction');
      }));

  it('POST /api/buergerinfo/category/ creates the category with its icon', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a tenant exists', { name: MUSTERSTADT })
      .uponReceiving('a new information category')
      .withRequest('POST', '/api/buergerinfo/category/', (b) =>
        b.headers(loggedIn()).jsonBody({ name: 'Pact-Feste', icon: CONTRACT_ICON, tenantId: fromProviderState('${tenantId}', 2) }),
      )
      .willRespondWith(201, (b) => b.jsonBody(categoryBody('Pact-Feste', CONTRACT_ICON)))
      .executeTest(async (server) => {
        const payload = categoryPayload({ name: ' Pact-Feste ', icon: CONTRACT_ICON, tenant: { id: 2, name: MUSTERSTADT } }, true);
        expect((await loggedInApi(server.url).infoCategories.create(payload)).icon).toBe(CONTRACT_ICON);
      }));

  it('POST /api/buergerinfo/category/ answers 400 with a German message without an icon', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a new information category without an icon')
      .withRequest('POST', '/api/buergerinfo/category/', (b) => b.headers(loggedIn()).jsonBody({ name: 'Ohne Symbol', icon: '' }))
      .willRespondWith(400, (b) => b.jsonBody(errorBody('ICON_MISSING', 'Bitte wählen Sie ein Symbol aus.')))
      .executeTest(async (server) => {
        const payload = categoryPayload({ name: 'Ohne Symbol', icon: '', tenant: null }, false);
        await expect(loggedInApi(server.url).infoCategories.create(payload)).rejects.toMatchObject({ status: 400, code: 'ICON_MISSING' });
      }));

  it('PUT /api/buergerinfo/category/{id} saves name and icon', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...unusedCategoryState)
      .uponReceiving('a change of an information category')
      .withRequest('PUT', categoryPath(), (b) =>
        b.headers(loggedIn()).jsonBody({ name: CONTRACT_CATEGORY, icon: CONTRACT_ICON, tenantId: fromProviderState('${tenantId}', 2) }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...categoryBody(CONTRACT_CATEGORY, CONTRACT_ICON), editedAt: string('2026-05-04T08:00:00.000Z') }),
      )
      .executeTest(async (server) => {
        const payload = categoryPayload({ name: CONTRACT_CATEGORY, icon: CONTRACT_ICON, tenant: { id: 2, name: MUSTERSTADT } }, true);
        expect((await loggedInApi(server.url).infoCategories.update(11, payload)).editedAt).toBeTruthy();
      }));

  it('DELETE /api/buergerinfo/category/{id} deletes a category no item uses', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...unusedCategoryState)
      .uponReceiving('a deletion of an unused information category')
      .withRequest('DELETE', categoryPath(), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string(`Die Kategorie "${CONTRACT_CATEGORY}" wurde gelöscht.`) }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).infoCategories.remove(11)).message).toContain(CONTRACT_CATEGORY);
      }));

  it('DELETE /api/buergerinfo/category/{id} answers 409 with a German message while items use it', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('an information category with items exists', { tenant: MUSTERSTADT, name: USED_CATEGORY })
      .uponReceiving('a deletion of an information category that items use')
      .withRequest('DELETE', categoryPath(), withToken)
      .willRespondWith(409, (b) =>
        b.jsonBody(
          errorBody('CATEGORY_IN_USE', 'Die Kategorie kann nicht gelöscht werden, weil ihr noch Bürgerinformationen zugeordnet sind.'),
        ),
      )
      .executeTest(async (server) => {
        const failure = await loggedInApi(server.url)
          .infoCategories.remove(11)
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).message).toContain('Bürgerinformationen');
      }));

  it('GET /api/tenant answers the tenant picker of the forms', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a tenant exists', { name: MUSTERSTADT })
      .uponReceiving('a search of the information forms’ tenant picker')
      .withRequest('GET', '/api/tenant', (b) => b.headers(loggedIn()).query({ search: 'Muster', size: '50' }))
      .willRespondWith(200, (b) => b.jsonBody(pageBody({ id: integer(2), name: string(MUSTERSTADT) })))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).tenants.list({ search: 'Muster', size: 50 })).content[0]!.name).toBe(MUSTERSTADT);
      }));
});

describe('information item form: lookups', () => {
  it('GET /api/buergerinfo/types answers the information types', () =>
    asUser(pact, DEMO.musterClerk)
      .uponReceiving('a request for the information types')
      .withRequest('GET', '/api/buergerinfo/types', withToken)
      .willRespondWith(200, (b) => b.jsonBody(['TEXT', 'EVENT', 'SURVEY', 'MAP_LINE', 'MAP_AREA']))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).infos.types()).toContain('MAP_AREA');
      }));

  it('GET /api/buergerinfo/category/tenant/{tenantId} answers the categories the form offers', () =>
    asUser(pact, DEMO.musterClerk)
      .given(...categoryState())
      .uponReceiving('a request for the information categories of a tenant')
      .withRequest('GET', statePath('/api/buergerinfo/category/tenant/${tenantId}', { tenantId: 2 }), (b) => b.headers(loggedIn()))
      .willRespondWith(200, (b) => b.jsonBody(eachLike({ id: integer(12), name: string(USED_CATEGORY), icon: kebab('construction') })))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).infoCategories.ofTenant(2))[0]!.name).toBeTruthy();
      }));

  it('GET /api/buergerinfo/survey answers the surveys of the tenant for a survey item', () =>
    asUser(pact, DEMO.musterClerk)
      .given('a tenant exists', { name: MUSTERSTADT })
      .uponReceiving('a request for the surveys an information item can show')
      .withRequest('GET', '/api/buergerinfo/survey', (b) =>
        b.headers(loggedIn()).query({ tenant: fromProviderState('${tenantId}', '2'), sort: 'name', order: 'ASC', size: '200' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...pageBody({ id: integer(7), name: string('Neugestaltung des Marktplatzes') }), size: integer(200) }),
      )
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).surveys.list({ tenant: 2, sort: 'name', order: 'ASC', size: 200 });
        expect(page.content[0]!.name).toBeTruthy();
      }));

  it('GET /api/role/variable-right/APPROVE/biscategory/{id} answers true for the admin', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...categoryState())
      .uponReceiving('a check of the approve right by a holder')
      .withRequest('GET', statePath('/api/role/variable-right/APPROVE/biscategory/${categoryId}', { categoryId: 12 }), (b) =>
        b.headers(loggedIn()),
      )
      .willRespondWith(200, (b) => b.jsonBody(true))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).infoCategories.hasRight('APPROVE', 12)).toBe(true);
      }));

  it('GET /api/role/variable-right/APPROVE/biscategory/{id} answers false without it', () =>
    asUser(pact, DEMO.musterClerk)
      .given(...categoryState())
      .uponReceiving('a check of the approve right by someone without it')
      .withRequest('GET', statePath('/api/role/variable-right/APPROVE/biscategory/${categoryId}', { categoryId: 12 }), (b) =>
        b.headers(loggedIn()),
      )
      .willRespondWith(200, (b) => b.jsonBody(false))
      .executeTest(async (server) => {
        expect(await loggedInApi(server.url).infoCategories.hasRight('APPROVE', 12)).toBe(false);
      }));
});

describe('information item list and form', () => {
  it('GET /api/buergerinfo/info answers the items a search finds, newest first', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...infoState('PUBLISHED'))
      .uponReceiving('a search in the information items')
      .withRequest('GET', '/api/buergerinfo/info', (b) =>
        b.headers(loggedIn()).query({ search: 'Pact-Sperrung', page: '0', size: '50', sort: 'id', order: 'DESC' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(pageBody(infoRow(CONTRACT_INFO))))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).infos.list({ search: 'Pact-Sperrung', page: 0, size: 50, sort: 'id', order: 'DESC' });
        expect(page.content[0]!.editedBy?.lastname).toBeTruthy();
      }));

  it('GET /api/buergerinfo/info/{id} answers the item the form edits', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...infoState('PUBLISHED'))
      .uponReceiving('a request for one information item')
      .withRequest('GET', infoPath(), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ ...infoBody(CONTRACT_INFO, 'PUBLISHED'), id: fromProviderState('${infoId}', 40) }))
      .executeTest(async (server) => {
        const info = await loggedInApi(server.url).infos.get(40);
        expect(initialInfoValues(info, null).line).toHaveLength(2);
      }));

  it('POST /api/buergerinfo/info publishes with APPROVE on the category', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...categoryState())
      .uponReceiving('a new information item published by a holder of the approve right')
      .withRequest('POST', '/api/buergerinfo/info', (b) =>
        b.headers(loggedIn()).jsonBody(withStateIds(infoPayload(lineForm('Pact-Sperrung veröffentlicht'), 'PUBLISHED', true), true)),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          info: { ...infoRow('Pact-Sperrung veröffentlicht', 'PUBLISHED'), type: 'MAP_LINE', place: string('Lindenstraße') },
          approvalRequested: false,
          message: string('Die Bürgerinformation wurde erstellt und veröffentlicht.'),
        }),
      )
      .executeTest(async (server) => {
        const saved = await loggedInApi(server.url).infos.create(infoPayload(lineForm('Pact-Sperrung veröffentlicht'), 'PUBLISHED', true));
        expect(saved.approvalRequested).toBe(false);
      }));

  it('POST /api/buergerinfo/info asks for approval without APPROVE (IN_REVIEW)', () =>
    asUser(pact, DEMO.musterClerk)
      .given(...categoryState())
      .uponReceiving('a new information item of someone without the approve right')
      .withRequest('POST', '/api/buergerinfo/info', (b) =>
        b.headers(loggedIn()).jsonBody(withStateIds(infoPayload(lineForm('Pact-Sperrung zur Freigabe'), 'PUBLISHED', false), false)),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          info: { ...infoRow('Pact-Sperrung zur Freigabe', 'IN_REVIEW'), editable: boolean(true), deletable: boolean(false) },
          approvalRequested: true,
          message: string('Die Bürgerinformation wurde erstellt und die Freigabe wurde angefragt.'),
        }),
      )
      .executeTest(async (server) => {
        const saved = await loggedInApi(server.url).infos.create(infoPayload(lineForm('Pact-Sperrung zur Freigabe'), 'PUBLISHED', false));
        expect(saved).toMatchObject({ approvalRequested: true, info: { status: 'IN_REVIEW' } });
      }));

  it('POST /api/buergerinfo/info answers the first failing check of docs/product/citizen-information.md#validation-order', () =>
    asUser(pact, DEMO.musterClerk)
      .uponReceiving('a new information item without a title')
      .withRequest('POST', '/api/buergerinfo/info', (b) => b.headers(loggedIn()).jsonBody(infoPayload(lineForm('  '), 'DRAFT', false)))
      .willRespondWith(400, (b) => b.jsonBody(errorBody('INFO_VALIDATION', 'Der Titel der Bürgerinformation darf nicht leer sein.')))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).infos.create(infoPayload(lineForm('  '), 'DRAFT', false))).rejects.toMatchObject({
          status: 400,
          code: 'INFO_VALIDATION',
        });
      }));

  it('PUT /api/buergerinfo/info/{id} saves the edited item', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...infoState('DRAFT'))
      .uponReceiving('a change of an information item saved as draft')
      .withRequest('PUT', infoPath(), (b) =>
        b.headers(loggedIn()).jsonBody(withStateIds(infoPayload(lineForm(CONTRACT_INFO), 'DRAFT', true), true)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          info: { ...infoRow(CONTRACT_INFO, 'DRAFT'), place: string('Lindenstraße') },
          approvalRequested: false,
          message: string('Die Bürgerinformation wurde als Entwurf gespeichert.'),
        }),
      )
      .executeTest(async (server) => {
        const saved = await loggedInApi(server.url).infos.update(40, infoPayload(lineForm(CONTRACT_INFO), 'DRAFT', true));
        expect(saved.info.status).toBe('DRAFT');
      }));

  it('PATCH /api/buergerinfo/info/{id}/status/DRAFT takes a published item back', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...infoState('PUBLISHED'))
      .uponReceiving('an information item no longer published')
      .withRequest('PATCH', infoPath('/status/DRAFT'), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string("Die Bürgerinformation wurde auf den Status 'Entwurf' zurückgesetzt.") }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).infos.unpublish(40)).message).toContain('Entwurf');
      }));

  it('GET /api/buergerinfo/info/{id}/generate-qr answers the link of the QR code', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...infoState('PUBLISHED'))
      .uponReceiving('a request for the QR code of an information item')
      .withRequest('GET', infoPath('/generate-qr'), withToken)
      .willRespondWith(200, (b) =>
        b.jsonBody({
          link: regex(/^\/api\/public\/buergerinfo\/\d+\/qr\.png$/, '/api/public/buergerinfo/40/qr.png'),
          target: regex(/^https?:\/\/\S+\/info\/\d+$/, 'http://localhost:3000/info/40'),
        }),
      )
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).infos.qrCode(40)).link).toMatch(/qr\.png$/);
      }));

  it('DELETE /api/buergerinfo/info/{id} deletes the item', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...infoState('DRAFT'))
      .uponReceiving('a deletion of an information item')
      .withRequest('DELETE', infoPath(), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string(`Die Bürgerinformation "${CONTRACT_INFO}" wurde gelöscht`) }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).infos.remove(40)).message).toContain(CONTRACT_INFO);
      }));
});
