import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { importOpen311, type ImportOptions } from './index.js';

/**
 * The import of a town's history: from a second instance of this product (its Open311 endpoint), and from a recorded
 * answer set in another server's shape (XML and JSON, with and without media_url).
 */
let source: TestApp;
let target: TestApp;
let sourceUrl: URL;
let musterstadt: number;
let beispieldorf: number;
const DAY = 86_400_000;
const since = Date.now() - 400 * DAY;

const listening = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));

beforeAll(async () => {
  [source, target] = await Promise.all([buildTestApp(), buildTestApp()]);
  musterstadt = source.ids.tenants.musterstadt!;
  beispieldorf = target.ids.tenants.beispieldorf!;
  const roads = source.ids.categories['musterstadt:Verkehrsflächen']!;
  // a town's older history, spread over the past year so the import reads many windows
  const old = Array.from({ length: 150 }, (_, i) => {
    const createdAt = new Date(Date.now() - (i * 2 + 1) * DAY).toISOString();
    const open = i % 3 === 0;
    return {
      tenantId: musterstadt,
      caseNumber: 10_000 + i,
      description: `Altfall ${i}`,
      state: open ? 'IN_PROGRESS' : 'FINISHED',
      isOpen: open ? 1 : 0,
      categoryId: roads,
      categoryTagId: null,
      assigneeId: null,
      latitude: 52.22 + i / 10_000,
      longitude: 13.44,
      email: null,
      deviceId: null,
      reachable: 1,
      publishedOnMap: 1,
      stateChangedDeadline: null,
      rating: null,
      handoverNote: null,
      statusTokenHash: null,
      forwardedAt: null,
      createdAt,
      createdBy: null,
      editedAt: null,
      editedBy: null,
      stateChangedAt: createdAt,
    };
  });
  await source.db.insertInto('defectCase').values(old).execute();
  // Open311 answers show a case's place and text only once it is on the public map (nearby-published-only.md)
  await source.db.updateTable('defectCase').set({ publishedOnMap: 1 }).where('tenantId', '=', musterstadt).execute();
  await source.app.listen({ port: 0, host: '127.0.0.1' });
  sourceUrl = new URL(`http://127.0.0.1:${(source.app.server.address() as { port: number }).port}/open311/v2`);
}, 60_000);
afterAll(async () => {
  await Promise.all([source.close(), target.close()]);
});

const options = (overrides: Partial<ImportOptions> = {}): ImportOptions => ({
  source: { baseUrl: sourceUrl, jurisdiction: String(musterstadt), format: 'json', maxPerRequest: 1000 },
  tenantId: beispieldorf,
  mapping: {
    services: { [String(source.ids.categories['musterstadt:Verkehrsflächen'])]: 'Verkehrsflächen' },
    fallback: 'Sonstiges',
  },
  since,
  dryRun: false,
  storage: target.app.files,
  ...overrides,
});

const casesOf = (app: TestApp, tenantId: number) =>
  app.db.selectFrom('defectCase').selectAll().where('tenantId', '=', tenantId).where('reachable', '=', 1).execute();

describe('importOpen311 from a second instance of the product', () => {
  let expected: number;
  beforeAll(async () => {
    expected = (await casesOf(source, musterstadt)).filter((c) => Date.parse(c.createdAt) >= since).length;
    expect(expected).toBeGreaterThan(200);
  });

  it('in a dry run reads and maps every request and writes nothing', async () => {
    const before = (await casesOf(target, beispieldorf)).length;
    const summary = await importOpen311(target.db, options({ dryRun: true }));
    expect(summary).toMatchObject({ read: expected, imported: expected, updated: 0, unchanged: 0 });
    expect((await casesOf(target, beispieldorf)).length).toBe(before);
  });

  it('imports each request once, with a number, counted, with its status, and splits windows the server may have cut', async () => {
    const before = await casesOf(target, beispieldorf);
    const progress: string[] = [];
    const summary = await importOpen311(target.db, options({ source: { ...options().source, maxPerRequest: 40 } }), (p) =>
      progress.push(p.phase),
    );
    expect(summary).toMatchObject({ read: expected, imported: expected, updated: 0, unchanged: 0, skipped: {} });
    expect(Object.keys(summary.unmappedServices).length).toBeGreaterThan(0);
    expect(progress).toContain('reading');
    expect(progress.at(-1)).toBe('writing');

    const after = await casesOf(target, beispieldorf);
    const imported = after.filter((c) => c.externalSource === sourceUrl.href);
    expect(after.length - before.length).toBe(expected);
    expect(imported).toHaveLength(expected);
    expect(new Set(after.map((c) => c.caseNumber)).size).toBe(after.length);
    const open = (await casesOf(source, musterstadt)).filter((c) => c.isOpen === 1 && Date.parse(c.createdAt) >= since).length;
    expect(imported.filter((c) => c.state === 'CREATED')).toHaveLength(open);
    const counted = await target.db
      .selectFrom('caseCounter')
      .select((eb) => eb.fn.sum<number>('total').as('total'))
      .where('tenantId', '=', beispieldorf)
      .executeTakeFirstOrThrow();
    const all = await target.db.selectFrom('defectCase').select('id').where('tenantId', '=', beispieldorf).execute();
    expect(Number(counted.total)).toBe(all.length);
    expect(target.mails.length + (await target.flushMails()).length).toBe(0);
  });

  it('run again, imports nothing twice and follows a status changed there', async () => {
    const [closed] = await source.db
      .updateTable('defectCase')
      .set({ state: 'FINISHED', isOpen: 0 })
      .where('tenantId', '=', musterstadt)
      .where('isOpen', '=', 1)
      .where('description', '=', 'Altfall 3')
      .returning('id')
      .execute();
    const summary = await importOpen311(target.db, options());
    expect(summary).toMatchObject({ read: expected, imported: 0, updated: 1, unchanged: expected - 1 });
    const followed = await target.db
      .selectFrom('defectCase')
      .select(['id', 'state', 'isOpen'])
      .where('externalId', '=', String(closed!.id))
      .executeTakeFirstOrThrow();
    expect(followed).toMatchObject({ state: 'FINISHED', isOpen: 0 });
    const protocol = await target.db.selectFrom('caseProtocol').select('description').where('caseId', '=', followed.id).execute();
    expect(protocol.map((p) => p.description)).toEqual([
      `Übernommen von ${sourceUrl.host}, Vorgang ${closed!.id}`,
      `Status von ${sourceUrl.host} übernommen (closed)`,
    ]);
  });

  it('refuses a mapping that names categories the tenant lacks, before reading anything', async () => {
    await expect(
      importOpen311(target.db, options({ mapping: { services: { 1: 'Schlaglöcher' }, fallback: 'Allgemein' } })),
    ).rejects.toThrow('Zuordnungsdatei: Diese gibt es beim Mandanten nicht: Kategorie "Schlaglöcher", Kategorie "Allgemein".');
    await expect(importOpen311(target.db, options({ mapping: { services: {} } }))).rejects.toThrow('"fallback" fehlt');
  });
});

