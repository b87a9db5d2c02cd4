import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_CATEGORIES } from '@contracts/public.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { multipart, png } from '../../../test/images.js';
import { IN_AREA_WITHOUT_REPORTS, tenantWithoutReports } from '../../../test/tenant-without-reports.js';
import { changesOf } from '../../db/changes.js';
import { now } from '../../db/values.js';
import { blockDevice } from '../devices/index.js';

let t: TestApp;
const KEY = 'demo-musterstadt';
const REMOVED_KEY = 'alter-schluessel-musterstadt';
const DORF_KEY = 'schluessel-ohne-api-modul';
const IN_MUSTERSTADT = { latitude: 52.22, longitude: 13.44 };
const IN_BEISPIELDORF = { latitude: 52.22, longitude: 13.54 };
const OUTSIDE = { latitude: 52.3, longitude: 13.3 };
let musterstadt: number;
let beispieldorf: number;
const categories: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  musterstadt = t.ids.tenants.musterstadt!;
  beispieldorf = t.ids.tenants.beispieldorf!;
  await t.db
    .insertInto('revokedApiKey')
    .values({ keyHash: createHash('sha256').update(REMOVED_KEY).digest('hex'), tenantId: musterstadt, revokedAt: now() })
    .execute();
  // a key on a tenant without APIZUGRIFF (as if the module was cancelled after the key was made)
  await t.db.updateTable('tenant').set({ apiKey: DORF_KEY }).where('id', '=', beispieldorf).execute();
  for (const row of await t.db.selectFrom('category').select(['id', 'name', 'tenantId']).execute()) {
    categories[`${row.tenantId === musterstadt ? 'muster' : row.tenantId === beispieldorf ? 'dorf' : 'other'}:${row.name}`] = row.id;
  }
});
afterAll(async () => t.close());

const withKey = (url: string, key: string | null) =>
  key === null ? url : `${url}${url.includes('?') ? '&' : '?'}apiKey=${encodeURIComponent(key)}`;

function report(body: Record<string, unknown>, options: { key?: string | null; device?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.device) headers['x-device-id'] = options.device;
  return t.request(null, {
    method: 'POST',
    url: withKey('/api/case', options.key === undefined ? KEY : options.key),
    payload: body,
    headers,
  });
}

const goodReport = (overrides: Record<string, unknown> = {}) => ({
  description: 'Schlagloch vor dem Bäcker',
  category: categories['muster:Verkehrsflächen'],
  ...IN_MUSTERSTADT,
  email: 'melder@example.org',
  ...overrides,
});

async function uploadPhoto(key: string | null = KEY, data = png()) {
  return t.request(null, {
    method: 'POST',
    url: withKey('/files/upload', key),
    ...multipart([{ name: 'file', value: { filename: 'foto.png', type: 'image/png', data } }]),
  });
}

async function created(body: Record<string, unknown>, options: { key?: string | null; device?: string } = {}) {
  const response = await report(body, options);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; caseNumber: number | null; statusUrl: string };
}

