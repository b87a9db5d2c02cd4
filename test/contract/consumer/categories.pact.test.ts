import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { ApiError } from '../../../web/src/api/http.js';
import { categoryPayload, tagPayload, type CatalogFormValues } from '../../../web/src/features/categories/catalog-form.js';
import { asUser, consumerPact, DEMO, errorBody, FORBIDDEN, loggedIn, loggedInApi, pageBody, statePath, withToken } from './pact.js';

const { eachLike, fromProviderState, integer, like, string } = MatchersV3;

const pact = consumerPact('categories');

const MUSTERSTADT = 'Musterstadt';
/** a demo category that cases use (fixtures/demo/cases.json) */
const USED_CATEGORY = 'Verkehrsflächen';
const USED_TAG = 'Schlaglöcher';
/** categories and tags the saves and deletes change: made by the provider state, never demo data */
const CONTRACT_CATEGORY = 'Winterdienst';
const CONTRACT_TAG = 'Glätte';
/** the responsible person the forms choose (a released user of Musterstadt) */
const ASSIGNEE = DEMO.musterClerk;

const tenantRef = { id: integer(2), name: string(MUSTERSTADT), designationMap: like({ de: MUSTERSTADT }) };
const person = { id: integer(4), fullname: string('Sven Sachs') };

/**
 * A category as the list and the form read it. `initialAssignee` is null for a category without responsible
 * person; the interactions here all name categories that have one, the server's schema holds the rest.
 */
const categoryBody = (name: string, id: unknown = integer(1)) => ({
  id,
  name: string(name),
  tenantId: integer(2),
  tenant: tenantRef,
  initialAssigneeId: integer(4),
  initialAssignee: person,
  createdAt: string('2026-01-12T08:00:00.000Z'),
});

const tagBody = (name: string, category: string, id: unknown = integer(1)) => ({
  ...categoryBody(name, id),
  categoryId: integer(1),
  category: { id: integer(1), name: string(category) },
});

/** What the forms send, built by the forms' own payload functions. */
const formValues = (name: string, categoryId: number | null = null): CatalogFormValues => ({
  name,
  tenant: { id: 2, name: MUSTERSTADT },
  assignee: { id: 4, name: 'Sven Sachs' },
  categoryId,
});

