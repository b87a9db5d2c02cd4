import { describe, expect, it } from 'vitest';
import type { CaseStateValue } from '@contracts/case.js';
import {
  allowedActions,
  createPayload,
  formatInstant,
  initialValues,
  deadlinePayload,
  parseDeadline,
  todayText,
  updatePayload,
  validateCase,
  type CaseViewer,
} from './case-rules.js';
import { makeCase } from './test-helpers.js';

const viewer = (rights: string[], flags: Partial<CaseViewer> = {}): CaseViewer => ({
  rights,
  superAdmin: false,
  superUser: false,
  ...flags,
});
const clerk = viewer(['VIEW_CASES']);

describe('allowedActions', () => {
  const transitions = (state: CaseStateValue) =>
    allowedActions(makeCase({ state }), clerk).filter((action) => ['reject', 'finish', 'reopen'].includes(action));

  it('offers the transitions of the table only', () => {
    expect(transitions('CREATED')).toEqual(['reject', 'finish']);
    expect(transitions('IN_PROGRESS')).toEqual(['reject', 'finish']);
    expect(transitions('REJECTED')).toEqual(['reopen']);
    expect(transitions('FINISHED')).toEqual(['reopen']);
    expect(transitions('CANCELLED')).toEqual([]);
  });

  it('offers deletion for closed cases with TENANT_INDEPENDENCE only', () => {
    const independent = viewer(['TENANT_INDEPENDENCE']);
    for (const state of ['REJECTED', 'FINISHED', 'CANCELLED'] as const) {
      expect(allowedActions(makeCase({ state }), independent)).toContain('delete');
      expect(allowedActions(makeCase({ state }), clerk)).not.toContain('delete');
    }
    for (const state of ['CREATED', 'IN_PROGRESS'] as const)
      expect(allowedActions(makeCase({ state }), independent)).not.toContain('delete');
  });

  it('offers publishing or removal from the map by the case’s flag with PUBLISH_CASES_TO_MAP', () => {
    const publisher = viewer(['PUBLISH_CASES_TO_MAP']);
    expect(allowedActions(makeCase({ publishedOnMap: false }), publisher)).toContain('publish');
    expect(allowedActions(makeCase({ publishedOnMap: false }), publisher)).not.toContain('unpublish');
    expect(allowedActions(makeCase({ publishedOnMap: true }), publisher)).toEqual(expect.arrayContaining(['unpublish']));
    expect(allowedActions(makeCase({ publishedOnMap: true }), publisher)).not.toContain('publish');
    expect(allowedActions(makeCase({ publishedOnMap: false }), clerk)).not.toContain('publish');
  });

  it('ties summary, PDF and protocol to their rights', () => {
    const all = viewer(['SEND_CASE_SUMMARY', 'CREATE_CASE_SUMMARY_PDF', 'VIEW_CASE_PROTOCOL']);
    expect(allowedActions(makeCase(), all)).toEqual(['reject', 'finish', 'sendSummary', 'pdfSummary', 'protocol']);
    expect(allowedActions(makeCase(), clerk)).toEqual(['reject', 'finish']);
  });

  it('offers the device block to super users for a case with a device, reachability and forwarding to super admins', () => {
    const device = { id: 'demo-geraet', blocked: false };
    expect(allowedActions(makeCase({ deviceCreator: device }), viewer([], { superUser: true }))).toContain('blockDevice');
    expect(allowedActions(makeCase({ deviceCreator: null }), viewer([], { superUser: true }))).not.toContain('blockDevice');
    expect(allowedActions(makeCase({ deviceCreator: device }), clerk)).not.toContain('blockDevice');
    expect(allowedActions(makeCase(), viewer([], { superAdmin: true }))).toEqual(['reject', 'finish', 'checkReachability', 'forward']);
  });
});

