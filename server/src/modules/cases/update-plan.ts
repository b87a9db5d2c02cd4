import { isOpenState, type CaseUpdate } from '@contracts/case.js';
import { formatBerlin } from '../../db/values.js';
import { badRequest, conflict } from '../../platform/errors.js';
import type { CaseRecord } from './dto.js';
import { CASE_MESSAGES, emptyToNull, normaliseDeadline, requireLocation } from './validation.js';

/** The stored case as far as an update reads it. */
export type PlannedCase = Pick<
  CaseRecord,
  | 'state'
  | 'tenantId'
  | 'categoryId'
  | 'categoryTagId'
  | 'assigneeId'
  | 'stateChangedDeadline'
  | 'description'
  | 'handoverNote'
  | 'latitude'
  | 'longitude'
>;

/** A setting before and after the update. */
export interface SettingChange<T> {
  from: T;
  to: T;
  changed: boolean;
}

/** The settings, locked while a case is closed (Mandant, Kategorie, Unterkategorie, Bearbeiter, Frist). */
export interface CaseSettingsPlan {
  tenant: SettingChange<number | null>;
  category: SettingChange<number | null>;
  tag: SettingChange<number | null>;
  assignee: SettingChange<number | null>;
  deadline: SettingChange<string | null>;
}

/** What an update changes; a text or the location is present only when it differs from the stored one. */
export interface CaseUpdatePlan extends CaseSettingsPlan {
  description?: string;
  handoverNote?: string | null;
  location?: { latitude: number; longitude: number };
}

/** What the planner cannot know without the database. */
export interface UpdateFacts {
  /** the tenant the case goes to (the caller checked the right to move it), null: it stays */
  newTenant: number | null;
  /** whether the current assignee is a user of the tenant the case ends up in */
  assigneeInTenant: boolean;
}

const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));
const change = <T>(from: T, to: T, equal: (a: T, b: T) => boolean = Object.is): SettingChange<T> => ({
  from,
  to,
  changed: !equal(from, to),
});

/**
 * PUT /api/case/{id} decided against the stored case, without the database: the settings as sent or kept (a
 * new category clears the subcategory; an assignee who does not belong to the new tenant leaves with the case's
 * move unless one is named), the texts and the location that differ. Refuses what the rules refuse whatever the
 * database holds: clearing the category, changing a setting of a closed case, a subcategory without category, an
 * incomplete location.
 */
export function planCaseUpdate(stored: PlannedCase, input: CaseUpdate, facts: UpdateFacts): CaseUpdatePlan {
  if (input.categoryId === null && stored.categoryId !== null) throw badRequest(CASE_MESSAGES.categoryRequired, 'CATEGORY_REQUIRED');
  const tenant = change(stored.tenantId, facts.newTenant ?? stored.tenantId);
  const category = change(stored.categoryId, input.categoryId ?? stored.categoryId);
  const tag = change(
    stored.categoryTagId,
    input.categoryTagId !== undefined ? input.categoryTagId : category.changed ? null : stored.categoryTagId,
  );
  const keptAssignee = tenant.changed && !facts.assigneeInTenant ? null : stored.assigneeId;
  const assignee = change(stored.assigneeId, input.assigneeId !== undefined ? input.assigneeId : keptAssignee);
  const deadline = change(
    stored.stateChangedDeadline,
    input.stateChangedDeadline !== undefined ? normaliseDeadline(input.stateChangedDeadline) : stored.stateChangedDeadline,
    same,
  );
  const settings = { tenant, category, tag, assignee, deadline };
  if (Object.values(settings).some((setting) => setting.changed) && !isOpenState(stored.state)) {
    throw conflict(CASE_MESSAGES.settingsLocked, 'CASE_LOCKED');
  }
  if ((tenant.changed || category.changed) && category.to === null) throw badRequest(CASE_MESSAGES.categoryRequired, 'CATEGORY_REQUIRED');
  if (tag.to !== null && (tag.changed || category.changed) && category.to === null) throw badRequest(CASE_MESSAGES.tagOfOtherCategory);

  const plan: CaseUpdatePlan = settings;
  const description = input.description?.trim();
  if (description !== undefined && description !== stored.description) plan.description = description;
  if (input.handoverNote !== undefined && emptyToNull(input.handoverNote) !== stored.handoverNote) {
    plan.handoverNote = emptyToNull(input.handoverNote);
  }
  if (input.latitude !== undefined || input.longitude !== undefined) {
    const location = requireLocation(
      input.latitude === undefined ? stored.latitude : input.latitude,
      input.longitude === undefined ? stored.longitude : input.longitude,
    );
    if (location.latitude !== stored.latitude || location.longitude !== stored.longitude) plan.location = location;
  }
  return plan;
}

/** The settings whose protocol line names them (the deadline shows its time instead), in the case file's order. */
export const NAMED_SETTINGS = ['tenant', 'category', 'tag', 'assignee'] as const;

/** Names of the settings that change, before and after ('–' for none; the assignee 'niemand'). */
export type SettingNames = Partial<Record<(typeof NAMED_SETTINGS)[number], readonly [string, string]>>;

const SETTING_LABELS = { tenant: 'Mandant', category: 'Kategorie', tag: 'Unterkategorie', assignee: 'Bearbeiter' } as const;

/**
 * The protocol lines of an update, in the order the case file shows its fields: each changed setting with its
 * names before and after (a new tenant with the case's new number), the texts, the location, each photo.
 */
export function protocolLines(
  plan: CaseUpdatePlan,
  names: SettingNames,
  newCaseNumber: number | null,
  photos: { added: readonly { final: boolean }[]; removed: readonly unknown[] },
): string[] {
  const lines: string[] = [];
  for (const setting of NAMED_SETTINGS) {
    if (!plan[setting].changed) continue;
    const [from, to] = names[setting] ?? ['–', '–'];
    const line = `${SETTING_LABELS[setting]} geändert: ${from} → ${to}`;
    lines.push(setting === 'tenant' ? `${line} (neue Fallnummer ${newCaseNumber})` : line);
  }
  if (plan.deadline.changed) {
    lines.push(`Bearbeitungsfrist geändert: ${formatBerlin(plan.deadline.from) ?? 'keine'} → ${formatBerlin(plan.deadline.to) ?? 'keine'}`);
  }
  if (plan.description !== undefined) lines.push('Beschreibung geändert');
  if (plan.handoverNote !== undefined) lines.push('Übergabenotiz geändert');
  if (plan.location) lines.push('Ortsangabe geändert');
  lines.push(...photos.added.map((p) => (p.final ? 'Abschlussbild hinzugefügt' : 'Bild hinzugefügt')));
  lines.push(...photos.removed.map(() => 'Bild entfernt'));
  return lines;
}
