import { Type, type Static } from 'typebox';
import type { Case } from './case.js';
import { caseStateLabel } from './case-states.js';
import { Id, Nullable, PageQueryProps, TenantRef } from './common.js';

/**
 * Answer templates ("Textbausteine"): texts of a tenant that a clerk inserts into an answer to the
 * reporter, with placeholders filled in for the case. Writes and GET one need MANAGE_CATEGORIES; the list
 * also serves the case file's picker, so CREATE_CASE_NOTES reads it too. Ids outside the caller's tenant
 * scope answer 404.
 */

/** Sort keys of the template list; without a sort the list is by name ascending. */
export const ANSWER_TEMPLATE_SORTS = ['name', 'tenant.name', 'editedAt'] as const;

/** The longest template text: room is left for the filled-in values within an answer's 5,000 characters. */
export const ANSWER_TEMPLATE_TEXT_MAX = 4000;

/** A template as the list, the form and the picker read it. */
export const AnswerTemplate = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  text: Type.String(),
  tenantId: Type.Integer(),
  tenant: TenantRef,
  createdAt: Type.String(),
  editedAt: Nullable(Type.String()),
});
export type AnswerTemplate = Static<typeof AnswerTemplate>;

/** GET /api/answer-template: the paging parameters (search over name, text and tenant) plus an optional tenant of the caller's scope (else 404). */
export const AnswerTemplateListQuery = Type.Object({ ...PageQueryProps, tenant: Type.Optional(Id) });
export type AnswerTemplateListQuery = Static<typeof AnswerTemplateListQuery>;

/**
 * POST /api/answer-template and PUT /api/answer-template/{id}. Name and text are required (blank answers 400
 * with a German message), the text may use only the placeholders below (400 otherwise). `tenantId` defaults
 * to the caller's tenant (create) or stays as it is (update); a tenant outside the caller's scope answers 403.
 */
export const AnswerTemplateSave = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 200 })),
  text: Type.Optional(Type.String({ maxLength: ANSWER_TEMPLATE_TEXT_MAX })),
  tenantId: Type.Optional(Nullable(Id)),
});
export type AnswerTemplateSave = Static<typeof AnswerTemplateSave>;

/** The placeholders a template may use, written in braces: `{fallnummer}`. */
export const ANSWER_TEMPLATE_PLACEHOLDERS = ['fallnummer', 'kategorie', 'status', 'datum', 'gemeinde'] as const;
export type AnswerTemplatePlaceholder = (typeof ANSWER_TEMPLATE_PLACEHOLDERS)[number];

/** What a template is filled in from: the parts of a case (GET /api/case/{id}) the placeholders name. */
export type TemplateCase = Pick<Case, 'caseNumber' | 'state' | 'category' | 'tenant' | 'createdAtYear' | 'createdAtMonth' | 'createdAtDay'>;

const PLACEHOLDER = /\{([^{}\s]{1,40})\}/g;

const pad = (value: number) => String(value).padStart(2, '0');

/** The values of the placeholders for one case; null where the case has none (no number, no category, no tenant). */
function placeholderValues(c: TemplateCase): Record<AnswerTemplatePlaceholder, string | null> {
  return {
    fallnummer: c.caseNumber === null ? null : String(c.caseNumber),
    kategorie: c.category?.name ?? null,
    status: caseStateLabel(c.state),
    // the day of the report in Berlin as yyyy.MM.dd (docs/product/cases.md#answer-templates)
    datum: `${c.createdAtYear}.${pad(c.createdAtMonth)}.${pad(c.createdAtDay)}`,
    gemeinde: c.tenant?.name ?? null,
  };
}

const isPlaceholder = (name: string): name is AnswerTemplatePlaceholder =>
  (ANSWER_TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name);

/**
 * The template's text for this case, the one rule of filling in for server and web. A placeholder is found
 * regardless of case (`{Fallnummer}`); one the case has no value for stays as written, so the clerk sees
 * what is still to be filled in before sending.
 */
export function fillAnswerTemplate(text: string, c: TemplateCase): string {
  const values = placeholderValues(c);
  return text.replace(PLACEHOLDER, (written, name: string) => {
    const key = name.toLowerCase();
    return (isPlaceholder(key) ? values[key] : null) ?? written;
  });
}

/** The placeholders of a text that are none of ANSWER_TEMPLATE_PLACEHOLDERS, each once, as written. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[0])
    .filter((written) => !isPlaceholder(written.slice(1, -1).toLowerCase()));
  return [...new Set(unknown)];
}
