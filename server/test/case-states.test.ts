import { describe, expect, it } from 'vitest';
import {
  CASE_STATE_VALUES,
  canTransition,
  canWithdraw,
  CLOSED_CASE_STATES,
  isDeletableState,
  isOpenState,
  isRateableState,
  OPEN_CASE_STATES,
  progressOf,
  acceptsFinalPhotos,
  caseStateLabel,
  countsAsFinished,
  STAFF_TARGET_STATES,
  STAFF_TRANSITIONS,
} from '@contracts/case-states.js';

/** The case state machine of contracts/schemas/case-states.ts, which server, web and frames share. */
describe('case state machine', () => {
  it('splits the five states into open and closed', () => {
    expect(OPEN_CASE_STATES).toEqual(['CREATED', 'IN_PROGRESS']);
    expect(CLOSED_CASE_STATES).toEqual(['CANCELLED', 'FINISHED', 'REJECTED']);
    expect(CASE_STATE_VALUES.filter(isOpenState)).toEqual(OPEN_CASE_STATES);
  });

  it('allows exactly the staff transitions of docs/product/cases.md#staff-transitions, CREATED -> IN_PROGRESS included', () => {
    const allowed = CASE_STATE_VALUES.flatMap((from) =>
      CASE_STATE_VALUES.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'CREATED->IN_PROGRESS',
        'CREATED->REJECTED',
        'CREATED->FINISHED',
        'IN_PROGRESS->REJECTED',
        'IN_PROGRESS->FINISHED',
        'REJECTED->IN_PROGRESS',
        'FINISHED->IN_PROGRESS',
      ].sort(),
    );
  });

  it('leaves CANCELLED to the reporter, who may withdraw open cases only', () => {
    expect(CASE_STATE_VALUES.filter((from) => canTransition(from, 'CANCELLED'))).toEqual([]);
    expect(CASE_STATE_VALUES.filter(canWithdraw)).toEqual(['CREATED', 'IN_PROGRESS']);
  });

  it('deletes rejected, finished or cancelled cases; the reporter rates what the administration closed', () => {
    expect(CASE_STATE_VALUES.filter(isDeletableState)).toEqual(['CANCELLED', 'FINISHED', 'REJECTED']);
    expect(CASE_STATE_VALUES.filter(isRateableState)).toEqual(['FINISHED', 'REJECTED']);
  });

  it('shows progress 0, 50 and 100 for closed states', () => {
    expect(CASE_STATE_VALUES.map(progressOf)).toEqual([0, 50, 100, 100, 100]);
  });

  it('answers no for texts that are no state, including names of object properties', () => {
    for (const text of ['', 'created', '__proto__', 'constructor', 'toString']) {
      expect(isOpenState(text)).toBe(false);
      expect(isDeletableState(text)).toBe(false);
      expect(canTransition(text, 'IN_PROGRESS')).toBe(false);
      expect(canTransition('CREATED', text)).toBe(false);
    }
  });

  it('takes photos of the finished work only on a finished case, the one state the statistics count as finished', () => {
    expect(CASE_STATE_VALUES.filter(acceptsFinalPhotos)).toEqual(['FINISHED']);
    expect(CASE_STATE_VALUES.filter(countsAsFinished)).toEqual(['FINISHED']);
  });

  it('offers as bulk targets exactly the states some staff transition leads to', () => {
    const targets = new Set(Object.values(STAFF_TRANSITIONS).flat());
    expect(CASE_STATE_VALUES.filter((state) => targets.has(state))).toEqual([...STAFF_TARGET_STATES]);
  });

  it('names each state in German as the specification does, and shows an unknown text as it is', () => {
    expect(CASE_STATE_VALUES.map(caseStateLabel)).toEqual(['Erstellt', 'In Bearbeitung', 'Zurückgezogen', 'Abgeschlossen', 'Abgelehnt']);
    expect(caseStateLabel('ARCHIVED')).toBe('ARCHIVED');
  });
});