/** Staff put a case on the public map (the demo tenant moderates: new reports stay off it). */
async function publish(id: number): Promise<void> {
  const response = await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${id}/map-published/true` });
  expect(response.statusCode, response.body).toBe(200);
}

/** A report that staff then publish on the map. */
async function createdOnMap(body: Record<string, unknown>) {
  const answer = await created(body);
  await publish(answer.id);
  return answer;
}

/** Musterstadt's setting "Neue Fälle auf der Karte veröffentlichen", as its admin saves it. */
async function publishAllReports(on: boolean): Promise<void> {
  const response = await t.request(ACCOUNTS.musterAdmin, {
    method: 'PUT',
    url: `/api/tenant/${musterstadt}`,
    payload: { mmPublishAllCasesOnMap: on },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const tokenOf = (statusUrl: string) => new URL(statusUrl).searchParams.get('token')!;
const caseRow = (id: number) => t.db.selectFrom('defectCase').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe.each([
  ['GET /api/case/map', (key: string | null) => ({ method: 'GET' as const, url: withKey('/api/case/map', key) })],
  [
    'GET /api/category/coordinates/{lng}/{lat}',
    (key: string | null) => ({ method: 'GET' as const, url: withKey('/api/category/coordinates/13.44/52.22', key) }),
  ],
  [
    'GET /api/case/nearby',
    (key: string | null) => ({ method: 'GET' as const, url: withKey('/api/case/nearby?latitude=52.22&longitude=13.44', key) }),
  ],
  ['POST /api/case', (key: string | null) => ({ method: 'POST' as const, url: withKey('/api/case', key), payload: goodReport() })],
  [
    'POST /files/upload',
    (key: string | null) => ({
      method: 'POST' as const,
      url: withKey('/files/upload', key),
      ...multipart([{ name: 'file', value: { filename: 'foto.png', type: 'image/png', data: png() } }]),
    }),
  ],
])('%s with API keys', (_name, call) => {
  it('answers 401 without a key', async () => {
    const response = await t.request(null, call(null));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Es wurde kein API-Schlüssel übergeben.', code: 'API_KEY_MISSING' });
  });
  it('answers 404 for an unknown key', async () => {
    const response = await t.request(null, call('gibt-es-nicht'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Dieser API-Schlüssel ist unbekannt.');
  });
  it('answers 401 for a removed key', async () => {
    const response = await t.request(null, call(REMOVED_KEY));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Dieser API-Schlüssel wurde entfernt und ist nicht mehr gültig.', code: 'API_KEY_REMOVED' });
  });
  it('answers 403 for a tenant without API access', async () => {
    const response = await t.request(null, call(DORF_KEY));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('API_MODULE_MISSING');
  });
  it('accepts the key in the X-Api-Key header', async () => {
    const options: InjectOptions = call(null);
    const response = await t.request(null, { ...options, headers: { ...options.headers, 'x-api-key': KEY } });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});

describe('GET /api/tenant/apikey/{apiKey}', () => {
  it("answers the tenant's public face only", async () => {
    const response = await t.request(null, { url: `/api/tenant/apikey/${KEY}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: musterstadt,
      name: 'Musterstadt',
      designationMap: { de: 'Musterstadt', en: 'Musterstadt' },
      mapCenterLatitude: 52.22,
      mapCenterLongitude: 13.44,
      showCreateCaseButton: true,
      hasBoundaries: true,
      termsUrl: '/beispiele/musterstadt.html#nutzungsbedingungen',
      privacyUrl: '/beispiele/musterstadt.html#datenschutz',
      imprintUrl: '/beispiele/musterstadt.html#impressum',
    });
    expect(response.body).not.toContain('faelle@musterstadt.example');
  });
  it.each([
    ['gibt-es-nicht', 404],
    [REMOVED_KEY, 401],
    [DORF_KEY, 403],
  ])('answers %s with %i', async (key, status) => {
    expect((await t.request(null, { url: `/api/tenant/apikey/${key}` })).statusCode).toBe(status);
  });
});

