import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, freshApp, type TestApp } from '../../../test/app.js';
import { withFileRowsLocked } from '../../../test/file-lock.js';
import { GONE, KEPT, storedFile, uploadedPng } from '../../../test/images.js';
import { findTenantByApiKey } from '../../platform/api-key.js';
import { boundaryPolygon } from './boundaries.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/tenant/all', () => {
  it('lists every tenant by name for the registration picker, without a session', async () => {
    const response = await t.request(null, { url: '/api/tenant/all', query: { size: '50' } });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ totalElements: 3, totalPages: 1, page: 0, size: 50 });
    expect(page.content.map((tenant: { name: string }) => tenant.name)).toEqual(['Beispieldorf', 'Bürgerportal Betrieb', 'Musterstadt']);
    expect(page.content[2]).toEqual({
      id: t.ids.tenants.musterstadt,
      name: 'Musterstadt',
      designationMap: { de: 'Musterstadt', en: 'Musterstadt' },
    });
  });

  it('filters by search, case-insensitively, and pages', async () => {
    const search = (await t.request(null, { url: '/api/tenant/all', query: { search: 'MUSTER' } })).json();
    expect(search.content.map((tenant: { name: string }) => tenant.name)).toEqual(['Musterstadt']);
    const second = (await t.request(null, { url: '/api/tenant/all', query: { size: '2', page: '1' } })).json();
    expect(second).toMatchObject({ totalElements: 3, totalPages: 2, page: 1, size: 2 });
    expect(second.content).toHaveLength(1);
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    const response = await t.request(null, { url: '/api/tenant/all', query: { search: '%' } });
    expect(response.json().content).toEqual([]);
  });

  it('answers 400 with a German message for invalid paging and an unknown sort key', async () => {
    const invalid: Record<string, string>[] = [{ size: '0' }, { size: '201' }, { page: '-1' }, { order: 'sideways' }, { size: 'viele' }];
    for (const query of invalid) {
      const response = await t.request(null, { url: '/api/tenant/all', query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(/^Der Wert für .+ ist ungültig\.$/),
      });
    }
    const sort = await t.request(null, { url: '/api/tenant/all', query: { sort: 'apiKey' } });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().code).toBe('INVALID_SORT');
  });
});

const names = (page: { content: { name: string }[] }) => page.content.map((tenant) => tenant.name);

/** A valid commune for POST /api/tenant, to vary one field at a time. */
const NEW_COMMUNE = {
  name: 'Neuhausen',
  street: 'Marktplatz',
  hnr: '3',
  zip: '15745',
  city: 'Neuhausen',
  country: 'GERMANY',
  type: 'commune',
  modules: ['MAENGELMELDER', 'APIZUGRIFF'],
  visibleModules: ['MAENGELMELDER'],
  population: 5400,
  area: 18.5,
  boundaries: JSON.stringify([
    { latitude: 52.3, longitude: 13.6 },
    { latitude: 52.31, longitude: 13.62 },
    { latitude: 52.29, longitude: 13.63 },
  ]),
};