describe('validateCase', () => {
  const today = '2026.04.20';
  const complete = {
    ...initialValues(null, { id: 2, name: 'Musterstadt' }),
    categoryId: 7,
    location: { latitude: 52.22, longitude: 13.44 },
  };

  it('asks for a category and, on create, a place on the map', () => {
    const empty = initialValues(null, { id: 2, name: 'Musterstadt' });
    expect(validateCase(empty, { saved: null, today })).toEqual([
      { field: 'category', messageKey: 'caseFile.validation.category' },
      { field: 'location', messageKey: 'caseFile.validation.location' },
    ]);
    expect(validateCase({ ...complete, location: { latitude: 0, longitude: 13.4 } }, { saved: null, today })[0]!.field).toBe('location');
    expect(validateCase(complete, { saved: null, today })).toEqual([]);
  });

  it('checks a changed deadline for its format and for today or later', () => {
    expect(validateCase({ ...complete, deadline: '20.04.2026' }, { saved: null, today })).toEqual([
      { field: 'deadline', messageKey: 'caseFile.validation.deadlineFormat' },
    ]);
    expect(validateCase({ ...complete, deadline: '2026.04.19' }, { saved: null, today })).toEqual([
      { field: 'deadline', messageKey: 'caseFile.validation.deadlinePast' },
    ]);
    expect(validateCase({ ...complete, deadline: '2026.04.20' }, { saved: null, today })).toEqual([]);
    const overdue = makeCase({ stateChangedDeadlineFormatted: '2026.04.01 10:00' });
    expect(validateCase(initialValues(overdue, null), { saved: overdue, today })).toEqual([]);
  });

  it('lets an old case without category stay so while its tenant is unchanged', () => {
    const unrouted = makeCase({ categoryId: null, category: null });
    expect(validateCase(initialValues(unrouted, null), { saved: unrouted, today })).toEqual([]);
    const moved = { ...initialValues(unrouted, null), tenant: { id: 3, name: 'Beispieldorf' } };
    expect(validateCase(moved, { saved: unrouted, today })[0]!.field).toBe('category');
  });
});

describe('payloads', () => {
  it('sends only what changed, and no settings of a closed case', () => {
    const saved = makeCase({ state: 'IN_PROGRESS', stateChangedDeadlineFormatted: '2026.05.01 14:00' });
    const values = initialValues(saved, null);
    expect(updatePayload(saved, values)).toEqual({});
    expect(updatePayload(saved, { ...values, assigneeId: 9, deadline: '2026.05.03', handoverNote: '' })).toEqual({
      assigneeId: 9,
      // a day alone is the end of that Berlin day (summer time: UTC+2)
      stateChangedDeadline: '2026-05-03T21:59:00.000Z',
    });
    expect(updatePayload(saved, { ...values, photos: [...values.photos, 'neu.png'] }).photos).toEqual([
      { name: 'a.png', final: false },
      { name: 'neu.png', final: false },
      { name: 'z.png', final: true },
    ]);
    const finished = makeCase({ state: 'FINISHED' });
    expect(updatePayload(finished, { ...initialValues(finished, null), assigneeId: 9, description: 'Neu' })).toEqual({
      description: 'Neu',
    });
  });

  it('creates with the tenant only for TENANT_INDEPENDENCE and the deadline only with its right', () => {
    const values = {
      ...initialValues(null, { id: 2, name: 'Musterstadt' }),
      categoryId: 7,
      deadline: '2026.05.01',
      location: { latitude: 52.2, longitude: 13.4 },
    };
    expect(createPayload(values, viewer(['CREATE_NEW_CASE']))).toEqual({
      description: '',
      photos: [],
      categoryId: 7,
      categoryTagId: null,
      latitude: 52.2,
      longitude: 13.4,
      handoverNote: null,
    });
    expect(createPayload(values, viewer(['TENANT_INDEPENDENCE', 'SET_CASE_EDIT_DEADLINE']))).toMatchObject({
      tenantId: 2,
      stateChangedDeadline: '2026-05-01T21:59:00.000Z',
    });
  });
});

describe('helpers', () => {
  it('parses deadlines and formats dates in Berlin time', () => {
    expect(parseDeadline('2026.5.1')).toBe('2026.05.01 23:59');
    expect(parseDeadline('2026-05-01')).toBe('2026.05.01 23:59');
    expect(parseDeadline('2026.02.30')).toBeNull();
    expect(parseDeadline('0999/1/2')).toBe('0999.01.02 23:59');
    expect(parseDeadline('2026.12.24 16:30')).toBe('2026.12.24 16:30');
    expect(parseDeadline('2026-12-24T08:05')).toBe('2026.12.24 08:05');
    expect(parseDeadline('2026.12.24 24:00')).toBeNull();
    // the instants sent for Berlin wall-clock times, on both sides of the changes of summer time
    expect(deadlinePayload('2030.03.30')).toBe('2030-03-30T22:59:00.000Z');
    expect(deadlinePayload('2030.03.31 12:00')).toBe('2030-03-31T10:00:00.000Z');
    expect(deadlinePayload('2030.10.26 12:00')).toBe('2030-10-26T10:00:00.000Z');
    expect(deadlinePayload('2030.10.27')).toBe('2030-10-27T22:59:00.000Z');
    expect(todayText(new Date('2026-04-19T22:30:00Z'))).toBe('2026.04.20');
    expect(formatInstant('2026-04-19T22:30:00Z')).toBe('2026.04.20 00:30');
  });
});
