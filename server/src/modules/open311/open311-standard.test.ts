import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { type Open311Form, open311Client, parseOpen311Xml as xml } from '../../../test/open311.js';
import { OPEN311_ANSWER_NOTICE } from './requests.js';

/** Two jurisdictions: Musterstadt (readable id musterstadt.example from the demo data) and Beispieldorf. */
let t: TestApp;
let musterstadt: number;
let beispieldorf: number;
let roads: number;
let dorfRoads: number;
const MUSTER_KEY = 'demo-musterstadt';
const DORF_KEY = 'test-beispieldorf';

const api = () => open311Client(t);
const categoryId = async (tenantId: number, name: string) =>
  (await t.db.selectFrom('category').select('id').where('tenantId', '=', tenantId).where('name', '=', name).executeTakeFirstOrThrow()).id;
const tagId = async (category: number, name: string) =>
  (await t.db.selectFrom('categoryTag').select('id').where('categoryId', '=', category).where('name', '=', name).executeTakeFirstOrThrow())
    .id;
const caseOf = (id: string) => t.db.selectFrom('defectCase').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
const setJurisdictionId = (tenantId: number, open311JurisdictionId: string | null) =>
  t.request(ACCOUNTS.superAdmin, { method: 'PUT', url: `/api/tenant/${tenantId}`, payload: { open311JurisdictionId } });
const form = (overrides: Open311Form = {}): Open311Form => ({
  api_key: MUSTER_KEY,
  service_code: String(roads),
  lat: '52.2201',
  long: '13.4402',
  description: 'Gehwegplatte locker',
  ...overrides,
});
const ids = (requests: { service_request_id: string }[]) => requests.map((r) => r.service_request_id);
const errorOf = (format: 'json' | 'xml', body: string) => (format === 'json' ? JSON.parse(body) : xml(body).errors.error);

