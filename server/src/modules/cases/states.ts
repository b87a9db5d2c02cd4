import type { CaseStateValue } from '@contracts/case.js';

/** The German names of the states, as the badges show them (spec §4). */
export const STATE_LABELS: Record<CaseStateValue, string> = {
  CREATED: 'Erstellt',
  IN_PROGRESS: 'In Bearbeitung',
  CANCELLED: 'Zurückgezogen',
  FINISHED: 'Abgeschlossen',
  REJECTED: 'Abgelehnt',
};

export const stateLabel = (state: string): string => STATE_LABELS[state as CaseStateValue] ?? state;

/**
 * The transitions staff may make (spec §4 plus DESIGN §4's CREATED -> IN_PROGRESS). CANCELLED is the
 * reporter's withdrawal through the status link, never a staff action.
 */
const STAFF_TRANSITIONS: Record<string, readonly CaseStateValue[]> = {
  CREATED: ['IN_PROGRESS', 'REJECTED', 'FINISHED'],
  IN_PROGRESS: ['REJECTED', 'FINISHED'],
  REJECTED: ['IN_PROGRESS'],
  FINISHED: ['IN_PROGRESS'],
};

export const isStaffTransition = (from: string, to: string): boolean => STAFF_TRANSITIONS[from]?.includes(to as CaseStateValue) ?? false;

/** Cases in these states may be deleted (spec §4). */
export const DELETABLE_STATES: readonly string[] = ['REJECTED', 'FINISHED', 'CANCELLED'];
