import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/values.js';
import { testConfig } from '../../config.js';
import type { NewCase } from './create.js';
import { submitCase } from './intake.js';
import { caseLinks } from './status-link.js';

/** Small data builders for the case tests (the demo cases arrive with the fixtures later). */

export async function addCategory(
  db: Kysely<Database>,
  tenantId: number,
  name: string,
  initialAssigneeId: number | null = null,
): Promise<number> {
  const row = await db
    .insertInto('category')
    .values({ tenantId, name, initialAssigneeId, createdAt: now(), createdBy: null, editedAt: null, editedBy: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addTag(
  db: Kysely<Database>,
  categoryId: number,
  name: string,
  initialAssigneeId: number | null = null,
): Promise<number> {
  const category = await db.selectFrom('category').select('tenantId').where('id', '=', categoryId).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('categoryTag')
    .values({
      tenantId: category.tenantId,
      categoryId,
      name,
      initialAssigneeId,
      createdAt: now(),
      createdBy: null,
      editedAt: null,
      editedBy: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A case through the real creation core (numbers, counters, protocol, mail), as a public report would be. */
export async function addCase(
  db: Kysely<Database>,
  input: Partial<NewCase> & { tenantId: number | null; categoryId: number | null },
): Promise<number> {
  const stored = await submitCase(
    db,
    {
      description: 'Schlagloch in der Hauptstraße',
      categoryTagId: null,
      latitude: 52.22,
      longitude: 13.44,
      email: null,
      deviceId: null,
      reachable: true,
      stateChangedDeadline: null,
      handoverNote: null,
      photos: [],
      ...input,
    },
    null,
    caseLinks(testConfig()),
  );
  return stored.id;
}
