import type { Kysely } from 'kysely';
import { isEmail, type PageOf } from '@contracts/common.js';
import {
  CORRESPONDENT_MESSAGES,
  type Correspondent,
  type CorrespondentListQuery,
  type CorrespondentSave,
} from '@contracts/correspondent.js';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/values.js';
import { germanOrder } from '../../db/german-order.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { containsAny, fullNameExpression, mapPage, paginate, type SortSpec } from '../../platform/paging.js';
import { deleteOrNotFound } from '../../platform/records.js';
import { findTenant } from '../tenants/index.js';
import { normaliseEmail } from '../users/index.js';
import type { RowOf } from '../../db/kysely.js';

export const CORRESPONDENT_VALIDATION = {
  ...CORRESPONDENT_MESSAGES,
  firstNameMissing: 'Bitte geben Sie einen Vornamen ein.',
  lastNameMissing: 'Bitte geben Sie einen Nachnamen ein.',
  tenantMissing: 'Bitte wählen Sie einen Mandanten aus.',
  tenantUnknown: 'Bitte wählen Sie einen gültigen Mandanten aus.',
  deleted: 'Der Kontakt wurde gelöscht.',
};

/**
 * An e-mail address of a form, trimmed and lower-case (correspondents and the block list compare by it):
 * 'E-Mail ist erforderlich' / 'E-Mail muss gültig sein' (docs/product/super-admin.md#correspondent-validation-rules).
 */
export function requireEmail(email: string | null | undefined): string {
  const trimmed = email?.trim();
  if (!trimmed) throw badRequest(CORRESPONDENT_MESSAGES.emailRequired, 'EMAIL_MISSING');
  if (!isEmail(trimmed)) throw badRequest(CORRESPONDENT_MESSAGES.emailInvalid, 'EMAIL_INVALID');
  return normaliseEmail(trimmed);
}

const byTenantName = germanOrder('tenant.name');
const byLastname = germanOrder('correspondent.lastname');
const byFirstname = germanOrder('correspondent.firstname');

const listSort: SortSpec = {
  columns: {
    'tenant.name': byTenantName,
    // the answer's field names, and the lower-case spelling earlier clients send
    lastName: byLastname,
    firstName: byFirstname,
    lastname: byLastname,
    firstname: byFirstname,
    email: germanOrder('correspondent.email'),
    title: germanOrder('correspondent.title'),
  },
  fallback: { column: byTenantName, order: 'ASC' },
};

/** Correspondents with their tenant and, when the address is on the block list, its entry. */
const joined = (db: Kysely<Database>) =>
  db
    .selectFrom('correspondent')
    .innerJoin('tenant', 'tenant.id', 'correspondent.tenantId')
    .leftJoin('newsletterBlock', 'newsletterBlock.email', 'correspondent.email');
type Joined = ReturnType<typeof joined>;

const selectColumns = (qb: Joined) =>
  qb.select([
    'correspondent.id',
    'correspondent.firstname',
    'correspondent.lastname',
    'correspondent.email',
    'correspondent.title',
    'correspondent.tenantId',
    'tenant.name as tenantName',
    'newsletterBlock.id as blockId',
  ]);
type CorrespondentRow = RowOf<typeof selectColumns>;

const toDto = (row: CorrespondentRow): Correspondent => ({
  id: row.id,
  firstName: row.firstname,
  lastName: row.lastname,
  email: row.email,
  title: row.title,
  tenantId: row.tenantId,
  tenant: { id: row.tenantId, name: row.tenantName },
  blocked: row.blockId !== null,
});

/** GET /api/correspondent: every tenant's correspondents, paged; search in names, address and tenant name. */
export async function listCorrespondents(db: Kysely<Database>, query: CorrespondentListQuery): Promise<PageOf<Correspondent>> {
  let base = joined(db);
  if (query.tenant !== undefined) base = base.where('correspondent.tenantId', '=', query.tenant);
  if (query.search?.trim()) {
    base = base.where(containsAny([fullNameExpression('correspondent'), 'correspondent.email', 'tenant.name'], query.search));
  }
  return mapPage(await paginate(base, query, listSort, 'correspondent.id', selectColumns), toDto);
}

export async function getCorrespondent(db: Kysely<Database>, id: number): Promise<Correspondent> {
  const row = await selectColumns(joined(db)).where('correspondent.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toDto(row);
}

async function validate(db: Kysely<Database>, body: CorrespondentSave) {
  const email = requireEmail(body.email);
  const firstName = body.firstName?.trim();
  if (!firstName) throw badRequest(CORRESPONDENT_VALIDATION.firstNameMissing, 'FIRST_NAME_MISSING');
  const lastName = body.lastName?.trim();
  if (!lastName) throw badRequest(CORRESPONDENT_VALIDATION.lastNameMissing, 'LAST_NAME_MISSING');
  if (!body.tenantId) throw badRequest(CORRESPONDENT_VALIDATION.tenantMissing, 'TENANT_MISSING');
  if (!(await findTenant(db, body.tenantId))) throw badRequest(CORRESPONDENT_VALIDATION.tenantUnknown, 'TENANT_UNKNOWN');
  return { email, firstname: firstName, lastname: lastName, title: body.title?.trim() || null, tenantId: body.tenantId };
}

export async function createCorrespondent(db: Kysely<Database>, body: CorrespondentSave): Promise<Correspondent> {
  const values = await validate(db, body);
  const row = await db
    .insertInto('correspondent')
    .values({ ...values, createdAt: now(), editedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getCorrespondent(db, row.id);
}

export async function updateCorrespondent(db: Kysely<Database>, id: number, body: CorrespondentSave): Promise<Correspondent> {
  await getCorrespondent(db, id);
  await db
    .updateTable('correspondent')
    .set({ ...(await validate(db, body)), editedAt: now() })
    .where('id', '=', id)
    .execute();
  return getCorrespondent(db, id);
}

export async function deleteCorrespondent(db: Kysely<Database>, id: number): Promise<void> {
  await deleteOrNotFound(db.deleteFrom('correspondent').where('id', '=', id));
}

/**
 * The distinct addresses a broadcast goes to: every correspondent's address that is not on the block list,
 * ordered so the outbox rows follow a stable order.
 */
export async function broadcastAddresses(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('correspondent')
    .leftJoin('newsletterBlock', 'newsletterBlock.email', 'correspondent.email')
    .where('newsletterBlock.id', 'is', null)
    .select('correspondent.email')
    .distinct()
    .orderBy('correspondent.email')
    .execute();
  return rows.map((row) => row.email);
}
