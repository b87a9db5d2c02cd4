import { describe, expect, it } from 'vitest';
import type { CaseUpdate } from '@contracts/case.js';
import { AppError } from '../../platform/errors.js';
import { type PlannedCase, planCaseUpdate, protocolLines, type UpdateFacts } from './update-plan.js';

const stored: PlannedCase = {
  state: 'IN_PROGRESS',
  tenantId: 1,
  categoryId: 10,
  categoryTagId: 100,
  assigneeId: 7,
  stateChangedDeadline: '2026-12-24T22:59:00.000Z',
  description: 'Schlagloch',
  handoverNote: null,
  latitude: 52.2,
  longitude: 13.4,
};
const stays: UpdateFacts = { newTenant: null, assigneeInTenant: true };
const plan = (input: CaseUpdate, facts = stays, from = stored) => planCaseUpdate(from, input, facts);
const noPhotos = { added: [], removed: [] };
const changedSettings = (input: CaseUpdate, facts = stays) =>
  Object.entries(plan(input, facts))
    .filter(([, value]) => typeof value === 'object' && value !== null && 'changed' in value && value.changed)
    .map(([name]) => name);

/** The status and code of the error `run` throws. */
function refusal(run: () => unknown): { status: number; code: string | undefined } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, code: error.code };
    throw error;
  }
  throw new Error('no refusal');
}

describe('planCaseUpdate', () => {
  it('changes nothing when the case file is sent back as it is, and then writes no protocol line', () => {
    const unchanged = plan({
      description: ' Schlagloch ',
      categoryId: 10,
      categoryTagId: 100,
      assigneeId: 7,
      stateChangedDeadline: '2026-12-24T23:59:00+01:00',
      latitude: 52.2,
      longitude: 13.4,
      handoverNote: '',
    });
    expect(changedSettings({})).toEqual([]);
    expect(unchanged).not.toHaveProperty('description');
    expect(unchanged).not.toHaveProperty('handoverNote');
    expect(unchanged).not.toHaveProperty('location');
    expect(protocolLines(unchanged, {}, null, noPhotos)).toEqual([]);
  });

  it('clears the subcategory with a new category, unless one is sent with it', () => {
    expect(plan({ categoryId: 11 }).tag).toEqual({ from: 100, to: null, changed: true });
    expect(plan({ categoryId: 11, categoryTagId: 110 }).tag).toEqual({ from: 100, to: 110, changed: true });
  });

  it('moves the case without an assignee who does not belong to the new tenant, unless one is named', () => {
    expect(plan({ tenantId: 2 }, { newTenant: 2, assigneeInTenant: false }).assignee).toEqual({ from: 7, to: null, changed: true });
    expect(plan({ tenantId: 2 }, { newTenant: 2, assigneeInTenant: true }).assignee.changed).toBe(false);
    expect(plan({ tenantId: 2, assigneeId: 8 }, { newTenant: 2, assigneeInTenant: false }).assignee.to).toBe(8);
    expect(changedSettings({ tenantId: 2 }, { newTenant: 2, assigneeInTenant: false })).toEqual(['tenant', 'assignee']);
  });

  it('reads a deadline sent as a day alone as the end of that Berlin day', () => {
    expect(plan({ stateChangedDeadline: '2026-12-24' }).deadline.changed).toBe(false);
    expect(plan({ stateChangedDeadline: '2026-12-25' }).deadline).toMatchObject({ to: '2026-12-25T22:59:00.000Z', changed: true });
    expect(plan({ stateChangedDeadline: null }).deadline).toMatchObject({ to: null, changed: true });
  });

  it('locks the settings of a closed case, not its description', () => {
    const closed = { ...stored, state: 'FINISHED' };
    expect(refusal(() => plan({ assigneeId: 8 }, stays, closed))).toEqual({ status: 409, code: 'CASE_LOCKED' });
    expect(refusal(() => plan({ stateChangedDeadline: null }, stays, closed))).toEqual({ status: 409, code: 'CASE_LOCKED' });
    expect(plan({ description: 'Schlagloch, tiefer' }, stays, closed).description).toBe('Schlagloch, tiefer');
  });

  it('refuses to clear the category, and a location without both coordinates', () => {
    expect(refusal(() => plan({ categoryId: null }))).toEqual({ status: 400, code: 'CATEGORY_REQUIRED' });
    expect(refusal(() => plan({ latitude: 0 }))).toEqual({ status: 400, code: 'LOCATION_REQUIRED' });
    expect(refusal(() => plan({ longitude: null }))).toEqual({ status: 400, code: 'LOCATION_REQUIRED' });
    expect(plan({ latitude: 52.3 }).location).toEqual({ latitude: 52.3, longitude: 13.4 });
  });
});

describe('protocolLines', () => {
  it('names each change in the order of the case file, the new tenant with the new case number', () => {
    const moved = plan(
      { tenantId: 2, categoryId: 20, assigneeId: null, stateChangedDeadline: null, description: 'Tiefes Schlagloch', latitude: 52.3 },
      { newTenant: 2, assigneeInTenant: true },
    );
    const names = {
      tenant: ['Musterstadt', 'Beispieldorf'],
      category: ['Straßen', 'Wege'],
      tag: ['Schlaglöcher', '–'],
      assignee: ['Clara Clerk', 'niemand'],
    } as const;
    expect(protocolLines(moved, names, 41, { added: [{ final: false }, { final: true }], removed: [{}] })).toEqual([
      'Mandant geändert: Musterstadt → Beispieldorf (neue Fallnummer 41)',
      'Kategorie geändert: Straßen → Wege',
      'Unterkategorie geändert: Schlaglöcher → –',
      'Bearbeiter geändert: Clara Clerk → niemand',
      'Bearbeitungsfrist geändert: 2026.12.24 23:59 → keine',
      'Beschreibung geändert',
      'Ortsangabe geändert',
      'Bild hinzugefügt',
      'Abschlussbild hinzugefügt',
      'Bild entfernt',
    ]);
  });
});
