import { progressOf, type CaseStateValue } from '../schemas/case-states.js';
import type { Case, CaseListItem } from '../schemas/case.js';

/**
 * A card of GET /api/case: an open report of the example tenant's road damage category, assigned to the example
 * clerk; `progress` follows the state as the server computes it.
 */
export function exampleCaseListItem(fields: Partial<CaseListItem> = {}): CaseListItem {
  const state: CaseStateValue = fields.state ?? 'IN_PROGRESS';
  return {
    id: 4711,
    caseNumber: 128,
    description: 'Schlagloch auf der Fahrbahn vor der Hausnummer 12',
    state,
    progress: progressOf(state),
    createdAt: '2026-03-02T08:15:00.000Z',
    createdAtFormatted: '2026.03.02 09:15',
    editedAt: '2026-03-03T10:00:00.000Z',
    stateChangedDeadline: null,
    stateChangedDeadlineFormatted: null,
    tenantId: 1,
    tenant: { id: 1, name: 'Musterstadt' },
    categoryId: 10,
    category: { id: 10, name: 'Straßenschäden' },
    categoryTagId: null,
    categoryTag: null,
    assigneeId: 21,
    assignee: { id: 21, fullname: 'Erika Mustermann' },
    rating: null,
    reachable: true,
    publishedOnMap: true,
    firstPhoto: 'a1b2c3d4e5f6.jpg',
    ...fields,
  };
}

/** The same report as GET /api/case/{id} answers it: a citizen's report with its photo and one answer. */
export function exampleCase(fields: Partial<Case> = {}): Case {
  return {
    ...exampleCaseListItem(fields),
    createdAtDay: 2,
    createdAtMonth: 3,
    createdAtYear: 2026,
    editedAtFormatted: '2026.03.03 11:00',
    photos: [{ name: 'a1b2c3d4e5f6.jpg', final: false }],
    latitude: 52.5163,
    longitude: 13.3777,
    deviceCreator: { id: 'c0ffee00-1234-4abc-9def-000000000001', blocked: false },
    notesOrdered: [
      {
        id: 901,
        description: 'Vielen Dank für Ihre Meldung. Der Bauhof ist informiert.',
        type: 'ANSWER',
        createdBy: { fullname: 'Erika Mustermann' },
        createdAt: '2026-03-03T10:00:00.000Z',
        createdAtFormatted: '2026.03.03 11:00',
        systemGenerated: false,
        clientMessage: false,
        answer: true,
        editable: true,
        deletable: true,
      },
    ],
    email: 'meldende@example.org',
    reporterName: null,
    reporterPhone: null,
    mediaUrl: null,
    handoverNote: null,
    ...fields,
  };
}
