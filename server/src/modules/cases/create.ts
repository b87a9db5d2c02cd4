import { sql, type Kysely } from 'kysely';
import { changesOf } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import { reserveIds } from '../../db/row-ids.js';
import { fromBool, now } from '../../db/values.js';
import { recordCasesCreated } from '../case-stats/index.js';
import { attachFiles } from '../files/index.js';
import { tellCasesCreated } from './created-listeners.js';
import { mailNewCases } from './mails.js';
import { statusToken, statusTokenHash, type CaseLinks } from './status-link.js';

/** A checked new case, from staff or from a public report. */
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
  /** filed through the Open311 interface */
  filedOverOpen311?: boolean;
  /** stored names of uploaded photos */
  photos: readonly string[];
  /** shown on the tenant's public map from the start (public reports of a tenant publishing all cases) */
  publishedOnMap?: boolean;
  /** undefined: drawn when the case is stored (intake.ts); given by fixtures that need a particular number */
  caseNumber?: number | null;
}

/** A new case as it is stored: with its number, its creator (null for a public report) and the links of its mails. */
export interface CaseToStore {
  input: NewCase;
  caseNumber: number | null;
  userId: number | null;
  links: CaseLinks;
}

/**
 * The next `count` running numbers of a tenant, in one statement. Starts above the highest number the tenant
 * already has, so cases loaded without the sequence (fixtures, imports) never collide.
 */
