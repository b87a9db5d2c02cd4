import type { Kysely } from 'kysely';
import { type CaseStateValue, isCaseState, isOpenState } from '@contracts/case-states.js';
import type { Database } from '../../db/schema.js';

/**
 * The mapping file an operator writes for an import:
 * `{ "services": { "<their service_code>": "<our category>" | { "category": "…", "subcategory": "…" } },
 *    "fallback": "<our category for every other service>", "states": { "open": "CREATED", "closed": "FINISHED" } }`.
 * Categories are named as the tenant's staff see them.
 */
export interface MappingFile {
  services: Record<string, string | { category: string; subcategory?: string }>;
  fallback: string;
  states?: { open?: string; closed?: string };
}

export interface Target {
  categoryId: number;
  categoryTagId: number | null;
  /** the subcategory's, else the category's responsible person, as for a new report */
  assigneeId: number | null;
}

/** The mapping resolved against the tenant's categories. */
export interface Mapping {
  targetOf(serviceCode: string | null): { target: Target; mapped: boolean };
  stateOf(status: 'open' | 'closed'): CaseStateValue;
}

const problem = (text: string) => new Error(`Zuordnungsdatei: ${text}`);

function checkShape(raw: unknown): MappingFile {
  if (!raw || typeof raw !== 'object') throw problem('Sie muss ein JSON-Objekt sein.');
  const file = raw as Partial<MappingFile>;
  if (!file.services || typeof file.services !== 'object') throw problem('"services" fehlt (Dienstcode → Kategorie).');
  if (typeof file.fallback !== 'string' || file.fallback.trim() === '')
    throw problem('"fallback" fehlt (Kategorie für alle übrigen Dienste).');
  return file as MappingFile;
}

const STATE_DEFAULTS: Record<'open' | 'closed', CaseStateValue> = { open: 'CREATED', closed: 'FINISHED' };

function stateFor(status: 'open' | 'closed', named: string | undefined): CaseStateValue {
  const state = named ?? STATE_DEFAULTS[status];
  if (!isCaseState(state) || isOpenState(state) !== (status === 'open')) {
    throw problem(`"states.${status}" muss ein ${status === 'open' ? 'offener' : 'abgeschlossener'} Status sein, nicht "${state}".`);
  }
  return state;
}

/**
 * Reads the mapping and finds each named category (and subcategory) among the tenant's; names that do not exist
 * are all reported at once, before anything is imported.
 */
export async function resolveMapping(db: Kysely<Database>, tenantId: number, raw: unknown): Promise<Mapping> {
  const file = checkShape(raw);
  const categories = await db.selectFrom('category').select(['id', 'name', 'initialAssigneeId']).where('tenantId', '=', tenantId).execute();
  const tags = await db
    .selectFrom('categoryTag')
    .select(['id', 'name', 'categoryId', 'initialAssigneeId'])
    .where('tenantId', '=', tenantId)
    .execute();
  const unknown: string[] = [];
  const resolve = (category: string, subcategory?: string): Target => {
    const found = categories.find((c) => c.name === category);
    if (!found) {
      unknown.push(`Kategorie "${category}"`);
      return { categoryId: 0, categoryTagId: null, assigneeId: null };
    }
    const tag = subcategory === undefined ? undefined : tags.find((t) => t.categoryId === found.id && t.name === subcategory);
    if (subcategory !== undefined && !tag) unknown.push(`Unterkategorie "${subcategory}" in "${category}"`);
    return { categoryId: found.id, categoryTagId: tag?.id ?? null, assigneeId: tag?.initialAssigneeId ?? found.initialAssigneeId };
  };
  const services = new Map(
    Object.entries(file.services).map(([code, to]) => [code, typeof to === 'string' ? resolve(to) : resolve(to.category, to.subcategory)]),
  );
  const fallback = resolve(file.fallback);
  if (unknown.length > 0) throw problem(`Diese gibt es beim Mandanten nicht: ${unknown.join(', ')}.`);
  const states = { open: stateFor('open', file.states?.open), closed: stateFor('closed', file.states?.closed) };
  return {
    targetOf: (code) => {
      const target = code === null ? undefined : services.get(code);
      return target ? { target, mapped: true } : { target: fallback, mapped: false };
    },
    stateOf: (status) => states[status],
  };
}