describe('GET /api/tenant', () => {
  it('lists every tenant for the super admin, with the list columns and the advertising flag', async () => {
    const response = await t.request(ACCOUNTS.superAdmin, { url: '/api/tenant' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ totalElements: 3, totalPages: 1, page: 0, size: 50 });
    expect(names(page)).toEqual(['Beispieldorf', 'Bürgerportal Betrieb', 'Musterstadt']);
    expect(page.content[2]).toEqual({
      id: t.ids.tenants.musterstadt,
      name: 'Musterstadt',
      designationMap: { de: 'Musterstadt', en: 'Musterstadt' },
      city: 'Musterstadt',
      zip: '15732',
      country: 'GERMANY',
      type: 'commune',
      population: 24800,
      modules: ['APIZUGRIFF', 'BUERGERINFO', 'MAENGELMELDER'],
      advertising: true,
    });
    expect(page.content[1].advertising).toBe(false);
  });

  it('scopes TENANT_INDEPENDENCE to the own tenant and its descendants', async () => {
    expect(names((await t.request(ACCOUNTS.support, { url: '/api/tenant' })).json())).toEqual([
      'Beispieldorf',
      'Bürgerportal Betrieb',
      'Musterstadt',
    ]);
    expect(names((await t.request(ACCOUNTS.musterAdmin, { url: '/api/tenant' })).json())).toEqual(['Musterstadt']);
    expect(names((await t.request(ACCOUNTS.dorfAdmin, { url: '/api/tenant' })).json())).toEqual(['Beispieldorf']);
  });

  it('searches name, city and zip and serves the picker (size 50, search)', async () => {
    const search = async (term: string) =>
      names((await t.request(ACCOUNTS.superAdmin, { url: '/api/tenant', query: { search: term, size: '50' } })).json());
    expect(await search('wusterhausen')).toEqual(['Bürgerportal Betrieb']);
    expect(await search('15738')).toEqual(['Beispieldorf']);
    expect(await search('STADT')).toEqual(['Musterstadt']);
    expect(await search('%')).toEqual([]);
  });

  it('sorts by the allow-listed keys only', async () => {
    const sorted = async (sort: string, order: string) =>
      names((await t.request(ACCOUNTS.superAdmin, { url: '/api/tenant', query: { sort, order } })).json());
    expect(await sorted('population', 'DESC')).toEqual(['Musterstadt', 'Beispieldorf', 'Bürgerportal Betrieb']);
    expect(await sorted('residents', 'DESC')).toEqual(['Musterstadt', 'Beispieldorf', 'Bürgerportal Betrieb']);
    expect(await sorted('zip', 'ASC')).toEqual(['Bürgerportal Betrieb', 'Musterstadt', 'Beispieldorf']);
    expect(await sorted('name', 'DESC')).toEqual(['Musterstadt', 'Bürgerportal Betrieb', 'Beispieldorf']);
    const invalid = await t.request(ACCOUNTS.superAdmin, { url: '/api/tenant', query: { sort: 'apiKey' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('INVALID_SORT');
    expect((await t.request(ACCOUNTS.superAdmin, { url: '/api/tenant', query: { size: '500' } })).statusCode).toBe(400);
  });

  it('answers 403 without a tenant right and 401 without a session', async () => {
    const response = await t.request(ACCOUNTS.musterClerk, { url: '/api/tenant' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect((await t.request(null, { url: '/api/tenant' })).statusCode).toBe(401);
  });
});

describe('GET /api/tenant/{id}', () => {
  it('returns every field of the tenant, with the API key for MANAGE_API_KEY', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: `/api/tenant/${t.ids.tenants.musterstadt}` });
    expect(response.statusCode).toBe(200);
    const tenant = response.json();
    expect(tenant).toMatchObject({
      id: t.ids.tenants.musterstadt,
      name: 'Musterstadt',
      designationMap: { de: 'Musterstadt', en: 'Musterstadt' },
      street: 'Rathausplatz',
      hnr: '1',
      country: 'GERMANY',
      type: 'commune',
      population: 24800,
      area: 62.5,
      emailNotification: 'faelle@musterstadt.example',
      modules: ['APIZUGRIFF', 'BUERGERINFO', 'MAENGELMELDER'],
      visibleModules: ['BUERGERINFO', 'MAENGELMELDER'],
      showBisCalendar: true,
      useCustomImage: false,
      mmPublishAllCasesOnMap: false,
      termsUrl: '/beispiele/musterstadt.html#nutzungsbedingungen',
      privacyUrl: '/beispiele/musterstadt.html#datenschutz',
      imprintUrl: '/beispiele/musterstadt.html#impressum',
      townhallLatitude: 52.2201,
      mainAccount: t.ids.users[ACCOUNTS.musterAdmin],
      mainAccountUser: { id: t.ids.users[ACCOUNTS.musterAdmin], fullname: 'Anna Albrecht' },
      apiKey: 'demo-musterstadt',
      parentTenant: { id: t.ids.tenants.betrieb, name: 'Bürgerportal Betrieb' },
      childrenTenantIds: [],
      childrenTenants: [],
    });
    expect(JSON.parse(tenant.boundaries)).toHaveLength(6);
    expect(tenant.commune).toMatchObject({
      id: t.ids.tenants.musterstadt,
      latitude: 52.22,
      longitude: 13.44,
      population: 24800,
      area: 62.5,
    });
    expect(tenant.commune.boundariesArray[0]).toEqual({ latitude: 52.19, longitude: 13.39 });
  });

  it('lists the children and hides the key from callers without MANAGE_API_KEY', async () => {
    const betrieb = (await t.request(ACCOUNTS.superAdmin, { url: `/api/tenant/${t.ids.tenants.betrieb}` })).json();
    expect(betrieb.childrenTenantIds).toEqual([t.ids.tenants.beispieldorf, t.ids.tenants.musterstadt]);
    expect(betrieb.childrenTenants.map((c: { name: string }) => c.name)).toEqual(['Beispieldorf', 'Musterstadt']);
    expect(betrieb.commune).toBeNull();
    const bySupport = await t.request(ACCOUNTS.support, { url: `/api/tenant/${t.ids.tenants.musterstadt}` });
    expect(bySupport.statusCode).toBe(200);
    expect(bySupport.json().apiKey).toBeNull();
  });

  it('answers 404 for another tenant’s id and for an unknown id, 400 for a malformed id', async () => {
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/api/tenant/${t.ids.tenants.musterstadt}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/tenant/${t.ids.tenants.betrieb}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.superAdmin, { url: '/api/tenant/9999' })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.superAdmin, { url: '/api/tenant/abc' })).statusCode).toBe(400);
  });

  it('answers 403 without a tenant right', async () => {
    expect((await t.request(ACCOUNTS.musterClerk, { url: `/api/tenant/${t.ids.tenants.musterstadt}` })).statusCode).toBe(403);
  });
});

