import type { Kysely } from 'kysely';
import type { PageOf } from '@contracts/common.js';
import {
  ANSWER_TEMPLATE_PLACEHOLDERS,
  unknownPlaceholders,
  type AnswerTemplate,
  type AnswerTemplateListQuery,
  type AnswerTemplateSave,
} from '@contracts/answer-template.js';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/values.js';
import { germanOrder } from '../../db/german-order.js';
import { readableOrNotFound, whereInScopeAndTenant } from '../../platform/access.js';
import type { AuthUser } from '../../platform/auth.js';
import { badRequest } from '../../platform/errors.js';
import { containsAny, mapPage, paginate, type SortSpec } from '../../platform/paging.js';
import { requireName, writableTenant } from '../categories/index.js';
import { toTenantRef } from '../tenants/index.js';
import type { RowOf } from '../../db/kysely.js';

const allowed = ANSWER_TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

export const ANSWER_TEMPLATE_MESSAGES = {
  nameMissing: 'Bitte geben Sie einen Namen für den Textbaustein ein.',
  textMissing: 'Bitte geben Sie den Text des Textbausteins ein.',
  unknownPlaceholders: (names: string[]) => `Der Text enthält unbekannte Platzhalter: ${names.join(', ')}. Möglich sind ${allowed}.`,
  deleted: (name: string) => `Der Textbaustein "${name}" wurde gelöscht.`,
};

/** Rights that read the templates: their managers, and everyone who writes answers (the case file's picker). */
export const READ_ANSWER_TEMPLATE_RIGHTS = ['MANAGE_CATEGORIES', 'CREATE_CASE_NOTES'];

const byName = germanOrder('answerTemplate.name');
const listSort: SortSpec = {
  columns: { name: byName, 'tenant.name': germanOrder('tenant.name'), editedAt: 'answerTemplate.editedAt' },
  fallback: { column: byName, order: 'ASC' },
};

const joined = (db: Kysely<Database>) => db.selectFrom('answerTemplate').innerJoin('tenant', 'tenant.id', 'answerTemplate.tenantId');
type Joined = ReturnType<typeof joined>;

const selectColumns = (qb: Joined) =>
  qb.select([
    'answerTemplate.id',
    'answerTemplate.name',
    'answerTemplate.text',
    'answerTemplate.tenantId',
    'tenant.name as tenantName',
    'answerTemplate.createdAt',
    'answerTemplate.editedAt',
  ]);
type TemplateRow = RowOf<typeof selectColumns>;

const toDto = (row: TemplateRow): AnswerTemplate => ({
  id: row.id,
  name: row.name,
  text: row.text,
  tenantId: row.tenantId,
  tenant: toTenantRef({ id: row.tenantId, name: row.tenantName }),
  createdAt: row.createdAt,
  editedAt: row.editedAt,
});

/** GET /api/answer-template: the templates of the caller's scope (or of one tenant in it), paged. */
export async function listAnswerTemplates(
  db: Kysely<Database>,
  actor: AuthUser,
  query: AnswerTemplateListQuery,
): Promise<PageOf<AnswerTemplate>> {
  let base = await whereInScopeAndTenant(joined(db), 'answerTemplate.tenantId', actor, query.tenant);
  if (query.search?.trim()) base = base.where(containsAny(['answerTemplate.name', 'answerTemplate.text', 'tenant.name'], query.search));
  return mapPage(await paginate(base, query, listSort, 'answerTemplate.id', selectColumns), toDto);
}

async function loadAnswerTemplate(db: Kysely<Database>, id: number): Promise<AnswerTemplate | undefined> {
  const row = await selectColumns(joined(db)).where('answerTemplate.id', '=', id).executeTakeFirst();
  return row && toDto(row);
}

/** GET /api/answer-template/{id}: a template of the caller's scope; 404 otherwise, so nobody learns it exists. */
export async function getAnswerTemplate(db: Kysely<Database>, actor: AuthUser, id: number): Promise<AnswerTemplate> {
  return readableOrNotFound(actor, await loadAnswerTemplate(db, id));
}

/** Name and text of the form, trimmed and checked: both required, only the known placeholders. */
function validContent(body: AnswerTemplateSave): { name: string; text: string } {
  const name = requireName(body.name, ANSWER_TEMPLATE_MESSAGES.nameMissing);
  const text = body.text?.trim();
  if (!text) throw badRequest(ANSWER_TEMPLATE_MESSAGES.textMissing, 'TEXT_MISSING');
  const unknown = unknownPlaceholders(text);
  if (unknown.length > 0) throw badRequest(ANSWER_TEMPLATE_MESSAGES.unknownPlaceholders(unknown), 'UNKNOWN_PLACEHOLDER');
  return { name, text };
}

/** POST /api/answer-template. */
export async function createAnswerTemplate(db: Kysely<Database>, actor: AuthUser, body: AnswerTemplateSave): Promise<AnswerTemplate> {
  const content = validContent(body);
  const tenantId = await writableTenant(db, actor, body.tenantId);
  const row = await db
    .insertInto('answerTemplate')
    .values({ tenantId, ...content, createdAt: now(), createdBy: actor.id, editedAt: null, editedBy: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await loadAnswerTemplate(db, row.id))!;
}

/** PUT /api/answer-template/{id}: a template of the caller's scope (else 404), moved only to a tenant of it (else 403). */
export async function updateAnswerTemplate(
  db: Kysely<Database>,
  actor: AuthUser,
  id: number,
  body: AnswerTemplateSave,
): Promise<AnswerTemplate> {
  const current = await getAnswerTemplate(db, actor, id);
  const content = validContent(body);
  const tenantId = await writableTenant(db, actor, body.tenantId, current.tenantId);
  await db
    .updateTable('answerTemplate')
    .set({ ...content, tenantId, editedAt: now(), editedBy: actor.id })
    .where('id', '=', id)
    .execute();
  return (await loadAnswerTemplate(db, id))!;
}

/** DELETE /api/answer-template/{id}: answers the confirmation; answers already sent keep their text. */
export async function deleteAnswerTemplate(db: Kysely<Database>, actor: AuthUser, id: number): Promise<string> {
  const template = await getAnswerTemplate(db, actor, id);
  await db.deleteFrom('answerTemplate').where('id', '=', id).execute();
  return ANSWER_TEMPLATE_MESSAGES.deleted(template.name);
}
