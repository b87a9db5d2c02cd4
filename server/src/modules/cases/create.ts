import { sql, type Kysely } from 'kysely';
import type { Case, CaseCreate } from '@contracts/case.js';
import { changesOf } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import { fromBool, now } from '../../db/values.js';
import { assertWritable } from '../../platform/access.js';
import type { AuthUser } from '../../platform/auth.js';
import { badRequest } from '../../platform/errors.js';
import { recordCaseCreated } from '../case-stats/index.js';
import { attachFiles } from '../files/index.js';
import { caseDto } from './dto.js';
import { mailNewCase } from './mails.js';
import { writeProtocol } from './protocol.js';
import { loadRecord } from './record.js';
import { statusToken, statusTokenHash, type CaseLinks } from './status-link.js';
import {
  CASE_MESSAGES,
  checkAssignee,
  checkDeadline,
  checkPhotos,
  checkTenantRight,
  emptyToNull,
  normaliseDeadline,
  requireLocation,
  checkCategory,
  checkTag,
} from './validation.js';

/** A checked new case, from staff or (issue 5) from a public report. */
export interface NewCase {
  tenantId: number | null;
  description: string;
  categoryId: number | null;
  categoryTagId: number | null;
  /** undefined: the subcategory's, else the category's initial assignee */
  assigneeId?: number | null;
  latitude: number;
  longitude: number;
  email: string | null;
  deviceId: string | null;
  reachable: boolean;
  stateChangedDeadline: string | null;
  handoverNote: string | null;
  /** where the reporter said it is, in their words (an Open311 address_string) */
  address?: string | null;
  /** the reporter's name and phone number, as an Open311 client sends them */
  reporterName?: string | null;
  reporterPhone?: string | null;
  /** the address of the reporter's photo elsewhere (an Open311 media_url, http or https), never fetched */
  mediaUrl?: string | null;
  /** stored names of uploaded photos */
  photos: readonly string[];
  /** shown on the tenant's public map from the start (public reports of a tenant publishing all cases) */
  publishedOnMap?: boolean;
  /** drawn with drawCaseNumber before the creating transaction began */
  caseNumber: number | null;
}

/**
 * The next running number of a tenant, inside the creating transaction. Starts above the highest number
 * the tenant already has, so cases loaded without the sequence (fixtures, imports) never collide.
 */
