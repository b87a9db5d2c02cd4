import { Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/database.js';
import type { Db } from './kysely.js';
import { migrateToLatest, migrations } from './migrate.js';
import { now } from './values.js';

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await openTestDatabase({ migrate: false });
  db = database.db;
});
afterEach(() => database.close());

describe('migration 0009', () => {
  it('lets the PDF summaries stored so far expire, but not one that a case names as a photo', async () => {
    await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo('0008_super_admin_communication');
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
      .values({
        tenantId: null,
        caseNumber: null,
        description: 'Vor der Migration gemeldet',
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
      })
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