describe('GET /api/category/coordinates/{lng}/{lat}', () => {
  const at = (lng: number | string, lat: number | string) =>
    t.request(null, { url: withKey(`/api/category/coordinates/${lng}/${lat}`, KEY) });

  it('answers the categories of Musterstadt inside its boundary', async () => {
    const body = (await at(13.44, 52.22)).json();
    expect(body).toMatchObject({ tenantId: musterstadt, tenantName: 'Musterstadt', reachable: true });
    expect(body.categories).toContainEqual({ id: categories['muster:Spielplätze'], name: 'Spielplätze' });
    expect(body.categories.every((c: { id: number }) => c.id !== categories['dorf:Abfall'])).toBe(true);
  });
  it("answers Beispieldorf's categories through Musterstadt's key: the point decides", async () => {
    const body = (await at(13.54, 52.22)).json();
    expect(body).toMatchObject({ tenantId: beispieldorf, tenantName: 'Beispieldorf', reachable: true });
    expect(body.categories).toContainEqual({ id: categories['dorf:Abfall'], name: 'Abfall' });
  });
  it('answers the fallback list outside every tenant', async () => {
    expect((await at(13.3, 52.3)).json()).toEqual({
      tenantId: null,
      tenantName: null,
      reachable: false,
      categories: FALLBACK_CATEGORIES.map((name) => ({ id: null, name })),
    });
  });
  it.each([
    [200, 52.22],
    [13.44, -91],
    ['abc', 52.22],
    [0, 0],
  ])('answers 400 for the coordinates %s/%s', async (lng, lat) => {
    const response = await at(lng, lat);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/lng|lat|Ortsangabe/);
  });
  it('sees a changed boundary at once (the polygon cache is invalidated by the tenant save)', async () => {
    const boundaries = JSON.stringify([
      { latitude: 52.29, longitude: 13.29 },
      { latitude: 52.31, longitude: 13.29 },
      { latitude: 52.31, longitude: 13.31 },
      { latitude: 52.29, longitude: 13.31 },
    ]);
    const before = (await t.db.selectFrom('tenant').select('boundaries').where('id', '=', beispieldorf).executeTakeFirstOrThrow())
      .boundaries;
    const save = (value: string | null) =>
      t.request(ACCOUNTS.superAdmin, { method: 'PUT', url: `/api/tenant/${beispieldorf}`, payload: { boundaries: value } });
    expect((await save(boundaries)).statusCode).toBe(200);
    expect((await at(13.3, 52.3)).json().tenantId).toBe(beispieldorf);
    expect((await save(before)).statusCode).toBe(200);
    expect((await at(13.3, 52.3)).json().tenantId).toBeNull();
  });
});

