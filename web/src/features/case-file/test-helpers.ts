import type { Case, CaseNote } from '@contracts/case.js';

/** Component-test fixtures for the case file: a case and a note. */

export function makeCase(overrides: Partial<Case> = {}): Case {
  return {
    id: 41,
    caseNumber: 17,
    description: 'Schlagloch in der Bahnhofstraße',
    state: 'CREATED',
    progress: 0,
    createdAt: '2026-04-18T08:00:00.000Z',
    createdAtFormatted: '2026.04.18 10:00',
    createdAtDay: 18,
    createdAtMonth: 4,
    createdAtYear: 2026,
    editedAt: null,
    editedAtFormatted: null,
    stateChangedDeadline: null,
    stateChangedDeadlineFormatted: null,
    tenantId: 2,
    tenant: { id: 2, name: 'Musterstadt' },
    categoryId: 7,
    category: { id: 7, name: 'Verkehrsflächen' },
    categoryTagId: null,
    categoryTag: null,
    assigneeId: null,
    assignee: null,
    rating: null,
    reachable: true,
    publishedOnMap: false,
    photos: [
      { name: 'a.png', final: false },
      { name: 'z.png', final: true },
    ],
    latitude: 52.2189,
    longitude: 13.4391,
    deviceCreator: null,
    notesOrdered: [],
    email: null,
    reporterName: null,
    reporterPhone: null,
    mediaUrl: null,
    handoverNote: null,
    firstPhoto: null,
    ...overrides,
  };
}

export function makeNote(overrides: Partial<CaseNote> = {}): CaseNote {
  return {
    id: 5,
    description: 'Bauhof ist informiert.',
    type: 'NOTE',
    createdBy: { fullname: 'Anna Albrecht' },
    createdAt: '2026-04-18T09:00:00.000Z',
    createdAtFormatted: '2026.04.18 11:00',
    systemGenerated: false,
    clientMessage: false,
    answer: false,
    editable: true,
    deletable: true,
    ...overrides,
  };
}