export async function reserveCaseNumbers(db: Kysely<Database>, tenantId: number, count: number): Promise<number[]> {
  const row = await db
    .insertInto('caseSequence')
    .columns(['tenantId', 'lastNumber'])
    .expression(
      db
        .selectFrom('defectCase')
        .select([sql.lit(tenantId).as('tenantId'), sql<number>`coalesce(max(case_number), 0) + ${sql.lit(count)}`.as('lastNumber')])
        .where('tenantId', '=', tenantId),
    )
    .onConflict((oc) =>
      oc.column('tenantId').doUpdateSet({
        lastNumber: sql`case when excluded.last_number > case_sequence.last_number + ${sql.lit(count)} then excluded.last_number else case_sequence.last_number + ${sql.lit(count)} end`,
      }),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return Array.from({ length: count }, (_, k) => row.lastNumber - count + 1 + k);
}

/** The next running number of a tenant (a case moved to another tenant gets one there). */
export async function nextCaseNumber(db: Kysely<Database>, tenantId: number): Promise<number> {
  const [number] = await reserveCaseNumbers(db, tenantId, 1);
  return number!;
}

/**
 * Whether a new case gets a number. An unreachable case is not in the tenant's register: numbering it would leave
 * gaps its clerks cannot see.
 */
export const isNumbered = (input: NewCase): input is NewCase & { tenantId: number } =>
  input.caseNumber === undefined && input.tenantId !== null && input.reachable;

const idsOf = (values: readonly (number | null)[]) => [...new Set(values.filter((value) => value !== null))];

interface CategoryFacts {
  name: string;
  initialAssigneeId: number | null;
}

/** The categories of a batch's cases: their names for the mails and their initial assignees, in one read. */
async function categoriesOf(trx: Kysely<Database>, cases: readonly CaseToStore[]): Promise<Map<number, CategoryFacts>> {
  const ids = idsOf(cases.map(({ input }) => input.categoryId));
  if (ids.length === 0) return new Map();
  const rows = await trx.selectFrom('category').select(['id', 'name', 'initialAssigneeId']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each case's assignee: given, or else its subcategory's, else its category's initial assignee. */
async function assignees(
  trx: Kysely<Database>,
  cases: readonly CaseToStore[],
  categories: ReadonlyMap<number, CategoryFacts>,
): Promise<(number | null)[]> {
  const tagIds = idsOf(cases.filter(({ input }) => input.assigneeId === undefined).map(({ input }) => input.categoryTagId));
  const tags =
    tagIds.length === 0 ? [] : await trx.selectFrom('categoryTag').select(['id', 'initialAssigneeId']).where('id', 'in', tagIds).execute();
  return cases.map(({ input }) => {
    if (input.assigneeId !== undefined) return input.assigneeId;
    const tag = tags.find((row) => row.id === input.categoryTagId)?.initialAssigneeId ?? null;
    return tag ?? (input.categoryId === null ? null : (categories.get(input.categoryId)?.initialAssigneeId ?? null));
  });
}

/**
 * Creates checked cases inside the caller's transaction, each statement for all of them at once: rows, photos,
 * protocol, status tokens, counters, the reporters' confirmations and the new-case mails (intake.ts gathers the
 * reports that arrive together). Answers the new ids in the order of `cases`.
 *
 * The tenant's counters are rows every report of the tenant writes, so whoever writes them holds them until commit
 * (on PostgreSQL the next batch waits): they come last, right before the caller commits.
 */
export async function createCases(trx: Kysely<Database>, cases: readonly CaseToStore[]): Promise<number[]> {
  const createdAt = now();
  const categories = await categoriesOf(trx, cases);
  const assigneeIds = await assignees(trx, cases, categories);
  // the status token is derived from the id: with the ids known first, each row is written once, with its hash
  const ids = await reserveIds(trx, 'defect_case', cases.length);
  const hashes = cases.map(({ links }, index) => statusTokenHash(statusToken(links, ids[index]!)));
  await trx
    .insertInto('defectCase')
    .values(
      cases.map(({ input, caseNumber, userId }, index) => ({
        id: ids[index]!,
        statusTokenHash: hashes[index]!,
        tenantId: input.tenantId,
        description: input.description,
        state: 'CREATED',
        isOpen: 1,
        categoryId: input.categoryId,
        categoryTagId: input.categoryTagId,
        assigneeId: assigneeIds[index],
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
        filedOverOpen311: fromBool(input.filedOverOpen311),
        caseNumber,
        createdAt,
        createdBy: userId,
        stateChangedAt: createdAt,
      })),
    )
    .execute();
  const photos = cases.flatMap(({ input, userId }, index) =>
    input.photos.map((fileName) => ({ caseId: ids[index]!, fileName, final: 0, createdAt, createdBy: userId })),
  );
  if (photos.length > 0) {
    await trx.insertInto('casePhoto').values(photos).execute();
    await attachFiles(
      trx,
      photos.map((photo) => photo.fileName),
    );
  }
  await trx
    .insertInto('caseProtocol')
    .values(
      cases.map(({ userId }, index) => ({
        caseId: ids[index]!,
        userId,
        description: userId === null ? 'Fall gemeldet' : 'Fall angelegt',
        createdAt,
      })),
    )
    .execute();
  await mailNewCases(
    trx,
    cases.map(({ input, caseNumber, links }, index) => ({
      case: {
        id: ids[index]!,
        caseNumber,
        description: input.description,
        categoryName: input.categoryId === null ? null : (categories.get(input.categoryId)?.name ?? null),
        tenantId: input.tenantId,
        reachable: fromBool(input.reachable),
        email: input.email,
        latitude: input.latitude,
        longitude: input.longitude,
        statusTokenHash: hashes[index]!,
      },
      links,
    })),
  );
  changesOf(trx).caseMapChanged(...cases.flatMap(({ input }) => (input.publishedOnMap ? [input.tenantId] : [])));
  await tellCasesCreated(
    trx,
    cases.map(({ input }, index) => ({
      id: ids[index]!,
      tenantId: input.tenantId,
      categoryId: input.categoryId,
      categoryTagId: input.categoryTagId,
      reachable: input.reachable,
    })),
  );
  await recordCasesCreated(
    trx,
    cases.map(({ input }) => ({ tenantId: input.tenantId, state: 'CREATED', createdAt })),
  );
  return ids;
}
