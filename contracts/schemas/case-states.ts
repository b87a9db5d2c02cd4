/**
 * The case state machine (docs/product/cases.md#states-and-transitions), written once for server, web and the public
 * frames. It has no schemas on purpose: the frames bundle uses these rules without loading TypeBox. `case.ts`
 * re-exports it.
 */

/**
 * Case states (docs/product/cases.md#case-states): Erstellt, In Bearbeitung, Zurückgezogen, Abgeschlossen, Abgelehnt. A
 * new case starts as CREATED.
 */
export const CASE_STATE_VALUES = ['CREATED', 'IN_PROGRESS', 'CANCELLED', 'FINISHED', 'REJECTED'] as const;
export type CaseStateValue = (typeof CASE_STATE_VALUES)[number];

/** The German names of the states (docs/product/cases.md#case-states) for badges, protocol entries, mails, frames. */
export const CASE_STATE_LABELS: Readonly<Record<CaseStateValue, string>> = {
  CREATED: 'Erstellt',
  IN_PROGRESS: 'In Bearbeitung',
  CANCELLED: 'Zurückgezogen',
  FINISHED: 'Abgeschlossen',
  REJECTED: 'Abgelehnt',
};

/** Still being handled; every other state is closed. The column `defect_case.is_open` mirrors this set. */
export const OPEN_CASE_STATES: readonly CaseStateValue[] = ['CREATED', 'IN_PROGRESS'];
export const CLOSED_CASE_STATES: readonly CaseStateValue[] = CASE_STATE_VALUES.filter((state) => !OPEN_CASE_STATES.includes(state));

/**
 * Deletion is allowed only for rejected, finished or cancelled cases (docs/product/cases.md#deleting-a-case; the right
 * is checked apart).
 */
export const DELETABLE_CASE_STATES: readonly CaseStateValue[] = ['REJECTED', 'FINISHED', 'CANCELLED'];

/** Closed by the administration: the reporter may rate; a withdrawn report was closed by the reporter. */
export const RATEABLE_CASE_STATES: readonly CaseStateValue[] = ['FINISHED', 'REJECTED'];

/** The progress a case shows in each state (CREATED 0, IN_PROGRESS 50, closed 100: docs/product/cases.md#progress). */
const PROGRESS: Readonly<Record<CaseStateValue, number>> = { CREATED: 0, IN_PROGRESS: 50, CANCELLED: 100, FINISHED: 100, REJECTED: 100 };

/**
 * The transitions staff may make: the table of docs/product/cases.md#staff-transitions (reject, finish, reopen) plus
 * CREATED -> IN_PROGRESS when staff first work on a case (docs/product/cases.md#starting-work-on-a-new-case). CANCELLED
 * is never a staff target: it is the reporter's withdrawal of an open case (`canWithdraw`).
 */
export const STAFF_TRANSITIONS: Readonly<Record<CaseStateValue, readonly CaseStateValue[]>> = {
  CREATED: ['IN_PROGRESS', 'REJECTED', 'FINISHED'],
  IN_PROGRESS: ['REJECTED', 'FINISHED'],
  REJECTED: ['IN_PROGRESS'],
  FINISHED: ['IN_PROGRESS'],
  CANCELLED: [],
};

/** Every state staff may move a case to (each target in STAFF_TRANSITIONS): what a bulk change offers. */
export const STAFF_TARGET_STATES = ['IN_PROGRESS', 'FINISHED', 'REJECTED'] as const satisfies readonly CaseStateValue[];
export type StaffTargetState = (typeof STAFF_TARGET_STATES)[number];

/** The state the statistics count as finished (the day it was reached), and the only one taking final photos. */
export const FINISHED_STATE = 'FINISHED' satisfies CaseStateValue;

/** Narrows a stored text (a database column) to a state; anything else is no state at all. */
export const isCaseState = (value: string): value is CaseStateValue => (CASE_STATE_VALUES as readonly string[]).includes(value);

const within = (states: readonly CaseStateValue[], state: string) => isCaseState(state) && states.includes(state);

export const isOpenState = (state: string): boolean => within(OPEN_CASE_STATES, state);
export const isDeletableState = (state: string): boolean => within(DELETABLE_CASE_STATES, state);
export const isRateableState = (state: string): boolean => within(RATEABLE_CASE_STATES, state);

/** Whether staff may move a case from one state to the other; any other transition answers 409. */
export const canTransition = (from: string, to: string): boolean => isCaseState(from) && within(STAFF_TRANSITIONS[from], to);

/** Whether a case in this state counts as finished in the statistics. */
export const countsAsFinished = (state: string): boolean => state === FINISHED_STATE;

/** Photos of the finished work (docs/product/cases.md#photos) are taken only once a case is finished. */
export const acceptsFinalPhotos = (state: string): boolean => state === FINISHED_STATE;

/** The German name of a stored state; an unknown text is shown as it is. */
export const caseStateLabel = (state: string): string => (isCaseState(state) ? CASE_STATE_LABELS[state] : state);

/** The reporter may withdraw (to CANCELLED) an open case only. */
export const canWithdraw = (from: string): boolean => isOpenState(from);

/** Progress in percent; a closed state is 100. */
export const progressOf = (state: CaseStateValue): number => PROGRESS[state];