describe('importOpen311 from another server’s recorded answers', () => {
  let server: Server;
  let host: string;
  const recorded = (file: string) =>
    readFileSync(join(import.meta.dirname, 'recorded', file), 'utf8').replaceAll('{{host}}', `http://${host}`);

  beforeAll(async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      if (path === '/georeport/requests.xml') response.writeHead(200, { 'content-type': 'text/xml' }).end(recorded('requests.xml'));
      else if (path === '/georeport/requests.json')
        response.writeHead(200, { 'content-type': 'application/json' }).end(recorded('requests.json'));
      else if (path === '/photos/1001.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else if (path === '/moved/requests.json') response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      else response.writeHead(404).end();
    });
    host = `127.0.0.1:${await listening(server)}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const recordedOptions = (format: 'json' | 'xml', path = 'georeport'): ImportOptions => ({
    ...options(),
    source: { baseUrl: new URL(`http://${host}/${path}`), format, maxPerRequest: 1000 },
    tenantId: target.ids.tenants.musterstadt!,
    mapping: {
      services: { LIGHT: 'Straßenbeleuchtung', POTHOLE: { category: 'Verkehrsflächen', subcategory: 'Schlaglöcher' } },
      fallback: 'Sonstiges',
    },
    since: Date.parse('2024-10-01T00:00:00Z'),
  });

  it('reads XML with offsets and empty fields, fetches a photo from the server’s own host only', async () => {
    const summary = await importOpen311(target.db, recordedOptions('xml'));
    expect(summary).toEqual({
      read: 4,
      imported: 3,
      updated: 0,
      unchanged: 0,
      skipped: { 'ohne gültigen Ort (lat/long)': 1 },
      unmappedServices: { GRAFFITI: 1 },
      photos: { stored: 1, failed: { 'media_url liegt nicht beim Quellserver': 1 } },
    });
    const light = await target.db.selectFrom('defectCase').selectAll().where('externalId', '=', 'FMS-1001').executeTakeFirstOrThrow();
    expect(light).toMatchObject({
      state: 'FINISHED',
      isOpen: 0,
      createdAt: '2024-10-26T23:30:00.000Z',
      address: 'Lindenallee 12',
      description: 'Laterne vor Hausnummer 12 flackert',
    });
    const [photo] = await target.db.selectFrom('casePhoto').select('fileName').where('caseId', '=', light.id).execute();
    expect(await target.app.files.size(photo!.fileName)).toBeGreaterThan(0);
    const pothole = await target.db
      .selectFrom('defectCase')
      .select(['categoryTagId', 'state'])
      .where('externalId', '=', 'FMS-1002')
      .executeTakeFirstOrThrow();
    expect(pothole).toEqual({ categoryTagId: target.ids.tags['musterstadt:Schlaglöcher'], state: 'CREATED' });
  });

  it('reads JSON with numbers as text, takes the service name for a missing description, and leaves out requests without id', async () => {
    const summary = await importOpen311(target.db, recordedOptions('json'));
    expect(summary).toMatchObject({ read: 1, imported: 1 });
    const imported = await target.db
      .selectFrom('defectCase')
      .select(['description', 'createdAt', 'latitude', 'address'])
      .where('externalSource', '=', `http://${host}/georeport`)
      .where('externalId', '=', '77')
      .executeTakeFirstOrThrow();
    expect(imported).toEqual({ description: 'Potholes', createdAt: '2024-11-05T17:00:00.000Z', latitude: 52.2205, address: 'Am Markt 1' });
  });

  it('does not follow a redirect', async () => {
    await expect(importOpen311(target.db, recordedOptions('json', 'moved'))).rejects.toThrow('leitet weiter (302)');
  });
});