describe('EDIT_OWN_TENANT alone', () => {
  const app = freshApp();
  const editor = 'mandant@musterstadt.example';
  beforeAll(() => addAccount(app(), editor, 'musterstadt', ['EDIT_OWN_TENANT']));

  it('reaches the own tenant only: list, read (without key) and save', async () => {
    const t = app();
    expect(names((await t.request(editor, { url: '/api/tenant' })).json())).toEqual(['Musterstadt']);
    const own = await t.request(editor, { url: `/api/tenant/${t.ids.tenants.musterstadt}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().apiKey).toBeNull();
    expect((await t.request(editor, { url: `/api/tenant/${t.ids.tenants.beispieldorf}` })).statusCode).toBe(404);
    const saved = await t.request(editor, {
      method: 'PUT',
      url: `/api/tenant/${t.ids.tenants.musterstadt}`,
      payload: { automaticReply: 'Danke!' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().automaticReply).toBe('Danke!');
    expect(
      (await t.request(editor, { method: 'PUT', url: `/api/tenant/${t.ids.tenants.beispieldorf}`, payload: { name: 'X' } })).statusCode,
    ).toBe(404);
    expect(
      (await t.request(editor, { method: 'PATCH', url: `/api/tenant/${t.ids.tenants.musterstadt}/generate-api-key` })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/tenant', () => {
  const app = freshApp();

  it('creates a tenant with its modules, children and Admin role', async () => {
    const t = app();
    const response = await t.request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/tenant',
      payload: {
        ...NEW_COMMUNE,
        childrenTenantIds: [t.ids.tenants.beispieldorf],
        emailNotification: 'maengel@neuhausen.example',
        townhallLatitude: 52.301,
        townhallLongitude: 13.611,
        description: '<p onclick="alert(1)">Hallo <script>alert(1)</script><strong>Neuhausen</strong></p>',
        apiKey: 'selbst-gewaehlt',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const tenant = response.json();
    expect(tenant).toMatchObject({
      name: 'Neuhausen',
      type: 'commune',
      country: 'GERMANY',
      showBisCalendar: true,
      modules: ['APIZUGRIFF', 'MAENGELMELDER'],
      visibleModules: ['MAENGELMELDER'],
      childrenTenantIds: [t.ids.tenants.beispieldorf],
      apiKey: null,
      mainAccount: null,
      townhallLatitude: 52.301,
      description: '<p>Hallo <strong>Neuhausen</strong></p>',
    });
    expect(tenant.commune.boundariesArray).toHaveLength(3);
    const roles = await t.db.selectFrom('role').select('name').where('tenantId', '=', tenant.id).execute();
    expect(roles.map((r) => r.name)).toEqual(['Admin']);
    const dorf = (await t.request(ACCOUNTS.superAdmin, { url: `/api/tenant/${t.ids.tenants.beispieldorf}` })).json();
    expect(dorf.parentTenant).toMatchObject({ id: tenant.id });
  });

  it('applies the defaults: country GERMANY, type company, showBisCalendar true; a company needs no boundary', async () => {
    const response = await app().request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/tenant',
      payload: {
        name: 'Stadtwerke Süd',
        street: 'Werkstraße',
        hnr: '7',
        zip: '15711',
        city: 'Königs Wusterhausen',
        modules: ['MAENGELMELDER'],
        visibleModules: [],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      country: 'GERMANY',
      type: 'company',
      showBisCalendar: true,
      boundaries: null,
      commune: null,
      // moderation by default: a new tenant's reports reach the map only when it switches this on
      mmPublishAllCasesOnMap: false,
      termsUrl: null,
      privacyUrl: null,
      imprintUrl: null,
    });
  });

  it('clears the crest image when the crest option is off, and requires it when on', async () => {
    const t = app();
    const image = await uploadedPng(t, ACCOUNTS.superAdmin);
    const off = await t.request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/tenant',
      payload: { ...NEW_COMMUNE, name: 'Ohnewappen', useCustomImage: false, image },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().image).toBeNull();
    const on = await t.request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/tenant',
      payload: { ...NEW_COMMUNE, name: 'Mitwappen', useCustomImage: true, image },
    });
    expect(on.json()).toMatchObject({ useCustomImage: true, image });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['name', { name: '' }, 'Bitte füllen Sie das Feld „Name“ aus.'],
    ['street', { street: '  ' }, 'Bitte füllen Sie das Feld „Straße“ aus.'],
    ['house number', { hnr: null }, 'Bitte füllen Sie das Feld „Hausnummer“ aus.'],
    ['zip', { zip: '' }, 'Bitte füllen Sie das Feld „PLZ“ aus.'],
    ['city', { city: '' }, 'Bitte füllen Sie das Feld „Ort“ aus.'],
    ['country missing', { country: '' }, 'Bitte füllen Sie das Feld „Land“ aus.'],
    ['country unknown', { country: 'ATLANTIS' }, 'Der Wert für „Land“ ist ungültig.'],
    ['type missing', { type: null }, 'Bitte füllen Sie das Feld „Typ“ aus.'],
    ['type unknown', { type: 'verein' }, 'Der Wert für „Typ“ ist ungültig.'],
    ['modules', { modules: [], visibleModules: [] }, 'Bitte füllen Sie das Feld „Module“ aus.'],
    ['unknown module', { modules: ['MAENGELMELDER', 'ZAUBEREI'] }, 'Das Modul „ZAUBEREI“ gibt es nicht.'],
    [
      'visible module not purchased',
      { visibleModules: ['BUERGERINFO'] },
      'Das Modul „BUERGERINFO“ kann nur in der App angezeigt werden, wenn es gebucht ist.',
    ],
    ['crest without image', { useCustomImage: true }, 'Bitte laden Sie Ihr Wappen hoch, wenn Sie es in der App darstellen möchten'],
    ['no boundary', { boundaries: null }, 'Es wurden keine Grenzen für die Gemeinde markiert'],
    ['empty boundary', { boundaries: '[]' }, 'Es wurden keine Grenzen für die Gemeinde markiert'],
    ['boundary not JSON', { boundaries: '52.1,13.4' }, 'Die Grenzen der Gemeinde sind ungültig.'],
    [
      'boundary point invalid',
      {
        boundaries: JSON.stringify([
          { latitude: 91, longitude: 13 },
          { latitude: 52, longitude: 13 },
          { latitude: 52, longitude: 14 },
        ]),
      },
      'Die Grenzen der Gemeinde sind ungültig.',
    ],
    ['boundary point not a number', { boundaries: '[{"latitude":"52","longitude":13}]' }, 'Die Grenzen der Gemeinde sind ungültig.'],
    [
      'boundary of two points',
      {
        boundaries: JSON.stringify([
          { latitude: 52, longitude: 13 },
          { latitude: 52.1, longitude: 13 },
        ]),
      },
      'Die Grenzen der Gemeinde brauchen mindestens drei Punkte.',
    ],
    [
      'town hall half a point',
      { townhallLatitude: 52.3, townhallLongitude: null },
      'Bitte setzen Sie genau eine Markierung für das Rathaus.',
    ],
    [
      'town hall out of range',
      { townhallLatitude: 52.3, townhallLongitude: 200 },
      'Bitte setzen Sie genau eine Markierung für das Rathaus.',
    ],
    ['map centre', { mapCenterLatitude: 100, mapCenterLongitude: 13 }, 'Der Kartenmittelpunkt ist ungültig.'],
    ['e-mail', { emailNotificationCompletedCase: 'kein-mail' }, 'Die E-Mail-Adresse im Feld „E-Mail für erledigte Fälle“ ist ungültig.'],
    ['image name', { headerImage: '../../etc/passwd' }, 'Das Bild im Feld „Bannerbild“ ist ungültig. Bitte laden Sie es erneut hoch.'],
    ['main user on create', { mainAccount: 1 }, 'Der Hauptnutzer muss ein Nutzer dieses Mandanten sein.'],
    ['unknown child', { childrenTenantIds: [9999] }, 'Ein gewählter Untermandant wurde nicht gefunden.'],
  ];
  it.each(invalid)('answers 400 with a German message: %s', async (_case, change, message) => {
    const response = await app().request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/tenant',
      payload: { ...NEW_COMMUNE, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 400 naming the field for a wrongly typed value', async () => {
    const response = await app().request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/tenant',
      payload: { ...NEW_COMMUNE, population: -5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('population');
  });

  it('is for the super admin only (403)', async () => {
    for (const account of [ACCOUNTS.musterAdmin, ACCOUNTS.support, ACCOUNTS.musterClerk]) {
      const response = await app().request(account, { method: 'POST', url: '/api/tenant', payload: NEW_COMMUNE });
      expect(response.statusCode, account).toBe(403);
    }
  });
});

describe('PUT /api/tenant/{id}', () => {
  const app = freshApp();
  const url = () => `/api/tenant/${app().ids.tenants.musterstadt}`;

  it('saves the tenant admin’s fields; fields left out keep their values', async () => {
    const t = app();
    const response = await t.request(ACCOUNTS.musterAdmin, {
      method: 'PUT',
      url: url(),
      payload: {
        street: 'Neuer Markt',
        hnr: '2',
        emailNotificationBis: null,
        hideTenantNameInApp: true,
        showBisCalendar: false,
        townhallLatitude: 52.23,
        townhallLongitude: 13.45,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Musterstadt',
      street: 'Neuer Markt',
      hnr: '2',
      emailNotificationBis: null,
      emailNotification: 'faelle@musterstadt.example',
      hideTenantNameInApp: true,
      showBisCalendar: false,
      townhallLatitude: 52.23,
      townhallLongitude: 13.45,
    });
    expect(
      (await t.db.selectFrom('tenant').select('editedAt').where('id', '=', t.ids.tenants.musterstadt!).executeTakeFirstOrThrow()).editedAt,
    ).not.toBeNull();
  });

  it('ignores the super-admin-only fields for everyone else', async () => {
    const t = app();
    const before = (await t.request(ACCOUNTS.superAdmin, { url: url() })).json();
    const response = await t.request(ACCOUNTS.musterAdmin, {
      method: 'PUT',
      url: url(),
      payload: {
        name: 'Musterstadt am See',
        type: 'company',
        modules: ['WERBEFREI'],
        visibleModules: ['WERBEFREI'],
        population: 1,
        area: 1,
        mainAccount: t.ids.users[ACCOUNTS.musterClerk],
        childrenTenantIds: [t.ids.tenants.beispieldorf],
        boundaries: '[]',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json();
    expect(after.name).toBe('Musterstadt am See');
    for (const field of ['type', 'modules', 'visibleModules', 'population', 'area', 'mainAccount', 'childrenTenantIds', 'boundaries']) {
      expect(after[field], field).toEqual(before[field]);
    }
    const dorf = (await t.request(ACCOUNTS.superAdmin, { url: `/api/tenant/${t.ids.tenants.beispieldorf}` })).json();
    expect(dorf.parentTenant.id).toBe(t.ids.tenants.betrieb);
  });

  it('lets the super admin change modules, population, boundary, main user and children', async () => {
    const t = app();
    const boundaries = JSON.stringify([
      { latitude: 52.2, longitude: 13.4, extra: 'weg' },
      { latitude: 52.24, longitude: 13.4 },
      { latitude: 52.24, longitude: 13.48 },
      { latitude: 52.2, longitude: 13.48 },
    ]);
    const response = await t.request(ACCOUNTS.superAdmin, {
      method: 'PUT',
      url: url(),
      payload: {
        modules: ['MAENGELMELDER', 'APIZUGRIFF', 'WERBEFREI'],
        visibleModules: ['MAENGELMELDER'],
        population: 25100,
        area: 63,
        mainAccount: t.ids.users[ACCOUNTS.musterClerk],
        childrenTenantIds: [t.ids.tenants.beispieldorf],
        boundaries,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const tenant = response.json();
    expect(tenant).toMatchObject({
      modules: ['APIZUGRIFF', 'MAENGELMELDER', 'WERBEFREI'],
      visibleModules: ['MAENGELMELDER'],
      population: 25100,
      area: 63,
      mainAccount: t.ids.users[ACCOUNTS.musterClerk],
      childrenTenantIds: [t.ids.tenants.beispieldorf],
    });
    expect(JSON.parse(tenant.boundaries)).toEqual(
      JSON.parse(boundaries).map(({ latitude, longitude }: Record<string, number>) => ({ latitude, longitude })),
    );
    const list = (await t.request(ACCOUNTS.superAdmin, { url: '/api/tenant', query: { search: 'Musterstadt' } })).json();
    expect(list.content[0].advertising).toBe(false);
    // Beispieldorf now lies below Musterstadt, so its admin's scope widens
    const scoped = (await t.request(ACCOUNTS.musterAdmin, { url: '/api/tenant' })).json();
    expect(scoped.content.map((tenant: { id: number }) => tenant.id).sort()).toEqual(
      [t.ids.tenants.musterstadt, t.ids.tenants.beispieldorf].sort(),
    );
    // moving it back under the operator company takes it away from Musterstadt
    const betrieb = await t.request(ACCOUNTS.superAdmin, {
      method: 'PUT',
      url: `/api/tenant/${t.ids.tenants.betrieb}`,
      payload: { childrenTenantIds: [t.ids.tenants.musterstadt, t.ids.tenants.beispieldorf] },
    });
    expect(betrieb.statusCode, betrieb.body).toBe(200);
    expect((await t.request(ACCOUNTS.superAdmin, { url: url() })).json().childrenTenantIds).toEqual([]);
  });

  it('clears a field sent as null (not 0 or "")', async () => {
    const t = app();
    const response = await t.request(ACCOUNTS.superAdmin, {
      method: 'PUT',
      url: url(),
      payload: { population: null, area: null, townhallLatitude: null, townhallLongitude: null, automaticReply: null, mainAccount: null },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      population: null,
      area: null,
      townhallLatitude: null,
      townhallLongitude: null,
      automaticReply: null,
      mainAccount: null,
    });
  });

  it('rejects a main user of another tenant and children that would make a cycle', async () => {
    const t = app();
    const cases: [Record<string, unknown>, string][] = [
      [{ mainAccount: t.ids.users[ACCOUNTS.dorfAdmin] }, 'Der Hauptnutzer muss ein Nutzer dieses Mandanten sein.'],
      [{ childrenTenantIds: [t.ids.tenants.musterstadt] }, 'Ein Mandant kann nicht sein eigener Untermandant sein.'],
      [
        { childrenTenantIds: [t.ids.tenants.betrieb] },
        '„Bürgerportal Betrieb“ ist diesem Mandanten übergeordnet und kann nicht sein Untermandant werden.',
      ],
      [{ name: '' }, 'Bitte füllen Sie das Feld „Name“ aus.'],
      [{ boundaries: '[]' }, 'Es wurden keine Grenzen für die Gemeinde markiert'],
    ];
    for (const [payload, message] of cases) {
      const response = await t.request(ACCOUNTS.superAdmin, { method: 'PUT', url: url(), payload });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('applies the crest rule on update: required when on, image cleared when off', async () => {
    const t = app();
    const crest = await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(), payload: { useCustomImage: true } });
    expect(crest.statusCode).toBe(400);
    expect(crest.json().message).toBe('Bitte laden Sie Ihr Wappen hoch, wenn Sie es in der App darstellen möchten');
    const image = await uploadedPng(t, ACCOUNTS.musterAdmin);
    expect(
      (await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(), payload: { useCustomImage: true, image } })).json().image,
    ).toBe(image);
    expect(
      (await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(), payload: { useCustomImage: false } })).json().image,
    ).toBeNull();
  });

  it('takes only a public upload as a new image; an image the tenant already holds stays valid', async () => {
    const t = app();
    const banner = 'Das Bild im Feld „Bannerbild“ ist ungültig. Bitte laden Sie es erneut hoch.';
    const refusals = [`${'0'.repeat(32)}.png`, await uploadedPng(t, ACCOUNTS.musterAdmin, true)];
    for (const headerImage of refusals) {
      const response = await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(), payload: { headerImage } });
      expect(response.statusCode, headerImage).toBe(400);
      expect(response.json()).toMatchObject({ code: 'IMAGE_UNKNOWN', message: banner });
    }
    const created = await t.request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/tenant',
      payload: { ...NEW_COMMUNE, name: 'Bildlos', headerImage: refusals[0] },
    });
    expect(created.json()).toMatchObject({ code: 'IMAGE_UNKNOWN', message: banner });

    // a stored name whose file row is gone (an older import) does not block saving the other fields
    const headerImage = await uploadedPng(t, ACCOUNTS.musterAdmin);
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(), payload: { headerImage } })).statusCode).toBe(200);
    await t.db.deleteFrom('file').where('name', '=', headerImage).execute();
    const unchanged = await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(), payload: { headerImage, city: 'Musterstadt' } });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
  });

  it('marks the tenant’s uploaded images as attached', async () => {
    const t = app();
    const name = `${'e'.repeat(32)}.png`;
    await t.db
      .insertInto('file')
      .values({
        name,
        tenantId: t.ids.tenants.musterstadt,
        uploadedBy: null,
        internal: 0,
        mime: 'image/png',
        size: 1,
        attached: 0,
        createdAt: new Date().toISOString(),
      })
      .execute();
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(), payload: { headerImage: name } })).statusCode).toBe(200);
    const row = await t.db.selectFrom('file').select('attached').where('name', '=', name).executeTakeFirstOrThrow();
    expect(row.attached).toBe(1);
  });

  const kept = (name: string) => storedFile(app(), name);

  it('removes replaced and cleared images from the storage after the save, but not one a record still names', async () => {
    const t = app();
    const upload = () => uploadedPng(t, ACCOUNTS.musterAdmin);
    const [crest, banner, background, shared, newBanner] = await Promise.all([upload(), upload(), upload(), upload(), upload()]);
    const images = {
      useCustomImage: true,
      image: crest,
      headerImage: banner,
      mmStartPageBackgroundImage: background,
      bisStartPageBackgroundImage: shared,
    };
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(), payload: images })).statusCode).toBe(200);
    const dorf = `/api/tenant/${t.ids.tenants.beispieldorf}`;
    expect((await t.request(ACCOUNTS.superAdmin, { method: 'PUT', url: dorf, payload: { headerImage: shared } })).statusCode).toBe(200);

    // the crest goes with its option, the banner is replaced, one background moves to the other field
    const response = await t.request(ACCOUNTS.musterAdmin, {
      method: 'PUT',
      url: url(),
      payload: { useCustomImage: false, headerImage: newBanner, mmStartPageBackgroundImage: null, bisStartPageBackgroundImage: background },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      image: null,
      headerImage: newBanner,
      mmStartPageBackgroundImage: null,
      bisStartPageBackgroundImage: background,
    });
    expect(await kept(crest)).toEqual(GONE);
    expect(await kept(banner)).toEqual(GONE);
    for (const name of [background, newBanner, shared]) expect(await kept(name), name).toEqual(KEPT);

    // once Beispieldorf lets go of the shared image too, it leaves
    expect((await t.request(ACCOUNTS.superAdmin, { method: 'PUT', url: dorf, payload: { headerImage: null } })).statusCode).toBe(200);
    expect(await kept(shared)).toEqual(GONE);
    expect((await t.request(null, { url: `/files/images/${banner}` })).statusCode).toBe(404);
  });

  it('keeps the old image when the save is refused or fails', async () => {
    const t = app();
    const [old, replacement] = [await uploadedPng(t, ACCOUNTS.musterAdmin), await uploadedPng(t, ACCOUNTS.musterAdmin)];
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(), payload: { headerImage: old } })).statusCode).toBe(200);

    const refused = await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(), payload: { headerImage: replacement, name: '' } });
    expect(refused.statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.dorfAdmin, { method: 'PUT', url: url(), payload: { headerImage: null } })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterClerk, { method: 'PUT', url: url(), payload: { headerImage: null } })).statusCode).toBe(403);
    expect(await kept(old)).toEqual(KEPT);

    // the file rows cannot be deleted: the release fails inside the transaction, which rolls the save back
    await withFileRowsLocked(t.db, async () => {
      expect((await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(), payload: { headerImage: replacement } })).statusCode).toBe(
        500,
      );
    });
    expect((await t.request(ACCOUNTS.musterAdmin, { url: url() })).json().headerImage).toBe(old);
    expect(await kept(old)).toEqual(KEPT);
  });

  it('lets TENANT_INDEPENDENCE with EDIT_CUSTOMERS edit a descendant', async () => {
    const t = app();
    const response = await t.request(ACCOUNTS.support, {
      method: 'PUT',
      url: `/api/tenant/${t.ids.tenants.beispieldorf}`,
      payload: { automaticReply: 'Wir melden uns.' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().automaticReply).toBe('Wir melden uns.');
  });

  it('saves the addresses of the terms, privacy notice and imprint: a web address or a page of the portal', async () => {
    const t = app();
    const save = (payload: Record<string, unknown>) => t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(), payload });
    const saved = await save({
      termsUrl: ' https://www.musterstadt.example/nutzungsbedingungen ',
      privacyUrl: 'http://www.musterstadt.example/datenschutz?lang=de#maengelmelder',
      imprintUrl: '/beispiele/musterstadt.html#impressum',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      termsUrl: 'https://www.musterstadt.example/nutzungsbedingungen',
      privacyUrl: 'http://www.musterstadt.example/datenschutz?lang=de#maengelmelder',
      imprintUrl: '/beispiele/musterstadt.html#impressum',
    });
    expect((await t.request(null, { url: '/api/tenant/apikey/demo-musterstadt' })).json().termsUrl).toBe(
      'https://www.musterstadt.example/nutzungsbedingungen',
    );
    for (const address of [
      'javascript:alert(1)',
      '//fremd.example/datenschutz',
      '/\\fremd.example',
      'ftp://musterstadt.example/agb',
      'datenschutz.html',
      'https://',
    ]) {
      const refused = await save({ privacyUrl: address });
      expect(refused.statusCode, address).toBe(400);
      expect(refused.json()).toEqual({
        code: 'PAGE_ADDRESS_INVALID',
        message:
          'Die Adresse im Feld „Adresse der Datenschutzerklärung“ ist ungültig. Bitte geben Sie eine Webadresse mit https:// an (oder eine Seite dieses Portals, beginnend mit /).',
      });
    }
    const cleared = await save({ termsUrl: null, privacyUrl: '' });
    expect(cleared.json()).toMatchObject({ termsUrl: null, privacyUrl: null, imprintUrl: '/beispiele/musterstadt.html#impressum' });
    // without a page of its own, the report form links the platform's texts
    expect((await t.request(null, { url: '/api/tenant/apikey/demo-musterstadt' })).json()).toMatchObject({
      termsUrl: '/rechtliches/nutzungsbedingungen.html',
      privacyUrl: '/rechtliches/datenschutz.html',
      imprintUrl: '/beispiele/musterstadt.html#impressum',
    });
  });

  it('answers 404 for another tenant, 403 without the right, 400 for a malformed body', async () => {
    const t = app();
    expect((await t.request(ACCOUNTS.dorfAdmin, { method: 'PUT', url: url(), payload: { name: 'Gekapert' } })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterClerk, { method: 'PUT', url: url(), payload: { name: 'Gekapert' } })).statusCode).toBe(403);
    expect(
      (await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: url(), payload: { showBisCalendar: 'vielleicht' } })).statusCode,
    ).toBe(400);
    const name = (await t.request(ACCOUNTS.superAdmin, { url: url() })).json().name;
    expect(name).not.toBe('Gekapert');
  });
});

describe('API keys', () => {
  const app = freshApp();
  const generate = (as: string, tenantId: number) =>
    app().request(as, { method: 'PATCH', url: `/api/tenant/${tenantId}/generate-api-key` });
  const remove = (as: string, tenantId: number) => app().request(as, { method: 'DELETE', url: `/api/tenant/${tenantId}/api-key` });

  it('generates, regenerates and removes a key; a replaced or removed key never works again', async () => {
    const t = app();
    const musterstadt = t.ids.tenants.musterstadt!;
    expect(await findTenantByApiKey(t.db, 'demo-musterstadt')).toMatchObject({ status: 'valid', tenant: { id: musterstadt } });

    const first = await generate(ACCOUNTS.musterAdmin, musterstadt);
    expect(first.statusCode).toBe(200);
    const key1 = first.json().apiKey as string;
    expect(key1).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/tenant/${musterstadt}` })).json().apiKey).toBe(key1);
    expect(await findTenantByApiKey(t.db, 'demo-musterstadt')).toEqual({ status: 'removed' });

    const key2 = (await generate(ACCOUNTS.musterAdmin, musterstadt)).json().apiKey as string;
    expect(key2).not.toBe(key1);
    expect(await findTenantByApiKey(t.db, key1)).toEqual({ status: 'removed' });
    expect(await findTenantByApiKey(t.db, key2)).toMatchObject({ status: 'valid', tenant: { id: musterstadt } });

    const removed = await remove(ACCOUNTS.musterAdmin, musterstadt);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Der API-Schlüssel wurde entfernt. Er kann nicht wieder aktiviert werden.');
    expect(await findTenantByApiKey(t.db, key2)).toEqual({ status: 'removed' });
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/tenant/${musterstadt}` })).json().apiKey).toBeNull();

    // even written back into the tenant, a revoked value stays dead
    await t.db.updateTable('tenant').set({ apiKey: key2 }).where('id', '=', musterstadt).execute();
    expect(await findTenantByApiKey(t.db, key2)).toEqual({ status: 'removed' });
    await t.db.updateTable('tenant').set({ apiKey: null }).where('id', '=', musterstadt).execute();

    const again = await remove(ACCOUNTS.musterAdmin, musterstadt);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NO_API_KEY');
    expect(await findTenantByApiKey(t.db, 'gibt-es-nicht')).toEqual({ status: 'unknown' });
    expect(await findTenantByApiKey(t.db, '')).toEqual({ status: 'unknown' });
  });

  it('needs the module APIZUGRIFF on the tenant (403) and reports a key of a tenant without it', async () => {
    const t = app();
    const response = await generate(ACCOUNTS.dorfAdmin, t.ids.tenants.beispieldorf!);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('MODULE_MISSING');
    const key = (await generate(ACCOUNTS.superAdmin, t.ids.tenants.betrieb!)).json().apiKey;
    await t.db.deleteFrom('tenantModule').where('tenantId', '=', t.ids.tenants.betrieb!).where('module', '=', 'APIZUGRIFF').execute();
    expect(await findTenantByApiKey(t.db, key)).toEqual({ status: 'module-missing' });
  });

  it('answers 404 for another tenant’s key, 403 without MANAGE_API_KEY, 400 for a malformed id', async () => {
    const t = app();
    const musterstadt = t.ids.tenants.musterstadt!;
    expect((await generate(ACCOUNTS.dorfAdmin, musterstadt)).statusCode).toBe(404);
    expect((await remove(ACCOUNTS.dorfAdmin, musterstadt)).statusCode).toBe(404);
    expect((await generate(ACCOUNTS.musterClerk, musterstadt)).statusCode).toBe(403);
    expect((await remove(ACCOUNTS.musterClerk, musterstadt)).statusCode).toBe(403);
    expect((await generate(ACCOUNTS.support, musterstadt)).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'PATCH', url: '/api/tenant/x/generate-api-key' })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'DELETE', url: '/api/tenant/0/api-key' })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.superAdmin, { method: 'PATCH', url: '/api/tenant/9999/generate-api-key' })).statusCode).toBe(404);
  });
});

describe('boundaryPolygon', () => {
  it('reads the stored JSON string as a polygon; unreadable values count as none', () => {
    expect(boundaryPolygon('[{"latitude":52,"longitude":13},{"latitude":53,"longitude":13},{"latitude":53,"longitude":14}]')).toHaveLength(
      3,
    );
    expect(boundaryPolygon(null)).toEqual([]);
    expect(boundaryPolygon('kaputt')).toEqual([]);
  });
});