beforeAll(async () => {
  t = await buildTestApp();
  musterstadt = t.ids.tenants.musterstadt!;
  beispieldorf = t.ids.tenants.beispieldorf!;
  roads = await categoryId(musterstadt, 'Verkehrsflächen');
  dorfRoads = await categoryId(beispieldorf, 'Verkehrsflächen');
  // Beispieldorf becomes a second jurisdiction with a key of its own and, through the tenant form, a readable id
  await t.db.insertInto('tenantModule').values({ tenantId: beispieldorf, module: 'APIZUGRIFF', purchased: 1, visible: 0 }).execute();
  await t.db.updateTable('tenant').set({ apiKey: DORF_KEY }).where('id', '=', beispieldorf).execute();
  const saved = await setJurisdictionId(beispieldorf, 'Beispieldorf');
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

describe('jurisdiction_id: the readable id a tenant chose, or its number', () => {
  it('discovery lists every jurisdiction with the id to send, in JSON and XML', async () => {
    const expected = [
      { jurisdiction_id: 'musterstadt.example', name: 'Musterstadt' },
      { jurisdiction_id: 'beispieldorf', name: 'Beispieldorf' },
    ];
    const byName = (list: { name: string }[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName((await api().get('discovery.json')).json().jurisdictions)).toEqual(byName(expected));
    expect(byName(xml((await api().get('discovery.xml')).body).discovery.jurisdictions.jurisdiction)).toEqual(byName(expected));
  });

  it('names the same jurisdiction by readable id (any letter case) and by number, never another tenant', async () => {
    const codes = async (jurisdiction: string) =>
      (await api().get(`services.json?jurisdiction_id=${jurisdiction}`)).json().map((s: { service_code: string }) => s.service_code);
    const muster = await codes('musterstadt.example');
    expect(muster).toContain(String(roads));
    expect(muster).not.toContain(String(dorfRoads));
    expect(await codes(String(musterstadt))).toEqual(muster);
    expect(await codes('MusterStadt.Example')).toEqual(muster);
    const dorf = await codes('beispieldorf');
    expect(dorf).toContain(String(dorfRoads));
    expect(dorf).not.toContain(String(roads));
    expect(await codes(String(beispieldorf))).toEqual(dorf);
  });

  it("never answers tenant A's requests under tenant B's jurisdiction", async () => {
    const musterCase = String(t.ids.cases['musterstadt:schlagloch']);
    expect((await api().get(`requests/${musterCase}.json?jurisdiction_id=musterstadt.example`)).statusCode).toBe(200);
    const foreign = await api().get(`requests/${musterCase}.xml?jurisdiction_id=beispieldorf`);
    expect(foreign.statusCode).toBe(404);
    expect(xml(foreign.body).errors.error).toEqual([{ code: '404', description: expect.any(String) }]);

    const listed = ids((await api().get('requests.json?jurisdiction_id=beispieldorf&start_date=2000-01-01T00:00:00Z')).json());
    expect(listed.length).toBeGreaterThan(0);
    const owners = await t.db.selectFrom('defectCase').select('tenantId').distinct().where('id', 'in', listed.map(Number)).execute();
    expect(owners).toEqual([{ tenantId: beispieldorf }]);
  });

  it('answers 404 in the list format for an unknown id, and the number only once the readable id is cleared', async () => {
    for (const format of ['json', 'xml'] as const) {
      const response = await api().get(`services.${format}?jurisdiction_id=nirgendwo.example`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(format, response.body)[0]).toEqual({ code: format === 'json' ? 404 : '404', description: expect.any(String) });
    }
    expect((await setJurisdictionId(beispieldorf, null)).statusCode).toBe(200);
    try {
      expect((await api().get('services.json?jurisdiction_id=beispieldorf')).statusCode).toBe(404);
      expect((await api().get('discovery.json')).json().jurisdictions).toContainEqual({
        jurisdiction_id: String(beispieldorf),
        name: 'Beispieldorf',
      });
    } finally {
      expect((await setJurisdictionId(beispieldorf, 'beispieldorf')).statusCode).toBe(200);
    }
  });
});

describe('POST requests', () => {
  it('files the case with the jurisdiction named by its readable id', async () => {
    const response = await api().post('json', form({ jurisdiction_id: 'musterstadt.example' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await caseOf(response.json()[0].service_request_id)).toMatchObject({ tenantId: musterstadt, categoryId: roads });
  });

  it("files the case with the key's own tenant when no jurisdiction_id is sent, though there are two", async () => {
    const response = await api().post('json', form());
    expect(response.statusCode, response.body).toBe(200);
    expect((await caseOf(response.json()[0].service_request_id)).tenantId).toBe(musterstadt);
  });

  it("refuses one tenant's key for another jurisdiction (403) and stores nothing", async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('defectCase')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('tenantId', '=', beispieldorf)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const format of ['json', 'xml'] as const) {
      const response = await api().post(
        format,
        form({ jurisdiction_id: 'beispieldorf', service_code: String(dorfRoads), lat: '52.3201', long: '13.6102' }),
      );
      expect(response.statusCode, response.body).toBe(403);
      expect(errorOf(format, response.body)[0].description).toBe('Der api_key gehört nicht zu dieser Jurisdiktion.');
    }
    expect(await count()).toBe(before);
  });

  it('keeps attribute[subcategory] as the case subcategory, whose initial assignee takes the case', async () => {
    const sidewalks = await tagId(roads, 'Gehwegschäden');
    const response = await api().post('xml', form({ 'attribute[subcategory]': String(sidewalks) }));
    expect(response.statusCode, response.body).toBe(200);
    const row = await caseOf(xml(response.body).service_requests.request[0].service_request_id);
    const assignee = await t.db.selectFrom('categoryTag').select('initialAssigneeId').where('id', '=', sidewalks).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ categoryId: roads, categoryTagId: sidewalks, assigneeId: assignee.initialAssigneeId });
    expect(assignee.initialAssigneeId).not.toBeNull();
  });

  it('leaves the subcategory empty when the attribute is not sent', async () => {
    const response = await api().post('json', form());
    expect((await caseOf(response.json()[0].service_request_id)).categoryTagId).toBeNull();
  });

  it.each<[string, () => Promise<Open311Form>, string]>([
    ['an attribute the service does not define', async () => ({ 'attribute[farbe]': 'rot' }), 'Das Merkmal attribute[farbe]'],
    [
      "another category's subcategory",
      async () => ({ 'attribute[subcategory]': String(await tagId(await categoryId(musterstadt, 'Gewässer'), 'Verunreinigung')) }),
      'nicht erlaubt',
    ],
    [
      'two values for the single-value subcategory',
      async () => ({
        'attribute[subcategory][]': [String(await tagId(roads, 'Schlaglöcher')), String(await tagId(roads, 'Gehwegschäden'))],
      }),
      'genau einen Wert',
    ],
    [
      'a subcategory for a service without attributes',
      async () => ({ service_code: String(await categoryId(musterstadt, 'Sonstiges')), 'attribute[subcategory]': '1' }),
      'Das Merkmal attribute[subcategory]',
    ],
  ])('answers 400 in both formats for %s', async (_name, overrides, text) => {
    const extra = await overrides();
    for (const format of ['json', 'xml'] as const) {
      const response = await api().post(format, form(extra));
      expect(response.statusCode, response.body).toBe(400);
      const [error] = errorOf(format, response.body);
      expect(String(error.code)).toBe('400');
      expect(error.description).toContain(text);
    }
  });

  it('keeps media_url with the case for the staff without ever fetching it, and never answers it publicly', async () => {
    let fetched = 0;
    const server: Server = createServer((_request, response) => {
      fetched += 1;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/foto.jpg`;
      const response = await api().post('json', form({ media_url: url }));
      expect(response.statusCode, response.body).toBe(200);
      const id = response.json()[0].service_request_id;
      expect(await caseOf(id)).toMatchObject({ mediaUrl: url, handoverNote: `Gemeldet über Open311.\n${OPEN311_ANSWER_NOTICE}` });
      const [request] = (await api().get(`requests/${id}.json?jurisdiction_id=musterstadt.example`)).json();
      expect(request.media_url).toBeNull();
      expect(fetched).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('errors in the specification list format on every Open311 address', () => {
  it.each(['json', 'xml'] as const)('answers a schema failure as 400 (%s)', async (format) => {
    const response = await api().get(`services.${format}?jurisdiction_id=${'x'.repeat(64)}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(format, response.body)).toEqual([{ code: format === 'json' ? 400 : '400', description: expect.any(String) }]);
  });

  it.each(['json', 'xml'] as const)('answers an unknown address as 404 (%s)', async (format) => {
    const response = await api().get(`tokens/1.${format}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain(format === 'json' ? 'application/json' : 'text/xml');
    expect(errorOf(format, response.body)).toEqual([{ code: format === 'json' ? 404 : '404', description: expect.any(String) }]);
  });

  it('leaves the German error shape of every other address as it is', async () => {
    const response = await t.request(null, { url: '/api/gibt-es-nicht' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
  });

  describe('rate limit', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await buildTestApp({ rateLimits: { auth: 1000, publicReports: 2 } });
    });
    afterAll(() => limited.close());

    it('answers 429 in the format the address asks for', async () => {
      const client = open311Client(limited);
      // an incomplete form counts as a call as well; the limit is what this test is about
      for (let i = 0; i < 2; i++) expect((await client.post('json', { api_key: MUSTER_KEY })).statusCode).not.toBe(429);
      const json = await client.post('json', { api_key: MUSTER_KEY });
      expect(json.statusCode).toBe(429);
      expect(json.json()).toEqual([
        { code: 429, description: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.' },
      ]);
      const fromXml = await client.post('xml', { api_key: MUSTER_KEY });
      expect(fromXml.statusCode).toBe(429);
      expect(xml(fromXml.body).errors.error).toEqual([
        { code: '429', description: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.' },
      ]);
    });
  });
});