describe('category list and form', () => {
  it('GET /api/category answers a page of the categories a search finds', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a category exists', { tenant: MUSTERSTADT, name: USED_CATEGORY })
      .uponReceiving('a search in the categories')
      .withRequest('GET', '/api/category', (b) => b.headers(loggedIn()).query({ search: 'Verkehr', page: '0', size: '50' }))
      .willRespondWith(200, (b) => b.jsonBody(pageBody(categoryBody(USED_CATEGORY))))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).categories.list({ search: 'Verkehr', page: 0, size: 50 });
        expect(page.content[0]!.initialAssignee?.fullname).toBe('Sven Sachs');
      }));

  it('GET /api/category answers 403 without MANAGE_CATEGORIES', () =>
    asUser(pact, DEMO.musterClerk)
      .uponReceiving('a request for the categories without the right to manage them')
      .withRequest('GET', '/api/category', (b) => b.headers(loggedIn()).query({ page: '0', size: '50' }))
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).categories.list({ page: 0, size: 50 })).rejects.toMatchObject({ status: 403 });
      }));

  it('GET /api/category/{id} answers the category the form edits', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a category exists', { tenant: MUSTERSTADT, name: USED_CATEGORY })
      .uponReceiving('a request for one category')
      .withRequest('GET', statePath('/api/category/${categoryId}', { categoryId: 1 }), withToken)
      .willRespondWith(200, (b) => b.jsonBody(categoryBody(USED_CATEGORY, fromProviderState('${categoryId}', 1))))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).categories.get(1)).name).toBe(USED_CATEGORY);
      }));

  it('POST /api/category/ creates the category of the form', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a tenant exists', { name: MUSTERSTADT })
      .given('a user exists', { email: ASSIGNEE })
      .uponReceiving('a new category with a responsible person')
      .withRequest('POST', '/api/category/', (b) =>
        b.headers(loggedIn()).jsonBody({
          name: CONTRACT_CATEGORY,
          tenantId: fromProviderState('${tenantId}', 2),
          initialAssigneeId: fromProviderState('${userId}', 4),
        }),
      )
      .willRespondWith(201, (b) => b.jsonBody(categoryBody(CONTRACT_CATEGORY)))
      .executeTest(async (server) => {
        const created = await loggedInApi(server.url).categories.create(categoryPayload(formValues(` ${CONTRACT_CATEGORY} `), true));
        expect(created.name).toBe(CONTRACT_CATEGORY);
      }));

  it('POST /api/category/ answers 400 with a German message for a blank name', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a new category without a name')
      .withRequest('POST', '/api/category/', (b) => b.headers(loggedIn()).jsonBody({ name: '', initialAssigneeId: null }))
      .willRespondWith(400, (b) => b.jsonBody(errorBody('NAME_MISSING', 'Bitte geben Sie einen Namen für die Kategorie ein.')))
      .executeTest(async (server) => {
        const payload = categoryPayload({ ...formValues('  '), assignee: null }, false);
        await expect(loggedInApi(server.url).categories.create(payload)).rejects.toMatchObject({ status: 400, code: 'NAME_MISSING' });
      }));

  it('PUT /api/category/{id} saves the edited category', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a category without cases exists', { tenant: MUSTERSTADT, name: CONTRACT_CATEGORY })
      .given('a user exists', { email: ASSIGNEE })
      .uponReceiving('a change of a category')
      .withRequest('PUT', statePath('/api/category/${categoryId}', { categoryId: 30 }), (b) =>
        b.headers(loggedIn()).jsonBody({
          name: `${CONTRACT_CATEGORY} Gehwege`,
          tenantId: fromProviderState('${tenantId}', 2),
          initialAssigneeId: fromProviderState('${userId}', 4),
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...categoryBody(`${CONTRACT_CATEGORY} Gehwege`), editedAt: string('2026-05-04T08:00:00.000Z') }),
      )
      .executeTest(async (server) => {
        const saved = await loggedInApi(server.url).categories.update(
          30,
          categoryPayload(formValues(`${CONTRACT_CATEGORY} Gehwege`), true),
        );
        expect(saved.editedAt).toBeTruthy();
      }));

  it('DELETE /api/category/{id} deletes a category no case uses', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a category without cases exists', { tenant: MUSTERSTADT, name: CONTRACT_CATEGORY })
      .uponReceiving('a deletion of a category without cases')
      .withRequest('DELETE', statePath('/api/category/${categoryId}', { categoryId: 30 }), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string(`Die Kategorie "${CONTRACT_CATEGORY}" wurde gelöscht.`) }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).categories.remove(30)).message).toContain(CONTRACT_CATEGORY);
      }));

  it('DELETE /api/category/{id} answers 409 with a German message while cases use it', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a category with cases exists', { tenant: MUSTERSTADT, name: USED_CATEGORY })
      .uponReceiving('a deletion of a category that cases use')
      .withRequest('DELETE', statePath('/api/category/${categoryId}', { categoryId: 1 }), withToken)
      .willRespondWith(409, (b) =>
        b.jsonBody(errorBody('CATEGORY_IN_USE', 'Die Kategorie kann nicht gelöscht werden, weil ihr noch Fälle zugeordnet sind.')),
      )
      .executeTest(async (server) => {
        const failure = await loggedInApi(server.url)
          .categories.remove(1)
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).message).toContain('Fälle');
      }));

  it('GET /api/category/tenant/{tenantId} lists the categories a subcategory can belong to', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a category exists', { tenant: MUSTERSTADT, name: USED_CATEGORY })
      .uponReceiving('a request for the categories of a tenant')
      .withRequest('GET', statePath('/api/category/tenant/${tenantId}', { tenantId: 2 }), withToken)
      .willRespondWith(200, (b) => b.jsonBody(eachLike({ id: integer(1), name: string(USED_CATEGORY), tenantId: integer(2) })))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).categories.ofTenant(2))[0]!.name).toBe(USED_CATEGORY);
      }));
});

