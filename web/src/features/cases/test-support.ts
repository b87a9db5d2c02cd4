import type { CaseListItem, CaseStats } from '@contracts/case.js';

/** Component-test fixtures for the case list: list rows and the statistics. */

export function caseItem(id: number, overrides: Partial<CaseListItem> = {}): CaseListItem {
  return {
    id,
    caseNumber: id,
    description: `Beschreibung von Fall ${id}`,
    state: 'CREATED',
    progress: 0,
    createdAt: '2026-05-01T08:00:00.000Z',
    createdAtFormatted: '2026.05.01 10:00',
    editedAt: null,
    stateChangedDeadline: null,
    stateChangedDeadlineFormatted: null,
    tenantId: 2,
    tenant: { id: 2, name: 'Musterstadt' },
    categoryId: 5,
    category: { id: 5, name: 'Verkehrsflächen' },
    categoryTagId: null,
    categoryTag: null,
    assigneeId: 3,
    assignee: { id: 3, fullname: 'Anna Albrecht' },
    rating: null,
    reachable: true,
    publishedOnMap: false,
    firstPhoto: null,
    ...overrides,
  };
}

export const STATS: CaseStats = {
  ALL_COUNT: 100,
  CREATED_COUNT: 11,
  FINISHED_COUNT: 60,
  REJECTED_COUNT: 9,
  all: 100,
  open: 27,
  created: 11,
  inProgress: 16,
  finished: 60,
  rejected: 9,
  cancelled: 4,
};
