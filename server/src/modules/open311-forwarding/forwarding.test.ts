import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORWARDING_MESSAGES, type ForwardingEndpointSave } from '@contracts/forwarding.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { secretBox } from '../../platform/secret-box.js';
import { endpointFor } from './queue.js';

/** The set-up of forwarding endpoints and the case file's forwarding, as each role may reach them. */
let t: TestApp;
let musterstadt: number;
let beispieldorf: number;
let roads: number;
let potholes: number;
let dorfCategory: number;

beforeAll(async () => {
  t = await buildTestApp();
  musterstadt = t.ids.tenants.musterstadt!;
  beispieldorf = t.ids.tenants.beispieldorf!;
  roads = t.ids.categories['musterstadt:Verkehrsflächen']!;
  dorfCategory = (await t.db.selectFrom('category').select('id').where('tenantId', '=', beispieldorf).executeTakeFirstOrThrow()).id;
  potholes = (
    await t.db
      .insertInto('categoryTag')
      .values({
        tenantId: musterstadt,
        categoryId: roads,
        name: 'Schlaglöcher',
        initialAssigneeId: null,
        createdAt: new Date().toISOString(),
        createdBy: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t.close());

const body = (overrides: Partial<ForwardingEndpointSave> = {}): ForwardingEndpointSave => ({
  categoryId: null,
  categoryTagId: null,
  name: 'Bauhof Landkreis',
  baseUrl: 'https://bauhof.example/open311/v2/',
  apiKey: 'geheimer-schluessel',
  jurisdictionId: 'landkreis.example',
  serviceCode: '17',
  shareEmail: false,
  answerReporter: true,
  ...overrides,
});

const save = (as: string, payload: ForwardingEndpointSave, tenantId = musterstadt, id?: number) =>
  t.request(as, {
    method: id === undefined ? 'POST' : 'PUT',
    url: `/api/tenant/${tenantId}/forwarding${id === undefined ? '' : `/${id}`}`,
    payload,
  });

describe('forwarding endpoints of a tenant', () => {
  let tenantWide: number;

  it('lets the tenant admin create one, never answering the key and storing it sealed', async () => {
    const created = await save(ACCOUNTS.musterAdmin, body());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      categoryId: null,
      categoryTagId: null,
      scope: 'Alle Kategorien',
      name: 'Bauhof Landkreis',
      baseUrl: 'https://bauhof.example/open311/v2',
      jurisdictionId: 'landkreis.example',
      serviceCode: '17',
      hasApiKey: true,
      shareEmail: false,
      answerReporter: true,
    });
    tenantWide = created.json().id;
    const row = await t.db.selectFrom('forwardingEndpoint').select('apiKeyCipher').where('id', '=', tenantWide).executeTakeFirstOrThrow();
    expect(row.apiKeyCipher).not.toContain('geheimer-schluessel');
    expect(secretBox(t.app.config.forwardingSecret!).open(row.apiKeyCipher!)).toBe('geheimer-schluessel');
    const listed = await t.request(ACCOUNTS.musterAdmin, { method: 'GET', url: `/api/tenant/${musterstadt}/forwarding` });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain('geheimer-schluessel');
  });

  it('keeps the stored key when a change gives none, and names a subcategory scope in full', async () => {
    const before = await t.db
      .selectFrom('forwardingEndpoint')
      .select('apiKeyCipher')
      .where('id', '=', tenantWide)
      .executeTakeFirstOrThrow();
    const changed = await save(ACCOUNTS.musterAdmin, body({ apiKey: '', name: 'Bauhof Kreis' }), musterstadt, tenantWide);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Bauhof Kreis', hasApiKey: true });
    const after = await t.db.selectFrom('forwardingEndpoint').select('apiKeyCipher').where('id', '=', tenantWide).executeTakeFirstOrThrow();
    expect(after.apiKeyCipher).toBe(before.apiKeyCipher);
    const tagged = await save(ACCOUNTS.musterAdmin, body({ categoryId: roads, categoryTagId: potholes, apiKey: undefined }));
    expect(tagged.statusCode, tagged.body).toBe(201);
    expect(tagged.json()).toMatchObject({ scope: 'Verkehrsflächen › Schlaglöcher', hasApiKey: false });
  });

  it.each([
    ['an address that is no web address', { baseUrl: 'ftp://bauhof.example' }, FORWARDING_MESSAGES.baseUrl],
    ['an address with credentials', { baseUrl: 'https://a:b@bauhof.example' }, FORWARDING_MESSAGES.baseUrl],
    ['no name', { name: '  ' }, FORWARDING_MESSAGES.name],
    ['no service code', { serviceCode: ' ' }, FORWARDING_MESSAGES.serviceCode],
    ['another tenant’s category', { categoryId: 999_999 }, FORWARDING_MESSAGES.category],
    ['a subcategory without its category', { categoryTagId: 1 }, FORWARDING_MESSAGES.subcategory],
  ])('refuses %s with a German message', async (_name, overrides, message) => {
    const response = await save(ACCOUNTS.musterAdmin, body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a second endpoint for the same scope', async () => {
    const response = await save(ACCOUNTS.musterAdmin, body());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(FORWARDING_MESSAGES.scopeTaken);
  });

  it('refuses a category of another tenant for this tenant', async () => {
    const response = await save(ACCOUNTS.musterAdmin, body({ categoryId: dorfCategory }));
    expect(response.statusCode).toBe(400);
  });

  it('is closed to a clerk without the right to edit the tenant', async () => {
    for (const call of [
      { method: 'GET' as const, url: `/api/tenant/${musterstadt}/forwarding` },
      { method: 'POST' as const, url: `/api/tenant/${musterstadt}/forwarding`, payload: body({ categoryId: roads }) },
      { method: 'DELETE' as const, url: `/api/tenant/${musterstadt}/forwarding/${tenantWide}` },
    ]) {
      expect((await t.request(ACCOUNTS.musterClerk, call)).statusCode).toBe(403);
    }
  });

  it("answers 404 for another tenant's endpoints", async () => {
    expect((await t.request(ACCOUNTS.dorfAdmin, { method: 'GET', url: `/api/tenant/${musterstadt}/forwarding` })).statusCode).toBe(404);
    expect((await save(ACCOUNTS.dorfAdmin, body(), musterstadt, tenantWide)).statusCode).toBe(404);
    expect((await save(ACCOUNTS.dorfAdmin, body(), beispieldorf, tenantWide)).statusCode).toBe(404);
    const removed = await t.request(ACCOUNTS.dorfAdmin, { method: 'DELETE', url: `/api/tenant/${beispieldorf}/forwarding/${tenantWide}` });
    expect(removed.statusCode).toBe(404);
    expect(await t.db.selectFrom('forwardingEndpoint').select('id').where('id', '=', tenantWide).executeTakeFirst()).toBeDefined();
  });

  it('lets the super admin set up any tenant', async () => {
    const created = await save(ACCOUNTS.superAdmin, body({ categoryId: dorfCategory }), beispieldorf);
    expect(created.statusCode, created.body).toBe(201);
  });

  it('refuses to load the services of an internal address not on the allow-list', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: `/api/tenant/${musterstadt}/forwarding/services`,
      payload: { baseUrl: 'http://127.0.0.1:9/open311/v2', jurisdictionId: null },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain('keine öffentliche Adresse');
  });

  it('removes an endpoint', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, {
      method: 'DELETE',
      url: `/api/tenant/${musterstadt}/forwarding/${tenantWide}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(FORWARDING_MESSAGES.removed);
  });
});

describe("a case's forwarding in the case file", () => {
  const musterCase = () =>
    t.db.selectFrom('defectCase').select('id').where('tenantId', '=', musterstadt).orderBy('id').executeTakeFirstOrThrow();

  it('is null for a case that is not forwarded, and refuses a retry', async () => {
    const { id } = await musterCase();
    const read = await t.request(ACCOUNTS.musterClerk, { method: 'GET', url: `/api/case/${id}/forwarding` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ forwarding: null });
    const retry = await t.request(ACCOUNTS.musterClerk, { method: 'POST', url: `/api/case/${id}/forwarding/retry` });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(FORWARDING_MESSAGES.notFailed);
  });

  it("answers 404 for another tenant's case", async () => {
    const { id } = await musterCase();
    expect((await t.request(ACCOUNTS.dorfAdmin, { method: 'GET', url: `/api/case/${id}/forwarding` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.dorfAdmin, { method: 'POST', url: `/api/case/${id}/forwarding/retry` })).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const { id } = await musterCase();
    expect((await t.request(null, { method: 'GET', url: `/api/case/${id}/forwarding` })).statusCode).toBe(401);
  });
});

describe('which endpoint a new case goes to', () => {
  const endpoints = [
    { id: 1, tenantId: 1, categoryId: null, categoryTagId: null, name: 'ganz' },
    { id: 2, tenantId: 1, categoryId: 10, categoryTagId: null, name: 'Kategorie' },
    { id: 3, tenantId: 1, categoryId: 10, categoryTagId: 100, name: 'Unterkategorie' },
    { id: 4, tenantId: 2, categoryId: 20, categoryTagId: null, name: 'anderer Mandant' },
  ];
  const target = (tenantId: number, categoryId: number | null, categoryTagId: number | null) =>
    endpointFor(endpoints, { id: 0, tenantId, categoryId, categoryTagId, reachable: true })?.name;

  it('takes the subcategory over the category over the whole tenant, and nothing of another tenant', () => {
    expect(target(1, 10, 100)).toBe('Unterkategorie');
    expect(target(1, 10, 101)).toBe('Kategorie');
    expect(target(1, 11, null)).toBe('ganz');
    expect(target(2, 21, null)).toBeUndefined();
    expect(target(3, 10, 100)).toBeUndefined();
  });
});
