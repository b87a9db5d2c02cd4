import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { startGeocoderStub, type GeocoderStub } from '../../../test/geocoder-stub.js';
import { open311Client, parseOpen311Xml as xml } from '../../../test/open311.js';

/** The field names of GeoReport v2 (http://wiki.open311.org/GeoReport_v2), nothing more and nothing less. */
const SERVICE_FIELDS = ['service_code', 'service_name', 'description', 'metadata', 'type', 'keywords', 'group'];
const REQUEST_FIELDS = [
  'service_request_id',
  'status',
  'status_notes',
  'service_name',
  'service_code',
  'description',
  'agency_responsible',
  'service_notice',
  'requested_datetime',
  'updated_datetime',
  'expected_datetime',
  'address',
  'address_id',
  'zipcode',
  'lat',
  'long',
  'media_url',
];
const sorted = (keys: string[]) => [...keys].sort();

let t: TestApp;
let stub: GeocoderStub;
let musterstadt: number;
let beispieldorf: number;
let roads: number;
let dorfRoads: number;
const KEY = 'demo-musterstadt';

beforeAll(async () => {
  stub = await startGeocoderStub();
  t = await buildTestApp({ geocoderUrl: stub.url });
  musterstadt = t.ids.tenants.musterstadt!;
  beispieldorf = t.ids.tenants.beispieldorf!;
  const category = (tenantId: number) =>
    t.db
      .selectFrom('category')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('name', '=', 'Verkehrsflächen')
      .executeTakeFirstOrThrow();
  roads = (await category(musterstadt)).id;
  dorfRoads = (await category(beispieldorf)).id;
  // The answers below show what the map shows of a request, so Musterstadt publishes every new one here
  // (the demo tenant moderates by default).
  const publishAll = await t.request(ACCOUNTS.musterAdmin, {
    method: 'PUT',
    url: `/api/tenant/${musterstadt}`,
    payload: { mmPublishAllCasesOnMap: true },
  });
  expect(publishAll.statusCode, publishAll.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const get = (url: string) => open311Client(t).get(url);
const post = (format: 'json' | 'xml', form: Record<string, string>) => open311Client(t).post(format, form);
const goodForm = (overrides: Record<string, string> = {}) => ({
  api_key: KEY,
  service_code: String(roads),
  lat: '52.2201',
  long: '13.4402',
  email: 'buerger@example.org',
  first_name: 'Erika',
  last_name: 'Mustermann',
  description: 'Schlagloch vor dem Rathaus',
  ...overrides,
});

describe('discovery', () => {
  it('names the GeoReport v2 endpoint and the jurisdictions in JSON and XML', async () => {
    const json = (await get('discovery.json')).json();
    expect(sorted(Object.keys(json))).toEqual(sorted(['changeset', 'contact', 'key_service', 'endpoints', 'jurisdictions']));
    expect(json.jurisdictions).toEqual([{ jurisdiction_id: 'musterstadt.example', name: 'Musterstadt' }]);
    expect(json.endpoints).toEqual([
      {
        specification: 'http://wiki.open311.org/GeoReport_v2',
        url: 'http://localhost:3000/open311/v2',
        changeset: json.changeset,
        type: 'production',
        formats: ['application/json', 'text/xml'],
      },
    ]);
    const response = await get('discovery.xml');
    expect(response.headers['content-type']).toContain('text/xml');
    const endpoint = xml(response.body).discovery.endpoints.endpoint[0];
    expect(endpoint.specification).toBe('http://wiki.open311.org/GeoReport_v2');
    expect(endpoint.formats.format).toEqual(['application/json', 'text/xml']);
    expect(xml(response.body).discovery.jurisdictions.jurisdiction).toEqual([
      { jurisdiction_id: 'musterstadt.example', name: 'Musterstadt' },
    ]);
  });
});

describe('services', () => {
  it('lists one service per category of the only jurisdiction (Musterstadt; Beispieldorf has no API access)', async () => {
    const json = (await get('services.json')).json();
    expect(json.length).toBeGreaterThan(3);
    for (const service of json) expect(sorted(Object.keys(service))).toEqual(sorted(SERVICE_FIELDS));
    expect(json).toContainEqual(
      expect.objectContaining({ service_code: String(roads), service_name: 'Verkehrsflächen', metadata: true, type: 'realtime' }),
    );
    // a category without subcategories has no attributes to ask for
    expect(json).toContainEqual(expect.objectContaining({ service_name: 'Sonstiges', metadata: false }));
    expect(json.map((s: { service_code: string }) => s.service_code)).not.toContain(String(dorfRoads));

    const services = xml((await get(`services.xml?jurisdiction_id=${musterstadt}`)).body).services.service;
    expect(services).toHaveLength(json.length);
    expect(sorted(Object.keys(services[0]))).toEqual(sorted(SERVICE_FIELDS));
  });

  it('answers the definition of a service: its subcategories as the attribute subcategory, none without any', async () => {
    const tags = await t.db.selectFrom('categoryTag').select(['id', 'name']).where('categoryId', '=', roads).execute();
    const definition = (await get(`services/${roads}.json`)).json();
    expect(definition).toEqual({
      service_code: String(roads),
      attributes: [
        {
          variable: true,
          code: 'subcategory',
          datatype: 'singlevaluelist',
          required: false,
          datatype_description: null,
          order: 1,
          description: 'Unterkategorie',
          values: expect.any(Array),
        },
      ],
    });
    expect(sorted(definition.attributes[0].values.map((v: { key: string; name: string }) => `${v.key} ${v.name}`))).toEqual(
      sorted(tags.map((tag) => `${tag.id} ${tag.name}`)),
    );
    const fromXml = xml((await get(`services/${roads}.xml`)).body).service_definition;
    expect(fromXml.service_code).toBe(String(roads));
    const [attribute] = fromXml.attributes.attribute;
    expect(attribute).toMatchObject({ code: 'subcategory', datatype: 'singlevaluelist', required: 'false', datatype_description: '' });
    expect(attribute.values.value).toHaveLength(tags.length);

    const other = (await get('services.json')).json().find((s: { service_name: string }) => s.service_name === 'Sonstiges');
    expect((await get(`services/${other.service_code}.json`)).json()).toEqual({ service_code: other.service_code, attributes: [] });
  });

  it('answers errors in the specification shape and format', async () => {
    const json = await get(`services/${dorfRoads}.json`);
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual([{ code: 404, description: expect.any(String) }]);
    const other = await get(`services.xml?jurisdiction_id=${beispieldorf}`);
    expect(other.statusCode).toBe(404);
    expect(xml(other.body).errors.error[0].code).toBe('404');
    expect((await get('services.csv')).statusCode).toBe(400);
  });

  it('requires jurisdiction_id when several jurisdictions exist', async () => {
    await t.db.insertInto('tenantModule').values({ tenantId: beispieldorf, module: 'APIZUGRIFF', purchased: 1, visible: 0 }).execute();
    try {
      const response = await get('services.json');
      expect(response.statusCode).toBe(400);
      expect(response.json()[0].description).toContain('jurisdiction_id');
      expect(
        (await get(`services.json?jurisdiction_id=${beispieldorf}`)).json().map((s: { service_code: string }) => s.service_code),
      ).toContain(String(dorfRoads));
    } finally {
      await t.db.deleteFrom('tenantModule').where('tenantId', '=', beispieldorf).where('module', '=', 'APIZUGRIFF').execute();
    }
  });
});

describe('POST requests', () => {
  it('creates a normal case from a form (JSON answer) with the mails of a public report', async () => {
    await t.flushMails();
    t.mails.length = 0;
    const response = await post('json', goodForm());
    expect(response.statusCode, response.body).toBe(200);
    const [answer] = response.json();
    expect(sorted(Object.keys(answer))).toEqual(sorted(['service_request_id', 'service_notice', 'account_id']));
    expect(answer.service_notice).toContain('Vielen Dank');
    const row = await t.db
      .selectFrom('defectCase')
      .selectAll()
      .where('id', '=', Number(answer.service_request_id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      tenantId: musterstadt,
      categoryId: roads,
      state: 'CREATED',
      email: 'buerger@example.org',
      reachable: 1,
      publishedOnMap: 1,
    });
    expect(row.handoverNote).toBe('Gemeldet über Open311.');
    expect(row.caseNumber).toBeGreaterThan(0);
    const mails = await t.flushMails();
    expect(mails.find((m) => m.to === 'buerger@example.org')?.text).toContain('/fall-status?token=');
    expect(mails.some((m) => m.to === 'faelle@musterstadt.example')).toBe(true);
  });

  it('answers in XML and geocodes address_string', async () => {
    const form = goodForm({ address_string: 'Bahnhofstraße 5 Musterstadt' });
    delete (form as Partial<typeof form>).lat;
    delete (form as Partial<typeof form>).long;
    const response = await post('xml', form);
    expect(response.statusCode, response.body).toBe(200);
    const [request] = xml(response.body).service_requests.request;
    expect(sorted(Object.keys(request))).toEqual(sorted(['service_request_id', 'service_notice', 'account_id']));
    const row = await t.db
      .selectFrom('defectCase')
      .select(['latitude', 'longitude'])
      .where('id', '=', Number(request.service_request_id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ latitude: 52.215, longitude: 13.43 });
  });

  it('keeps the reporter’s name and phone on the case, where the DSGVO erasure reaches them, not in the handover note', async () => {
    const id = (await post('json', goodForm({ first_name: '  Erika ', last_name: ' Mustermann ', phone: ' 030 1234567 ' }))).json()[0]
      .service_request_id;
    const row = await t.db.selectFrom('defectCase').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reporterName: 'Erika Mustermann', reporterPhone: '030 1234567', mediaUrl: null });
    expect(row.handoverNote).toBe('Gemeldet über Open311.');
    const onlyLast = (await post('json', goodForm({ first_name: ' ', last_name: 'Mustermann', phone: '' }))).json()[0].service_request_id;
    expect(
      await t.db
        .selectFrom('defectCase')
        .select(['reporterName', 'reporterPhone'])
        .where('id', '=', Number(onlyLast))
        .executeTakeFirstOrThrow(),
    ).toEqual({ reporterName: 'Mustermann', reporterPhone: null });
    const [json] = (await get(`requests/${id}.json`)).json();
    expect(JSON.stringify(json)).not.toMatch(/Erika|1234567/);
    // the case file shows them to the staff
    const staff = await t.request(ACCOUNTS.musterAdmin, { method: 'GET', url: `/api/case/${id}` });
    expect(staff.json()).toMatchObject({ reporterName: 'Erika Mustermann', reporterPhone: '030 1234567', mediaUrl: null });
  });

  it('keeps address_string with the case for the staff but never answers it, as the map does not show it', async () => {
    const id = (await post('json', goodForm({ address_string: '  Vor dem Rathaus, Rathausplatz 1  ' }))).json()[0].service_request_id;
    const row = await t.db
      .selectFrom('defectCase')
      .select(['address', 'handoverNote'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.address).toBe('Vor dem Rathaus, Rathausplatz 1');
    expect(row.handoverNote).toBe('Gemeldet über Open311.\nAdresse: Vor dem Rathaus, Rathausplatz 1');
    const [json] = (await get(`requests/${id}.json`)).json();
    expect(json).toMatchObject({ address: null, address_id: null, zipcode: null, lat: 52.2201, long: 13.4402 });
    const single = (await get(`requests/${id}.xml`)).body;
    expect(xml(single).service_requests.request[0].address).toBe('');
    expect(single).not.toContain('Rathausplatz');
  });

  it('stores no case when address_string cannot be found', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('defectCase')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect((await post('json', goodForm({ lat: '', long: '', address_string: 'Nirgendwo 99' }))).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it.each([
    ['no api_key', { api_key: '' }, 400],
    ['an unknown api_key', { api_key: 'falsch' }, 403],
    ['no service_code', { service_code: '' }, 400],
    ['a service of another jurisdiction', { service_code: String(dorfRoads) }, 404],
    ['no location', { lat: '', long: '' }, 400],
    ['a location outside the jurisdiction', { lat: '52.22', long: '13.54' }, 400],
    ['an unknown address', { lat: '', long: '', address_string: 'Nirgendwo 99' }, 400],
    ['a description over 4,000 characters', { description: 'x'.repeat(4001) }, 400],
    ['a bad e-mail', { email: 'kein-mail' }, 400],
    ['a media_url that is no web address', { media_url: 'javascript:alert(1)' }, 400],
  ])('answers an error for %s', async (_name, overrides, status) => {
    for (const format of ['json', 'xml'] as const) {
      const response = await post(format, goodForm(overrides));
      expect(response.statusCode, response.body).toBe(status);
      const [error] = format === 'json' ? response.json() : xml(response.body).errors.error;
      expect(Number(error.code)).toBe(status);
      expect(error.description).toEqual(expect.any(String));
    }
  });

  it('takes a description of 4,000 characters and a media_url', async () => {
    const response = await post('json', goodForm({ description: 'x'.repeat(4000), media_url: 'https://example.org/foto.jpg' }));
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('GET requests', () => {
  let id: string;
  beforeAll(async () => {
    id = (await post('json', goodForm({ description: 'Laterne aus', email: 'geheim@example.org' }))).json()[0].service_request_id;
    await t.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: `/api/case/${id}/note`,
      payload: { description: 'Interne Notiz', type: 'NOTE' },
    });
    await t.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: `/api/case/${id}/note`,
      payload: { description: 'Wird morgen repariert.', type: 'ANSWER' },
    });
  });

  it('answers a request with exactly the specification fields in both formats, never e-mails, notes or answers', async () => {
    const json = await get(`requests/${id}.json`);
    expect(json.statusCode).toBe(200);
    const [request] = json.json();
    expect(sorted(Object.keys(request))).toEqual(sorted(REQUEST_FIELDS));
    expect(request).toMatchObject({
      service_request_id: id,
      status: 'open',
      status_notes: null,
      service_name: 'Verkehrsflächen',
      service_code: String(roads),
      description: 'Laterne aus',
      agency_responsible: 'Musterstadt',
      lat: 52.2201,
      long: 13.4402,
    });
    expect(json.body).not.toContain('geheim@example.org');
    expect(json.body).not.toContain('Interne Notiz');
    expect(json.body).not.toContain('Wird morgen repariert.');
    expect(json.body).not.toContain('Erika');

    const [fromXml] = xml((await get(`requests/${id}.xml`)).body).service_requests.request;
    expect(sorted(Object.keys(fromXml))).toEqual(sorted(REQUEST_FIELDS));
    expect(fromXml.status_notes).toBe('');
    expect(fromXml.long).toBe('13.4402');
  });

  it('filters by service_request_id, status, service_code and dates', async () => {
    const ids = (body: { service_request_id: string }[]) => body.map((r) => r.service_request_id);
    expect(ids((await get(`requests.json?service_request_id=${id},999999`)).json())).toEqual([id]);
    const open = (await get('requests.json?status=open')).json();
    expect(ids(open)).toContain(id);
    expect(open.every((r: { status: string }) => r.status === 'open')).toBe(true);
    const closed = (await get('requests.json?status=closed')).json();
    expect(closed.every((r: { status: string }) => r.status === 'closed')).toBe(true);
    expect(ids((await get(`requests.json?service_code=${roads}`)).json())).toContain(id);
    expect(ids((await get('requests.json?service_code=999999')).json())).toEqual([]);
    expect(ids((await get('requests.json?end_date=2020-01-01T00:00:00Z')).json())).toEqual([]);
    const all = (await get('requests.xml')).body;
    expect(xml(all).service_requests.request.length).toBeGreaterThan(0);
    expect((await get('requests.json?start_date=gestern')).statusCode).toBe(400);
    expect((await get('requests.json?status=erledigt')).statusCode).toBe(400);
  });

  it('answers closed once the case is finished, and 404 for an unknown request or another tenant', async () => {
    await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${id}/state/FINISHED` });
    expect((await get(`requests/${id}.json`)).json()[0].status).toBe('closed');
    expect((await get('requests/999999.json')).statusCode).toBe(404);
    const dorf = await t.db.selectFrom('defectCase').select('id').where('tenantId', '=', beispieldorf).executeTakeFirstOrThrow();
    const response = await get(`requests/${dorf.id}.xml`);
    expect(response.statusCode).toBe(404);
    expect(xml(response.body).errors.error[0].code).toBe('404');
  });
});

describe('what anyone may read: no more than the tenant published on its map', () => {
  interface Marker {
    id: number;
    latitude: number;
    longitude: number;
    category: string | null;
    description: string;
  }
  /** on neither the map nor the reporter's status page, so empty for every case */
  const NEVER_SHOWN = ['status_notes', 'expected_datetime', 'address', 'address_id', 'zipcode', 'media_url'];
  const markers = async () =>
    new Map<string, Marker>(
      (await t.request(null, { url: `/api/case/map?apiKey=${KEY}` })).json().cases.map((c: Marker) => [String(c.id), c]),
    );
  /** a case's answers: single and in the list, JSON and XML */
  const answersOf = async (id: string) => ({
    json: [(await get(`requests/${id}.json`)).json()[0], (await get(`requests.json?service_request_id=${id}`)).json()[0]],
    xml: [
      xml((await get(`requests/${id}.xml`)).body).service_requests.request[0],
      xml((await get(`requests.xml?service_request_id=${id}`)).body).service_requests.request[0],
    ],
    bodies: await Promise.all(
      [`requests/${id}.json`, `requests.json?service_request_id=${id}`, `requests/${id}.xml`, `requests.xml?service_request_id=${id}`].map(
        async (url) => (await get(url)).body,
      ),
    ),
  });

  it('answers an unpublished case only with number, status, service and dates', async () => {
    const id = String(t.ids.cases['musterstadt:schlagloch']);
    expect((await markers()).has(id)).toBe(false);
    const row = await t.db
      .selectFrom('defectCase')
      .select(['createdAt', 'stateChangedAt'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    const answers = await answersOf(id);
    for (const request of answers.json) {
      expect(request).toEqual({
        service_request_id: id,
        status: 'open',
        status_notes: null,
        service_name: 'Verkehrsflächen',
        service_code: String(roads),
        description: null,
        agency_responsible: 'Musterstadt',
        service_notice: null,
        requested_datetime: row.createdAt,
        updated_datetime: row.stateChangedAt,
        expected_datetime: null,
        address: null,
        address_id: null,
        zipcode: null,
        lat: null,
        long: null,
        media_url: null,
      });
    }
    for (const request of answers.xml) {
      expect(sorted(Object.keys(request))).toEqual(sorted(REQUEST_FIELDS));
      expect(request).toMatchObject({
        service_request_id: id,
        status: 'open',
        service_name: 'Verkehrsflächen',
        requested_datetime: row.createdAt,
      });
      for (const field of ['description', 'lat', 'long', ...NEVER_SHOWN]) expect(request[field], field).toBe('');
    }
    for (const body of answers.bodies) {
      expect(body).not.toContain('Bäckerei');
      expect(body).not.toContain('/files/');
    }
  });

  it('answers a case published to the map with what its marker shows, never its photos or the answers to the reporter', async () => {
    const id = String(t.ids.cases['musterstadt:spielplatz']);
    const marker = (await markers()).get(id)!;
    expect(marker).toBeDefined();
    const answers = await answersOf(id);
    for (const request of answers.json) {
      expect(request).toMatchObject({
        service_request_id: id,
        status: 'closed',
        service_name: marker.category,
        description: marker.description,
        lat: marker.latitude,
        long: marker.longitude,
      });
      for (const field of NEVER_SHOWN) expect(request[field], field).toBeNull();
    }
    for (const request of answers.xml) {
      expect(request).toMatchObject({ description: marker.description, lat: String(marker.latitude), long: String(marker.longitude) });
      for (const field of NEVER_SHOWN) expect(request[field], field).toBe('');
    }
    for (const body of answers.bodies) {
      expect(body).not.toContain('Die Schaukel wurde gesperrt');
      expect(body).not.toContain('/files/');
    }
  });

  it('shortens a published description as the map does and follows the case off the map', async () => {
    const long = 'Der Gehweg ist auf ganzer Länge abgesackt und voller Stolperkanten. '.repeat(10).trim();
    const id = (await post('json', goodForm({ description: long }))).json()[0].service_request_id;
    const marker = (await markers()).get(id)!;
    expect(marker.description.length).toBeLessThan(long.length);
    for (const request of (await answersOf(id)).json) expect(request.description).toBe(marker.description);

    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${id}/map-published/false` })).statusCode).toBe(200);
    expect((await markers()).has(id)).toBe(false);
    const answers = await answersOf(id);
    for (const request of answers.json) expect(request).toMatchObject({ description: null, lat: null, long: null });
    for (const body of answers.bodies) expect(body).not.toContain('Gehweg');
  });

  it('lists the unpublished requests too, each in JSON and XML with no more than the map shows of it', async () => {
    const shown = await markers();
    const list = (await get('requests.json')).json();
    const fromXml = xml((await get('requests.xml')).body).service_requests.request;
    const ids = (requests: { service_request_id: string }[]) => requests.map((r) => r.service_request_id);
    expect(ids(fromXml)).toEqual(ids(list));
    expect(ids(list).some((id) => !shown.has(id))).toBe(true);
    expect(ids(list).some((id) => shown.has(id))).toBe(true);
    list.forEach((request: Record<string, unknown>, i: number) => {
      const marker = shown.get(request.service_request_id as string);
      const visible = { description: marker?.description ?? null, lat: marker?.latitude ?? null, long: marker?.longitude ?? null };
      expect({ description: request.description, lat: request.lat, long: request.long }).toEqual(visible);
      expect({ description: fromXml[i].description, lat: fromXml[i].lat, long: fromXml[i].long }).toEqual(
        Object.fromEntries(Object.entries(visible).map(([k, v]) => [k, v === null ? '' : String(v)])),
      );
      for (const field of NEVER_SHOWN) {
        expect(request[field], field).toBeNull();
        expect(fromXml[i][field], field).toBe('');
      }
    });
  });
});
