import type { Kysely } from 'kysely';
import { OPEN311_ATTRIBUTE_FIELD, type RequestCreate, type ServiceAttribute } from '@contracts/open311.js';
import type { Database } from '../../db/schema.js';
import { germanOrder } from '../../db/german-order.js';
import { open311Error } from './format.js';

/** The one attribute a service defines: the category's subcategory, which the case keeps as its categoryTagId. */
const SUBCATEGORY = 'subcategory';

const ATTRIBUTE_MESSAGES = {
  unknown: (code: string, service: string) => `Das Merkmal attribute[${code}] gibt es für den Dienst ${service} nicht.`,
  value: (code: string, value: string) => `Der Wert „${value}“ ist für das Merkmal attribute[${code}] nicht erlaubt.`,
  single: (code: string) => `Das Merkmal attribute[${code}] nimmt genau einen Wert.`,
};

/** The attributes of a service definition: a category with subcategories asks for one of them (optional). */
export async function serviceAttributes(db: Kysely<Database>, categoryId: number): Promise<ServiceAttribute[]> {
  const tags = await db
    .selectFrom('categoryTag')
    .select(['id', 'name'])
    .where('categoryId', '=', categoryId)
    .orderBy(germanOrder('name'))
    .orderBy('id')
    .execute();
  if (tags.length === 0) return [];
  return [
    {
      variable: true,
      code: SUBCATEGORY,
      datatype: 'singlevaluelist',
      required: false,
      datatype_description: null,
      order: 1,
      description: 'Unterkategorie',
      values: tags.map((tag) => ({ key: String(tag.id), name: tag.name })),
    },
  ];
}

/** The form's attribute[code] and attribute[code][] fields by code, each with its values. */
function attributeAnswers(body: RequestCreate): Map<string, string[]> {
  const answers = new Map<string, string[]>();
  for (const [field, raw] of Object.entries(body)) {
    const code = OPEN311_ATTRIBUTE_FIELD.exec(field)?.[1];
    if (code === undefined || raw === undefined) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).map((v) => v.trim()).filter(Boolean);
    answers.set(code, [...(answers.get(code) ?? []), ...values]);
  }
  return answers;
}

/**
 * Checks the form's attribute answers against the service definition and answers the chosen subcategory's id
 * (null when none was chosen). A code the service does not define, a value it does not list or several values
 * for a single-value attribute is a 400, so a client learns its mistake instead of losing the answer.
 */
export function chosenSubcategory(body: RequestCreate, serviceCode: string, attributes: ServiceAttribute[]): number | null {
  let subcategory: number | null = null;
  for (const [code, values] of attributeAnswers(body)) {
    const attribute = attributes.find((a) => a.code === code);
    if (!attribute) throw open311Error(400, ATTRIBUTE_MESSAGES.unknown(code, serviceCode));
    if (values.length === 0) continue;
    if (values.length > 1) throw open311Error(400, ATTRIBUTE_MESSAGES.single(code));
    const [value] = values as [string];
    if (!attribute.values.some((v) => v.key === value)) throw open311Error(400, ATTRIBUTE_MESSAGES.value(code, value));
    if (code === SUBCATEGORY) subcategory = Number(value);
  }
  return subcategory;
}
