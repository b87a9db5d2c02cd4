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
