import type { Kysely, Selectable } from 'kysely';
import { FORWARDING_MESSAGES, type ForwardingEndpoint, type ForwardingEndpointSave } from '@contracts/forwarding.js';
import { changesOf } from '../../db/changes.js';
import type { Database, ForwardingEndpointTable } from '../../db/schema.js';
import { fromBool, now, toBool } from '../../db/values.js';
import type { AuthUser } from '../../platform/auth.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/secret-box.js';

export type EndpointRow = Selectable<ForwardingEndpointTable>;

const ALL_CATEGORIES = 'Alle Kategorien';

/** An endpoint's base address, checked: http or https, no credentials, no query; null when it is none. */
export function endpointUrl(raw: string): URL | null {
  try {
    const url = new URL(raw.trim());
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.search || url.hash) return null;
    return url;
  } catch {
    return null;
  }
}

/** Where the endpoint's calls go: `requests.json` and `services.json` below its base address. */
export const endpointCall = (baseUrl: string, call: string): URL => new URL(call, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);

const endpointRows = (db: Kysely<Database>) =>
  db
    .selectFrom('forwardingEndpoint')
    .leftJoin('category', 'category.id', 'forwardingEndpoint.categoryId')
    .leftJoin('categoryTag', 'categoryTag.id', 'forwardingEndpoint.categoryTagId')
    .selectAll('forwardingEndpoint')
    .select(['category.name as categoryName', 'categoryTag.name as tagName']);

type ListedRow = EndpointRow & { categoryName: string | null; tagName: string | null };

function toEndpoint(row: ListedRow): ForwardingEndpoint {
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryTagId: row.categoryTagId,
    scope: row.categoryName === null ? ALL_CATEGORIES : row.tagName === null ? row.categoryName : `${row.categoryName} › ${row.tagName}`,
    name: row.name,
    baseUrl: row.baseUrl,
    jurisdictionId: row.jurisdictionId,
    serviceCode: row.serviceCode,
    hasApiKey: row.apiKeyCipher !== null,
    shareEmail: toBool(row.shareEmail),
    answerReporter: toBool(row.answerReporter),
  };
}

/** GET /api/tenant/{id}/forwarding: the tenant's endpoints, the whole tenant's first, then by category. */
export async function listEndpoints(db: Kysely<Database>, tenantId: number): Promise<ForwardingEndpoint[]> {
  const rows = await endpointRows(db).where('forwardingEndpoint.tenantId', '=', tenantId).orderBy('forwardingEndpoint.id').execute();
  return rows
    .map(toEndpoint)
    .sort((a, b) => (a.categoryId === null ? -1 : b.categoryId === null ? 1 : a.scope.localeCompare(b.scope, 'de')));
}

