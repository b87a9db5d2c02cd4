import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase, testDatabaseUrl, type TestDatabase } from '../../test/database.js';
import type { Db } from './kysely.js';
import { SnakeCaseNames } from './naming.js';
import { now } from './values.js';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

describe('camelCase names in TypeScript, snake_case in SQL', () => {
  it('writes identifiers and aliases snake_cased', () => {
    const { sql: text } = db
      .selectFrom('defectCase')
      .leftJoin('categoryTag', 'categoryTag.id', 'defectCase.categoryTagId')
      .select(['defectCase.caseNumber', 'categoryTag.name as categoryTagName'])
      .where('defectCase.stateChangedDeadline', 'is not', null)
      .compile();
    expect(text).toBe(
      'select "defect_case"."case_number", "category_tag"."name" as "category_tag_name" from "defect_case" ' +
        'left join "category_tag" on "category_tag"."id" = "defect_case"."category_tag_id" ' +
        'where "defect_case"."state_changed_deadline" is not null',
    );
  });

  it('maps like Kysely’s CamelCasePlugin in both directions', () => {
    const names = new SnakeCaseNames(true);
    expect(names.sqlName('stateChangedDeadline')).toBe('state_changed_deadline');
    expect(names.propertyName('state_changed_deadline')).toBe('stateChangedDeadline');
    expect(names.propertyName('total')).toBe('total');
  });

  it('reads rows under the TypeScript names, the last of equal names winning', async () => {
    const created = now();
    const { id } = await db
      .insertInto('tenant')
      .values({ name: 'Namensdorf', country: 'GERMANY', type: 'commune', createdAt: created } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db.selectFrom('tenant').select(['id', 'name', 'createdAt']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ id, name: 'Namensdorf', createdAt: created });
    const { rows } = await sql<{ value: number }>`select 1 as value, 2 as value`.execute(db);
    expect(rows).toEqual([{ value: 2 }]);
  });

  // Only PostgreSQL answers JSON as objects; SQLite answers it as text, which keeps its keys.
  it.runIf(testDatabaseUrl)('renames the keys of nested objects as Kysely’s CamelCasePlugin does', async () => {
    const { rows } =
      await sql`select json_build_object('first_value', 1, 'inner_list', json_build_array(json_build_object('case_id', 2), 3)) as nested_value, now() as read_at`.execute(
        db,
      );
    expect(rows).toEqual([{ nestedValue: { firstValue: 1, innerList: [{ caseId: 2 }, 3] }, readAt: expect.any(Date) }]);
  });

  // Streaming goes through the SQLite statement wrapper; the product streams nothing on PostgreSQL (no pg-cursor).
  it.skipIf(testDatabaseUrl)('streams rows under the TypeScript names as well', async () => {
    const streamed: unknown[] = [];
    for await (const row of db.selectFrom('tenant').select(['name', 'createdAt']).where('name', '=', 'Namensdorf').stream())
      streamed.push(row);
    expect(streamed).toEqual([{ name: 'Namensdorf', createdAt: expect.any(String) }]);
  });

  it('prepares kept statements again after a schema change', async () => {
    await sql`create table naming_probe (first_value integer)`.execute(db);
    await sql`insert into naming_probe values (1)`.execute(db);
    const read = () =>
      db
        .selectFrom('namingProbe' as never)
        .selectAll()
        .execute();
    expect(await read()).toEqual([{ firstValue: 1 }]);
    await sql`alter table naming_probe add column second_value integer`.execute(db);
    expect(await read()).toEqual([{ firstValue: 1, secondValue: null }]);
  });
});