describe('subcategory list and form', () => {
  it('GET /api/tag answers a page of the subcategories', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a tag exists', { tenant: MUSTERSTADT, name: USED_TAG })
      .uponReceiving('a search in the subcategories')
      .withRequest('GET', '/api/tag', (b) => b.headers(loggedIn()).query({ search: 'Schlag', page: '0', size: '50' }))
      .willRespondWith(200, (b) => b.jsonBody(pageBody(tagBody(USED_TAG, USED_CATEGORY))))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).tags.list({ search: 'Schlag', page: 0, size: 50 });
        expect(page.content[0]!.category.name).toBe(USED_CATEGORY);
      }));

  it('GET /api/tag/{id} answers the subcategory the form edits', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a tag exists', { tenant: MUSTERSTADT, name: USED_TAG })
      .uponReceiving('a request for one subcategory')
      .withRequest('GET', statePath('/api/tag/${tagId}', { tagId: 1 }), withToken)
      .willRespondWith(200, (b) => b.jsonBody(tagBody(USED_TAG, USED_CATEGORY, fromProviderState('${tagId}', 1))))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).tags.get(1)).name).toBe(USED_TAG);
      }));

  it('POST /api/tag/ creates the subcategory of the form', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a category exists', { tenant: MUSTERSTADT, name: USED_CATEGORY })
      .given('a user exists', { email: ASSIGNEE })
      .uponReceiving('a new subcategory of a category')
      .withRequest('POST', '/api/tag/', (b) =>
        b.headers(loggedIn()).jsonBody({
          name: CONTRACT_TAG,
          tenantId: fromProviderState('${tenantId}', 2),
          initialAssigneeId: fromProviderState('${userId}', 4),
          categoryId: fromProviderState('${categoryId}', 1),
        }),
      )
      .willRespondWith(201, (b) => b.jsonBody(tagBody(CONTRACT_TAG, USED_CATEGORY)))
      .executeTest(async (server) => {
        const created = await loggedInApi(server.url).tags.create(tagPayload(formValues(CONTRACT_TAG, 1), true));
        expect(created.category.name).toBe(USED_CATEGORY);
      }));

  it('PUT /api/tag/{id} saves the edited subcategory', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a tag without cases exists', { tenant: MUSTERSTADT, category: USED_CATEGORY, name: CONTRACT_TAG })
      .given('a user exists', { email: ASSIGNEE })
      .uponReceiving('a change of a subcategory')
      .withRequest('PUT', statePath('/api/tag/${tagId}', { tagId: 40 }), (b) =>
        b.headers(loggedIn()).jsonBody({
          name: `${CONTRACT_TAG} Radwege`,
          tenantId: fromProviderState('${tenantId}', 2),
          initialAssigneeId: fromProviderState('${userId}', 4),
          categoryId: fromProviderState('${categoryId}', 1),
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody(tagBody(`${CONTRACT_TAG} Radwege`, USED_CATEGORY)))
      .executeTest(async (server) => {
        const saved = await loggedInApi(server.url).tags.update(40, tagPayload(formValues(`${CONTRACT_TAG} Radwege`, 1), true));
        expect(saved.name).toBe(`${CONTRACT_TAG} Radwege`);
      }));

  it('DELETE /api/tag/{id} deletes a subcategory', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a tag without cases exists', { tenant: MUSTERSTADT, category: USED_CATEGORY, name: CONTRACT_TAG })
      .uponReceiving('a deletion of a subcategory')
      .withRequest('DELETE', statePath('/api/tag/${tagId}', { tagId: 40 }), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string(`Die Unterkategorie "${CONTRACT_TAG}" wurde gelöscht.`) }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).tags.remove(40)).message).toContain(CONTRACT_TAG);
      }));

  it('DELETE /api/tag/{id} answers 404 for a subcategory of another tenant', () =>
    asUser(pact, DEMO.dorfAdmin)
      .given('a tag exists', { tenant: MUSTERSTADT, name: USED_TAG })
      .uponReceiving('a deletion of another tenant’s subcategory')
      .withRequest('DELETE', statePath('/api/tag/${tagId}', { tagId: 1 }), withToken)
      .willRespondWith(404, (b) => b.jsonBody(errorBody('NOT_FOUND', 'Der Eintrag wurde nicht gefunden.')))
      .executeTest(async (server) => {
        await expect(loggedInApi(server.url).tags.remove(1)).rejects.toMatchObject({ status: 404 });
      }));
});