/** A tenant's endpoint by id; another tenant's answers 404. */
export async function findEndpoint(db: Kysely<Database>, tenantId: number, endpointId: number): Promise<EndpointRow> {
  const row = await db
    .selectFrom('forwardingEndpoint')
    .selectAll()
    .where('id', '=', endpointId)
    .where('tenantId', '=', tenantId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The scope must be the tenant's own: its category, and a subcategory of that category. */
async function checkScope(db: Kysely<Database>, tenantId: number, body: ForwardingEndpointSave): Promise<void> {
  if (body.categoryId === null) {
    if (body.categoryTagId !== null) throw badRequest(FORWARDING_MESSAGES.subcategory);
    return;
  }
  const category = await db
    .selectFrom('category')
    .select('id')
    .where('id', '=', body.categoryId)
    .where('tenantId', '=', tenantId)
    .executeTakeFirst();
  if (!category) throw badRequest(FORWARDING_MESSAGES.category);
  if (body.categoryTagId === null) return;
  const tag = await db
    .selectFrom('categoryTag')
    .select('id')
    .where('id', '=', body.categoryTagId)
    .where('categoryId', '=', body.categoryId)
    .executeTakeFirst();
  if (!tag) throw badRequest(FORWARDING_MESSAGES.subcategory);
}

/** The fields as stored: trimmed, checked, the new key sealed (none given: the stored one stays). */
function storedFields(body: ForwardingEndpointSave, box: SecretBox | null) {
  const name = body.name.trim();
  if (!name) throw badRequest(FORWARDING_MESSAGES.name);
  const url = endpointUrl(body.baseUrl);
  if (!url) throw badRequest(FORWARDING_MESSAGES.baseUrl);
  const serviceCode = body.serviceCode.trim();
  if (!serviceCode) throw badRequest(FORWARDING_MESSAGES.serviceCode);
  const apiKey = body.apiKey?.trim() ?? '';
  if (apiKey && !box) throw conflict(FORWARDING_MESSAGES.noKeySecret, 'NO_FORWARDING_SECRET');
  return {
    categoryId: body.categoryId,
    categoryTagId: body.categoryTagId,
    name,
    baseUrl: url.href.replace(/\/$/, ''),
    jurisdictionId: body.jurisdictionId?.trim() || null,
    serviceCode,
    shareEmail: fromBool(body.shareEmail),
    answerReporter: fromBool(body.answerReporter),
    ...(apiKey && box ? { apiKeyCipher: box.seal(apiKey) } : {}),
  };
}

async function assertScopeFree(
  db: Kysely<Database>,
  tenantId: number,
  body: ForwardingEndpointSave,
  exceptId: number | null,
): Promise<void> {
  let query = db
    .selectFrom('forwardingEndpoint')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where((eb) => (body.categoryId === null ? eb('categoryId', 'is', null) : eb('categoryId', '=', body.categoryId)))
    .where((eb) => (body.categoryTagId === null ? eb('categoryTagId', 'is', null) : eb('categoryTagId', '=', body.categoryTagId)));
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(FORWARDING_MESSAGES.scopeTaken, 'FORWARDING_SCOPE_TAKEN');
}

async function listed(db: Kysely<Database>, id: number): Promise<ForwardingEndpoint> {
  return toEndpoint(await endpointRows(db).where('forwardingEndpoint.id', '=', id).executeTakeFirstOrThrow());
}

/** POST /api/tenant/{id}/forwarding */
export async function createEndpoint(
  db: Kysely<Database>,
  box: SecretBox | null,
  user: AuthUser,
  tenantId: number,
  body: ForwardingEndpointSave,
): Promise<ForwardingEndpoint> {
  const fields = storedFields(body, box);
  await checkScope(db, tenantId, body);
  await assertScopeFree(db, tenantId, body, null);
  const row = await db
    .insertInto('forwardingEndpoint')
    .values({ apiKeyCipher: null, ...fields, tenantId, createdAt: now(), createdBy: user.id })
    .returning('id')
    .executeTakeFirstOrThrow()
    .finally(() => changesOf(db).tenantsChanged());
  return listed(db, row.id);
}

/** PUT /api/tenant/{id}/forwarding/{endpointId} */
export async function updateEndpoint(
  db: Kysely<Database>,
  box: SecretBox | null,
  user: AuthUser,
  tenantId: number,
  endpointId: number,
  body: ForwardingEndpointSave,
): Promise<ForwardingEndpoint> {
  await findEndpoint(db, tenantId, endpointId);
  const fields = storedFields(body, box);
  await checkScope(db, tenantId, body);
  await assertScopeFree(db, tenantId, body, endpointId);
  await db
    .updateTable('forwardingEndpoint')
    .set({ ...fields, editedAt: now(), editedBy: user.id })
    .where('id', '=', endpointId)
    .execute();
  return listed(db, endpointId);
}

/** DELETE /api/tenant/{id}/forwarding/{endpointId}: cases already queued for it fail with a reason at their turn. */
export async function removeEndpoint(db: Kysely<Database>, tenantId: number, endpointId: number): Promise<string> {
  await findEndpoint(db, tenantId, endpointId);
  await db
    .deleteFrom('forwardingEndpoint')
    .where('id', '=', endpointId)
    .execute()
    .finally(() => changesOf(db).tenantsChanged());
  return FORWARDING_MESSAGES.removed;
}

/** The endpoint's API key in clear, for a call to it; null when none is stored. */
export function endpointKey(row: Pick<EndpointRow, 'apiKeyCipher'>, box: SecretBox | null): string | null {
  if (row.apiKeyCipher === null) return null;
  try {
    if (!box) throw new Error('no secret');
    return box.open(row.apiKeyCipher);
  } catch {
    throw conflict(FORWARDING_MESSAGES.keyUnreadable, 'FORWARDING_KEY_UNREADABLE');
  }
}