export async function nextCaseNumber(trx: Kysely<Database>, tenantId: number): Promise<number> {
  const row = await trx
    .insertInto('caseSequence')
    .columns(['tenantId', 'lastNumber'])
    .expression(
      trx
        .selectFrom('defectCase')
        .select([sql.lit(tenantId).as('tenantId'), sql<number>`coalesce(max(case_number), 0) + 1`.as('lastNumber')])
        .where('tenantId', '=', tenantId),
    )
    .onConflict((oc) =>
      oc.column('tenantId').doUpdateSet({
        lastNumber: sql`case when excluded.last_number > case_sequence.last_number then excluded.last_number else case_sequence.last_number + 1 end`,
      }),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return row.lastNumber;
}

/**
 * The number of a new case, drawn in a statement of its own and committed at once, before the case's transaction:
 * every report of a tenant takes the tenant's number row, and held until the report's commit it made a storm of
 * reports to one tenant queue on PostgreSQL (docs/decisions/case-numbers-drawn-apart.md). A report that fails after
 * the draw leaves a gap. An unreachable case is not in the tenant's register: numbering it would leave gaps its
 * clerks cannot see.
 */
export async function drawCaseNumber(db: Kysely<Database>, tenantId: number | null, reachable: boolean): Promise<number | null> {
  return tenantId === null || !reachable ? null : nextCaseNumber(db, tenantId);
}

async function initialAssignee(trx: Kysely<Database>, categoryId: number | null, tagId: number | null): Promise<number | null> {
  const [tag, category] = await Promise.all([
    tagId === null ? undefined : trx.selectFrom('categoryTag').select('initialAssigneeId').where('id', '=', tagId).executeTakeFirst(),
    categoryId === null
      ? undefined
      : trx.selectFrom('category').select('initialAssigneeId').where('id', '=', categoryId).executeTakeFirst(),
  ]);
  return tag?.initialAssigneeId ?? category?.initialAssigneeId ?? null;
}

/**
 * Creates a checked case inside the caller's transaction: row, photos, protocol, status token, counters, the
 * reporter's confirmation and the new-case mail. `userId` is null for a public report. Answers the new id.
 *
 * The tenant's counters are rows every report of the tenant writes, so whoever writes them holds them until commit
 * (on PostgreSQL the next report waits): they come last, right before the caller commits.
 */
export async function createCase(trx: Kysely<Database>, input: NewCase, userId: number | null, links: CaseLinks): Promise<number> {
  const createdAt = now();
  const assigneeId = input.assigneeId !== undefined ? input.assigneeId : await initialAssignee(trx, input.categoryId, input.categoryTagId);
  const row = await trx
    .insertInto('defectCase')
    .values({
      tenantId: input.tenantId,
      description: input.description,
      state: 'CREATED',
      isOpen: 1,
      categoryId: input.categoryId,
      categoryTagId: input.categoryTagId,
      assigneeId,
      latitude: input.latitude,
      longitude: input.longitude,
      email: input.email,
      deviceId: input.deviceId,
      reachable: fromBool(input.reachable),
      publishedOnMap: fromBool(input.publishedOnMap),
      stateChangedDeadline: input.stateChangedDeadline,
      handoverNote: input.handoverNote,
      address: input.address ?? null,
      reporterName: input.reporterName ?? null,
      reporterPhone: input.reporterPhone ?? null,
      mediaUrl: input.mediaUrl ?? null,
      caseNumber: input.caseNumber,
      createdAt,
      createdBy: userId,
      stateChangedAt: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.photos.length > 0) {
    await trx
      .insertInto('casePhoto')
      .values(input.photos.map((fileName) => ({ caseId: row.id, fileName, final: 0, createdAt, createdBy: userId })))
      .execute();
    await attachFiles(trx, input.photos);
  }
  await writeProtocol(trx, row.id, userId, [userId === null ? 'Fall gemeldet' : 'Fall angelegt']);
  // the token is derived from the id, so its hash is written once the id exists
  await trx
    .updateTable('defectCase')
    .set({ statusTokenHash: statusTokenHash(statusToken(links, row.id)) })
    .where('id', '=', row.id)
    .execute();
  const record = await loadRecord(trx, row.id);
  await mailNewCase(trx, record, links);
  if (input.publishedOnMap) changesOf(trx).caseMapChanged(input.tenantId);
  await recordCaseCreated(trx, { tenantId: input.tenantId, state: 'CREATED', createdAt });
  return row.id;
}

/** POST /api/case by staff (CREATE_NEW_CASE): checks the form, then creates the case in one transaction. */
export async function createStaffCase(db: Kysely<Database>, user: AuthUser, input: CaseCreate, links: CaseLinks): Promise<Case> {
  const tenantId = input.tenantId ?? user.tenantId;
  checkTenantRight(user, tenantId);
  await assertWritable(user, tenantId);
  if (!input.categoryId) throw badRequest(CASE_MESSAGES.categoryRequired, 'CATEGORY_REQUIRED');
  const location = requireLocation(input.latitude, input.longitude);
  const deadline = normaliseDeadline(input.stateChangedDeadline ?? null);
  const stateChangedDeadline = deadline === null ? null : checkDeadline(user, deadline);
  const photos = [...new Set(input.photos ?? [])];
  await checkPhotos(db, user, photos);
  const categoryId = input.categoryId;
  const categoryTagId = input.categoryTagId ?? null;
  // checked before the number is drawn, so a refused form leaves no gap
  await checkCategory(db, tenantId, categoryId);
  if (categoryTagId !== null) await checkTag(db, categoryId, categoryTagId);
  if (input.assigneeId) await checkAssignee(db, tenantId, input.assigneeId);
  const caseNumber = await drawCaseNumber(db, tenantId, true);
  const id = await db.transaction().execute(async (trx) => {
    return createCase(
      trx,
      {
        tenantId,
        description: input.description?.trim() ?? '',
        categoryId,
        categoryTagId,
        assigneeId: input.assigneeId ?? undefined,
        ...location,
        email: null,
        deviceId: null,
        reachable: true,
        stateChangedDeadline,
        handoverNote: emptyToNull(input.handoverNote),
        photos,
        caseNumber,
      },
      user.id,
      links,
    );
  });
  return caseDto(db, user, await loadRecord(db, id));
}
