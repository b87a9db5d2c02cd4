import { Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/database.js';
import type { Db } from './kysely.js';
import { migrateToLatest, migrations } from './migrate.js';
import { now } from './values.js';

/** A case row as every migration since 0004 can store it. */
const legacyCase = (fields: { description: string; handoverNote?: string | null; reporterDataErasedAt?: string | null }) => ({
  tenantId: null,
  caseNumber: null,
  state: 'CREATED',
  isOpen: 1,
  categoryId: null,
  categoryTagId: null,
  assigneeId: null,
  latitude: 52.22,
  longitude: 13.44,
  email: null,
  deviceId: null,
  reachable: 0,
  publishedOnMap: 0,
  stateChangedDeadline: null,
  rating: null,
  handoverNote: null,
  statusTokenHash: null,
  forwardedAt: null,
  createdAt: now(),
  createdBy: null,
  editedAt: null,
  editedBy: null,
  stateChangedAt: now(),
  ...fields,
});

const migrator = (db: Db) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await openTestDatabase({ migrate: false });
  db = database.db;
});
afterEach(() => database.close());

describe('migration 0009', () => {
  it('lets the PDF summaries stored so far expire, but not one that a case names as a photo', async () => {
    await migrator(db).migrateTo('0008_super_admin_communication');
    const stored = (name: string, mime: string) => ({
      name,
      tenantId: null,
      uploadedBy: null,
      internal: 1,
      mime,
      size: 10,
      attached: 1,
      createdAt: now(),
    });
    const fileName = (digit: string) => `${digit.repeat(32)}.${digit === 'c' ? 'png' : 'pdf'}`;
    const [summary, usedSummary, photo] = [fileName('a'), fileName('b'), fileName('c')];
    await db
      .insertInto('file')
      .values([stored(summary, 'application/pdf'), stored(usedSummary, 'application/pdf'), stored(photo, 'image/png')])
      .execute();
    const { id } = await db
      .insertInto('defectCase')
      .values(legacyCase({ description: 'Vor der Migration gemeldet' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('casePhoto').values({ caseId: id, fileName: usedSummary, final: 0, createdAt: now(), createdBy: null }).execute();

    await migrateToLatest(db);

    const rows = await db.selectFrom('file').select(['name', 'attached']).orderBy('name').execute();
    expect(rows).toEqual([
      { name: summary, attached: 0 },
      { name: usedSummary, attached: 1 },
      { name: photo, attached: 1 },
    ]);
    const migrated = await db.selectFrom('defectCase').select('address').where('id', '=', id).executeTakeFirstOrThrow();
    expect(migrated.address).toBeNull();
  });
});

describe('migration 0020', () => {
  const OPEN311 = 'Gemeldet über Open311.';
  const notes = {
    full: [
      OPEN311,
      'Name: Erika Mustermann',
      'Telefon: 030 1234567',
      'Adresse: Rathausplatz 1',
      'Foto: https://fotos.example.org/1.jpg',
      'Bauhof: Name: nachfragen',
    ].join('\n'),
    phoneOnly: [OPEN311, 'Telefon: 0170 555', 'Foto: ftp://fotos.example.org/1.jpg'].join('\n'),
    erased: [OPEN311, 'Name: Lena Schulz', 'Adresse: Bahnhofstraße 5'].join('\n'),
    addressOnly: [OPEN311, 'Adresse: Bahnhofstraße 5'].join('\n'),
    staff: 'Rückruf erbeten.\nName: Hausmeister Krause',
    rewritten: 'Gemeldet über Open311 (Telefon geprüft).\nName: Erika Mustermann',
  };

  it('moves the reporter’s name, phone and photo link out of the Open311 handover notes, and back on the way down', async () => {
    await migrator(db).migrateTo('0019_privacy_requests');
    const ids: Record<string, number> = {};
    for (const [key, handoverNote] of Object.entries(notes)) {
      const row = await db
        .insertInto('defectCase')
        .values(legacyCase({ description: key, handoverNote, reporterDataErasedAt: key === 'erased' ? now() : null }))
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[key] = row.id;
    }

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('defectCase')
      .select(['description', 'handoverNote', 'reporterName', 'reporterPhone', 'mediaUrl'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        description: 'full',
        handoverNote: [OPEN311, 'Adresse: Rathausplatz 1', 'Bauhof: Name: nachfragen'].join('\n'),
        reporterName: 'Erika Mustermann',
        reporterPhone: '030 1234567',
        mediaUrl: 'https://fotos.example.org/1.jpg',
      },
      // a photo line that is no web address is no line Open311 wrote: it stays in the note, unlinked
      {
        description: 'phoneOnly',
        handoverNote: [OPEN311, 'Foto: ftp://fotos.example.org/1.jpg'].join('\n'),
        reporterName: null,
        reporterPhone: '0170 555',
        mediaUrl: null,
      },
      // the reporter's data of this case was erased before: the name goes and is not kept anywhere
      { description: 'erased', handoverNote: notes.addressOnly, reporterName: null, reporterPhone: null, mediaUrl: null },
      { description: 'addressOnly', handoverNote: notes.addressOnly, reporterName: null, reporterPhone: null, mediaUrl: null },
      { description: 'staff', handoverNote: notes.staff, reporterName: null, reporterPhone: null, mediaUrl: null },
      { description: 'rewritten', handoverNote: notes.rewritten, reporterName: null, reporterPhone: null, mediaUrl: null },
    ]);

    await migrator(db).migrateTo('0019_privacy_requests');
    const restored = await db
      .selectFrom('defectCase')
      .select(['description', 'handoverNote'])
      .where('description', 'in', ['full', 'phoneOnly'])
      .orderBy('id')
      .execute();
    expect(restored).toEqual([
      { description: 'full', handoverNote: notes.full },
      { description: 'phoneOnly', handoverNote: [OPEN311, 'Telefon: 0170 555', 'Foto: ftp://fotos.example.org/1.jpg'].join('\n') },
    ]);
  });

  it('moves every Open311 note, page after page', async () => {
    await migrator(db).migrateTo('0019_privacy_requests');
    const count = 1203;
    await db
      .insertInto('defectCase')
      .values(
        Array.from({ length: count }, (_, i) => legacyCase({ description: `Fall ${i}`, handoverNote: `${OPEN311}\nName: Person ${i}` })),
      )
      .execute();
    await migrateToLatest(db);
    const left = await db.selectFrom('defectCase').select('id').where('handoverNote', 'like', '%Name:%').execute();
    expect(left).toEqual([]);
    const named = await db
      .selectFrom('defectCase')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reporterName', 'like', 'Person %')
      .executeTakeFirstOrThrow();
    expect(Number(named.n)).toBe(count);
  });
});