describe('POST /api/case without a session (public report)', () => {
  it('creates a case in Musterstadt with photo, device, map publishing, status token and both mails', async () => {
    const photo = (await uploadPhoto()).json().name;
    const device = 'geraet-0001';
    await t.flushMails();
    t.mails.length = 0;
    await publishAllReports(true);
    const answer = await created(goodReport({ photos: [photo] }), { device }).finally(() => publishAllReports(false));
    expect(answer.caseNumber).toBeGreaterThan(0);
    expect(answer.statusUrl).toMatch(/^http:\/\/localhost:3000\/fall-status\?token=[\w-]{40,}$/);

    const row = await caseRow(answer.id);
    expect(row).toMatchObject({
      tenantId: musterstadt,
      state: 'CREATED',
      reachable: 1,
      publishedOnMap: 1,
      deviceId: device,
      email: 'melder@example.org',
      categoryId: categories['muster:Verkehrsflächen'],
      assigneeId: t.ids.users['sachbearbeitung@musterstadt.example'],
      createdBy: null,
    });
    expect(row.statusTokenHash).toBe(createHash('sha256').update(tokenOf(answer.statusUrl)).digest('hex'));
    const photos = await t.db.selectFrom('casePhoto').select('fileName').where('caseId', '=', answer.id).execute();
    expect(photos.map((p) => p.fileName)).toEqual([photo]);
    expect((await t.db.selectFrom('file').select('attached').where('name', '=', photo).executeTakeFirstOrThrow()).attached).toBe(1);

    const mails = await t.flushMails();
    const reply = mails.find((m) => m.to === 'melder@example.org');
    expect(reply?.text).toContain('Guten Tag,\n\nvielen Dank für Ihre Meldung. Wir kümmern uns darum und melden uns');
    expect(reply?.text).toContain(answer.statusUrl);
    expect(mails.find((m) => m.to === 'faelle@musterstadt.example')?.subject).toContain(`Neuer Fall Nr. ${answer.caseNumber}`);
    // the place with decimal commas, as the screens write it
    expect(mails.find((m) => m.to === 'faelle@musterstadt.example')?.text).toMatch(/Ort: Breite \d+,\d{5,6}, Länge \d+,\d{5,6}/);
  });

  it('keeps a report off the map while the tenant moderates (the demo setting)', async () => {
    const answer = await created(goodReport({ description: 'Erst prüfen, dann zeigen' }));
    expect(await caseRow(answer.id)).toMatchObject({ tenantId: musterstadt, reachable: 1, publishedOnMap: 0 });
    const map = (await t.request(null, { url: withKey('/api/case/map', KEY) })).json();
    expect(map.cases.map((c: { id: number }) => c.id)).not.toContain(answer.id);
  });

  it("routes a point in Beispieldorf to Beispieldorf, though sent with Musterstadt's key", async () => {
    const answer = await created(goodReport({ ...IN_BEISPIELDORF, category: categories['dorf:Abfall'], email: null }));
    const row = await caseRow(answer.id);
    expect(row).toMatchObject({ tenantId: beispieldorf, reachable: 1, publishedOnMap: 0, email: null, deviceId: null });
  });

  it('stores a point outside every tenant as unreachable, seen by the super admin only', async () => {
    const answer = await created(goodReport({ ...OUTSIDE, category: 'Gewässer', description: 'Ölfilm auf dem Badesee' }));
    expect(answer.caseNumber).toBeNull();
    expect(await caseRow(answer.id)).toMatchObject({
      tenantId: null,
      reachable: 0,
      categoryId: null,
      handoverNote: 'Kategorie laut Meldung: Gewässer',
    });
    const list = (as: string) => t.request(as, { url: '/api/case?search=Badesee' });
    expect((await list(ACCOUNTS.superAdmin)).json().content.map((c: { id: number }) => c.id)).toContain(answer.id);
    expect((await list(ACCOUNTS.musterAdmin)).json().totalElements).toBe(0);
  });

  it('keeps the tenant of a point inside a municipality without Mängelmelder: unreachable, unnumbered, for the super admin only', async () => {
    const infostadt = await tenantWithoutReports(t);
    const inside = { ...IN_AREA_WITHOUT_REPORTS, category: 'Grünflächen', description: 'Bärlauchwiese am Radweg zertrampelt' };
    // the municipality's own categories do not count there: it takes no reports
    expect((await t.request(null, { url: withKey('/api/category/coordinates/13.205/52.405', KEY) })).json()).toMatchObject({
      tenantId: null,
      reachable: false,
    });
    await t.flushMails();
    t.mails.length = 0;
    const answer = await created({ ...inside, email: 'hecke@example.org' });
    expect(answer.caseNumber).toBeNull();
    expect(await caseRow(answer.id)).toMatchObject({
      tenantId: infostadt,
      reachable: 0,
      caseNumber: null,
      categoryId: null,
      publishedOnMap: 0,
      handoverNote: 'Kategorie laut Meldung: Grünflächen',
    });
    const mails = await t.flushMails();
    expect(mails.find((m) => m.to === 'hecke@example.org')?.text).toContain('Der Ort liegt außerhalb der teilnehmenden Gemeinden');
    // the municipality handles nothing here: no "new case" mail, no automatic reply of its own
    expect(mails.some((m) => m.to === 'fall@infostadt.example')).toBe(false);
    expect(mails.some((m) => m.text.includes('Antwort von Infostadt'))).toBe(false);

    const list = (as: string) => t.request(as, { url: '/api/case?search=Bärlauchwiese' });
    const seen = (await list(ACCOUNTS.superAdmin)).json().content;
    expect(seen).toMatchObject([{ id: answer.id, tenantId: infostadt, reachable: false }]);
    // staff who work across tenants do not get cases of a module their customer did not buy
    expect((await list(ACCOUNTS.support)).json().totalElements).toBe(0);
    expect((await t.request(ACCOUNTS.support, { url: `/api/case/${answer.id}` })).statusCode).toBe(404);
    expect(
      (await t.request(ACCOUNTS.superAdmin, { url: '/api/case/reachable', query: { caseId: String(answer.id) } })).json(),
    ).toMatchObject({
      reachable: false,
      tenant: { id: infostadt, name: 'Infostadt' },
    });
  });

  it.each([
    ['a category of the other tenant', () => ({ category: categories['dorf:Abfall'] })],
    ['a fallback name inside a tenant', () => ({ category: 'Gewässer' })],
    ['an unknown category', () => ({ category: 999_999 })],
    ['a category id outside every tenant', () => ({ ...OUTSIDE, category: categories['muster:Gewässer'] })],
    ['a name that is no fallback category', () => ({ ...OUTSIDE, category: 'Allerlei' })],
  ])('answers 400 for %s', async (_name, overrides) => {
    const response = await report(goodReport(overrides()));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CATEGORY_NOT_AT_LOCATION');
  });

  it('checks the description with the specified messages', async () => {
    const long = await report(goodReport({ description: 'x'.repeat(251) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Die Beschreibung darf nicht länger als 250 Zeichen sein.');
    expect((await report(goodReport({ description: 'x'.repeat(250) }))).statusCode).toBe(201);
    expect((await report(goodReport({ description: '   ' }))).json().code).toBe('DESCRIPTION_REQUIRED');
    expect((await report({ category: categories['muster:Gewässer'], ...IN_MUSTERSTADT })).statusCode).toBe(400);
  });

  it.each(['keine-adresse', 'a@b', 'zwei@@example.org'])('rejects the e-mail %s', async (email) => {
    const response = await report(goodReport({ email }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Bitte wählen Sie eine gültige E-Mail-Adresse.');
  });

  it('takes an empty e-mail as none', async () => {
    expect((await caseRow((await created(goodReport({ email: '' }))).id)).email).toBeNull();
  });

  it.each([
    ['latitude', { latitude: 95 }],
    ['longitude', { longitude: 'x' }],
    ['zero point', { latitude: 0, longitude: 0 }],
  ])('answers 400 for a bad %s', async (_name, overrides) => {
    expect((await report(goodReport(overrides))).statusCode).toBe(400);
  });

  it('accepts at most 3 photos, each a free public upload', async () => {
    const names = await Promise.all([1, 2, 3, 4].map(async () => (await uploadPhoto()).json().name as string));
    const tooMany = await report(goodReport({ photos: names }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Es können höchstens 3 Bilder angehängt werden.');
    expect((await report(goodReport({ photos: ['0123456789abcdef0123456789abcdef.png'] }))).json().code).toBe('PHOTO_UNKNOWN');
    expect((await report(goodReport({ photos: ['../../etc/passwd'] }))).json().code).toBe('PHOTO_UNKNOWN');
    await created(goodReport({ photos: names.slice(0, 3) }));
    // already used by the report above
    expect((await report(goodReport({ photos: [names[0]] }))).json().code).toBe('PHOTO_UNKNOWN');
  });

  it('does not let a report take a staff upload', async () => {
    const staff = await t.request(ACCOUNTS.musterClerk, {
      method: 'POST',
      url: '/files/upload',
      ...multipart([{ name: 'file', value: { filename: 'foto.png', type: 'image/png', data: png() } }]),
    });
    expect((await report(goodReport({ photos: [staff.json().name] }))).json().code).toBe('PHOTO_UNKNOWN');
  });

  it('answers 403 for a blocked device, and 400 for a malformed device id', async () => {
    await blockDevice(t.db, 'gesperrtes-geraet', t.ids.users['superadmin@buergerportal.example']!);
    const blocked = await report(goodReport(), { device: 'gesperrtes-geraet' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: 'Dieses Gerät wurde vorübergehend für Meldungen gesperrt.', code: 'DEVICE_BLOCKED' });
    expect((await report(goodReport(), { device: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('leaves the staff call with a session as it was', async () => {
    const response = await t.request(ACCOUNTS.musterClerk, {
      method: 'POST',
      url: '/api/case',
      payload: { description: 'Vom Amt angelegt', categoryId: categories['muster:Abfall'], ...IN_MUSTERSTADT },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ tenantId: musterstadt, reachable: true, publishedOnMap: false });
  });
});

describe('POST /files/upload without a session', () => {
  it('stores an anonymous public image that stays unattached', async () => {
    const response = await t.request(null, {
      method: 'POST',
      url: withKey('/files/upload', KEY),
      ...multipart([
        { name: 'internalFile', value: 'true' },
        { name: 'file', value: { filename: 'foto.png', type: 'image/png', data: png('GPS 52.2 13.4') } },
      ]),
    });
    expect(response.statusCode, response.body).toBe(200);
    const file = await t.db.selectFrom('file').selectAll().where('name', '=', response.json().name).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ internal: 0, attached: 0, uploadedBy: null, tenantId: null });
    expect((await t.request(null, { url: `/files/images/${file.name}` })).body).not.toContain('GPS');
  });
  it('refuses other files than images', async () => {
    const response = await uploadPhoto(KEY, Buffer.from('%PDF-1.4 kein Bild'));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
  });
  it('answers 403 for a blocked device', async () => {
    await blockDevice(t.db, 'gesperrt-upload', t.ids.users['superadmin@buergerportal.example']!);
    const body = multipart([{ name: 'file', value: { filename: 'foto.png', type: 'image/png', data: png() } }]);
    const response = await t.request(null, {
      method: 'POST',
      url: withKey('/files/upload', KEY),
      payload: body.payload,
      headers: { ...body.headers, 'x-device-id': 'gesperrt-upload' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/case/map', () => {
  const map = (headers: Record<string, string> = {}) => t.request(null, { url: withKey('/api/case/map', KEY), headers });

  it("answers the tenant's published cases with the map settings", async () => {
    const response = await map();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ showCreateCaseButton: true, mapCenterLatitude: 52.22, mapCenterLongitude: 13.44 });
    const published = await t.db
      .selectFrom('defectCase')
      .select('id')
      .where('tenantId', '=', musterstadt)
      .where('publishedOnMap', '=', 1)
      .execute();
    expect(body.cases.map((c: { id: number }) => c.id).sort()).toEqual(published.map((p) => p.id).sort());
    expect(Object.keys(body.cases[0]).sort()).toEqual(
      ['caseNumber', 'category', 'createdAtFormatted', 'description', 'id', 'latitude', 'longitude', 'state'].sort(),
    );
    expect(body.cases.every((c: { description: string }) => c.description.length <= 140)).toBe(true);
    expect(response.body).not.toContain('@example');
  });

  it("answers the tenant's boundary for the map's view, and none once the boundary is removed", async () => {
    const { boundaries } = await t.db.selectFrom('tenant').select('boundaries').where('id', '=', musterstadt).executeTakeFirstOrThrow();
    expect((await map()).json().boundary).toEqual(JSON.parse(boundaries!));
    await t.db.updateTable('tenant').set({ boundaries: null }).where('id', '=', musterstadt).execute();
    changesOf(t.db).tenantsChanged();
    try {
      expect((await map()).json().boundary).toEqual([]);
    } finally {
      await t.db.updateTable('tenant').set({ boundaries }).where('id', '=', musterstadt).execute();
      changesOf(t.db).tenantsChanged();
    }
  });

  it('answers gzip to a client that accepts it', async () => {
    const plain = await map();
    const zipped = await map({ 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('answers 304 for an unchanged map and shows a change at once', async () => {
    const first = await map();
    const etag = String(first.headers.etag);
    const unchanged = await map({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(Number(unchanged.headers['content-length'] ?? 0)).toBe(0);

    const mapped = first.json().cases[0];
    const unpublish = await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${mapped.id}/map-published/false` });
    expect(unpublish.statusCode, unpublish.body).toBe(200);
    const after = await map({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().cases.map((c: { id: number }) => c.id)).not.toContain(mapped.id);

    const answer = await createdOnMap(goodReport({ description: 'Neu auf der Karte' }));
    expect((await map()).json().cases.map((c: { id: number }) => c.id)).toContain(answer.id);
  });

  it('shows a renamed category on its markers at once', async () => {
    const marker = (await map()).json().cases.find((c: { category: string | null }) => c.category !== null);
    const { categoryId } = await caseRow(marker.id);
    const renamed = await t.request(ACCOUNTS.musterAdmin, {
      method: 'PUT',
      url: `/api/category/${categoryId}`,
      payload: { name: 'Straßenschäden' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await map()).json().cases.find((c: { id: number }) => c.id === marker.id).category).toBe('Straßenschäden');
  });
});

describe('GET /api/case/nearby', () => {
  const nearby = (latitude: number, longitude: number) =>
    t.request(null, { url: withKey(`/api/case/nearby?latitude=${latitude}&longitude=${longitude}`, KEY) });

  it('answers open cases of the tenant within 50 m, nearest first', async () => {
    const point = { latitude: 52.2301, longitude: 13.4101 };
    const near = await createdOnMap(goodReport({ ...point, description: 'Laterne flackert am Teich' }));
    const closer = await createdOnMap(
      goodReport({ latitude: point.latitude + 0.0001, longitude: point.longitude, description: 'Bank kaputt' }),
    );
    const body = (await nearby(point.latitude + 0.0002, point.longitude)).json();
    expect(body.map((c: { id: number }) => c.id)).toEqual([closer.id, near.id]);
    expect(body[0].distance).toBeLessThanOrEqual(12);
    expect(body[1].distance).toBeGreaterThan(20);
    expect(body[1].distance).toBeLessThanOrEqual(25);
    // 100 m north: nothing
    expect((await nearby(point.latitude + 0.0009, point.longitude)).json()).toEqual([]);
  });

  it('shows no more than the map: leaves out cases not published on it and closed cases', async () => {
    const point = { latitude: 52.2001, longitude: 13.5501 };
    await created(goodReport({ ...point, category: categories['dorf:Abfall'], description: 'Privates Detail' }));
    expect((await nearby(point.latitude, point.longitude)).json()).toEqual([]);
    const published = { latitude: 52.2311, longitude: 13.4111 };
    const shown = await created(goodReport({ ...published, description: 'Ampel ausgefallen' }));
    expect((await nearby(published.latitude, published.longitude)).json()).toEqual([]);
    await publish(shown.id);
    expect((await nearby(published.latitude, published.longitude)).json()).toMatchObject([
      { id: shown.id, description: 'Ampel ausgefallen' },
    ]);
    await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${shown.id}/state/REJECTED` });
    expect((await nearby(published.latitude, published.longitude)).json()).toEqual([]);
  });

  it('answers 400 for bad coordinates', async () => {
    expect((await nearby(91, 13.44)).statusCode).toBe(400);
  });
});

describe('the reporter follow-up through the status link', () => {
  const status = (token: string, action = '', payload?: unknown) =>
    t.request(null, { method: action ? 'POST' : 'GET', url: `/api/public/case-status/${token}${action}`, payload: payload as never });

  it('shows the state and the answers, mails each change with the link, and takes one rating once closed', async () => {
    const answer = await created(goodReport({ email: 'bewerter@example.org' }));
    const token = tokenOf(answer.statusUrl);
    const first = (await status(token)).json();
    expect(first).toMatchObject({
      caseNumber: answer.caseNumber,
      state: 'CREATED',
      stateLabel: 'Erstellt',
      category: 'Verkehrsflächen',
      tenantName: 'Musterstadt',
      answers: [],
      rating: null,
      canRate: false,
      canWithdraw: true,
    });
    expect((await status(token, '/rating', { rating: 5 })).statusCode).toBe(409);

    await t.flushMails();
    t.mails.length = 0;
    const note = await t.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: `/api/case/${answer.id}/note`,
      payload: { description: 'Der Bauhof kommt morgen.', type: 'ANSWER' },
    });
    expect(note.statusCode).toBe(201);
    await t.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: `/api/case/${answer.id}/note`,
      payload: { description: 'intern', type: 'NOTE' },
    });
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${answer.id}/state/FINISHED` })).statusCode).toBe(200);
    const mails = (await t.flushMails()).filter((m) => m.to === 'bewerter@example.org');
    expect(mails.map((m) => m.subject)).toEqual([
      `Ihre Meldung Nr. ${answer.caseNumber}: In Bearbeitung`,
      `Antwort zu Ihrer Meldung Nr. ${answer.caseNumber}`,
      `Ihre Meldung Nr. ${answer.caseNumber}: Abgeschlossen`,
    ]);
    expect(mails.every((m) => m.text.includes(answer.statusUrl))).toBe(true);

    const closed = (await status(token)).json();
    expect(closed).toMatchObject({ state: 'FINISHED', canRate: true, canWithdraw: false });
    expect(closed.answers.map((a: { text: string }) => a.text)).toEqual(['Der Bauhof kommt morgen.']);
    expect(JSON.stringify(closed)).not.toContain('intern');

    expect((await status(token, '/rating', { rating: 6 })).statusCode).toBe(400);
    const rated = await status(token, '/rating', { rating: 2, comment: 'Hat lange gedauert.' });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({ rating: 2, ratingComment: 'Hat lange gedauert.', canRate: false });
    expect((await status(token, '/rating', { rating: 5 })).json().code).toBe('ALREADY_RATED');
    const negative = await t.request(ACCOUNTS.musterAdmin, { url: '/api/case?state=negative&size=200' });
    expect(negative.json().content.map((c: { id: number }) => c.id)).toContain(answer.id);
  });

  it('lets the reporter withdraw an open report once, with counters and protocol', async () => {
    const answer = await created(goodReport());
    const token = tokenOf(answer.statusUrl);
    const countCancelled = async () =>
      (
        await t.db
          .selectFrom('caseCounter')
          .select('total')
          .where('tenantId', '=', musterstadt)
          .where('state', '=', 'CANCELLED')
          .executeTakeFirst()
      )?.total ?? 0;
    const before = await countCancelled();
    const withdrawn = await status(token, '/withdraw');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ state: 'CANCELLED', stateLabel: 'Zurückgezogen', canWithdraw: false, canRate: false });
    expect(await countCancelled()).toBe(before + 1);
    const protocol = await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/${answer.id}/protocol` });
    expect(protocol.json().map((p: { description: string }) => p.description)).toContain('Status geändert: Erstellt → Zurückgezogen');
    expect((await status(token, '/withdraw')).statusCode).toBe(409);
  });

  it('answers 404 for an unknown token', async () => {
    const unknown = await status('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain(KEY);
    expect((await status('kurz')).statusCode).toBe(400);
  });

  it("names the key of the municipality it shows, for the footer's statement link, and no other tenant's", async () => {
    const inMusterstadt = await created(goodReport());
    expect((await status(tokenOf(inMusterstadt.statusUrl))).json()).toMatchObject({ tenantName: 'Musterstadt', tenantApiKey: KEY });

    // reported through Musterstadt's frame, answered by Beispieldorf: never the key the report came with
    const inBeispieldorf = await created(goodReport({ ...IN_BEISPIELDORF, category: categories['dorf:Abfall'] }));
    const dorfStatus = () => status(tokenOf(inBeispieldorf.statusUrl));
    const withoutApiAccess = await dorfStatus();
    expect(withoutApiAccess.json()).toMatchObject({ tenantName: 'Beispieldorf', tenantApiKey: null });
    expect(withoutApiAccess.body).not.toContain(KEY);
    // Beispieldorf's key opens no frame until it has API access; then the page links Beispieldorf's statement
    await t.db.insertInto('tenantModule').values({ tenantId: beispieldorf, module: 'APIZUGRIFF', purchased: 1, visible: 0 }).execute();
    try {
      const withApiAccess = await dorfStatus();
      expect(withApiAccess.json()).toMatchObject({ tenantName: 'Beispieldorf', tenantApiKey: DORF_KEY });
      expect(withApiAccess.body).not.toContain(KEY);
    } finally {
      await t.db.deleteFrom('tenantModule').where('tenantId', '=', beispieldorf).where('module', '=', 'APIZUGRIFF').execute();
    }

    const outside = await created(goodReport({ ...OUTSIDE, category: 'Gewässer', description: 'Ölfilm auf dem Badesee' }));
    expect((await status(tokenOf(outside.statusUrl))).json()).toMatchObject({ tenantName: null, tenantApiKey: null });
  });
});

describe('rate limit of public reports', () => {
  it('answers 429 above the per-IP limit', async () => {
    const limited = await buildTestApp({ rateLimits: { auth: 1000, publicReports: 2 } });
    try {
      const send = () =>
        limited.request(null, {
          method: 'POST',
          url: withKey('/api/case', KEY),
          payload: goodReport({ category: 'Sonstiges', ...OUTSIDE }),
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
