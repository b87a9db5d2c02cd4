import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from '../../test/database.js';
import type { Db } from './kysely.js';
import { changeEpoch } from './change-epoch.js';
import { now } from './values.js';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

describe('change epoch', () => {
  it('moves on writes to the tables rights and scope come from', async () => {
    const before = changeEpoch();
    const tenant = await db
      .insertInto('tenant')
      .values({ name: 'Epochstadt', country: 'GERMANY', type: 'commune', createdAt: now() } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(changeEpoch()).toBeGreaterThan(before);
    const afterInsert = changeEpoch();
    await db.updateTable('tenant').set({ name: 'Epochdorf' }).where('id', '=', tenant.id).execute();
    expect(changeEpoch()).toBeGreaterThan(afterInsert);
    const afterUpdate = changeEpoch();
    await db.deleteFrom('tenant').where('id', '=', tenant.id).execute();
    expect(changeEpoch()).toBeGreaterThan(afterUpdate);
  });

  it('stands still on reads and on writes to other tables', async () => {
    const before = changeEpoch();
    await db.selectFrom('roleRight').selectAll().execute();
    await db.insertInto('device').values({ id: 'epoch-device', blockedUntil: null, blockedBy: null, createdAt: now() }).execute();
    expect(changeEpoch()).toBe(before);
  });

  it('counts raw SQL that writes', async () => {
    const before = changeEpoch();
    await sql`update device set blocked_until = null where id = 'epoch-device'`.execute(db);
    expect(changeEpoch()).toBeGreaterThan(before);
  });
});
