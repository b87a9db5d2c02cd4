import { describe, expect, it } from 'vitest';
import { caseListQuery, criteriaKey, deadlineUrgency, DEFAULT_CRITERIA, emptyTextKey, sortOptions } from './case-list-criteria.js';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-05-04T10:00:00Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('case list criteria', () => {
  it('chooses the empty text: search first, then filter or tenant, else no cases at all', () => {
    expect(emptyTextKey(DEFAULT_CRITERIA)).toBe('cases.empty.none');
    expect(emptyTextKey({ ...DEFAULT_CRITERIA, filter: 'open' })).toBe('cases.empty.filter');
    expect(emptyTextKey({ ...DEFAULT_CRITERIA, filter: 'REJECTED' })).toBe('cases.empty.filter');
    expect(emptyTextKey({ ...DEFAULT_CRITERIA, tenant: { id: 2, name: 'Musterstadt' } })).toBe('cases.empty.filter');
    expect(emptyTextKey({ ...DEFAULT_CRITERIA, search: 'Laterne' })).toBe('cases.empty.search');
    expect(emptyTextKey({ ...DEFAULT_CRITERIA, filter: 'closed', search: 'Laterne' })).toBe('cases.empty.search');
  });

  it('maps the criteria to the query of GET /api/case, leaving out an empty search and no tenant', () => {
    expect(caseListQuery(DEFAULT_CRITERIA, 0, 50)).toEqual({ state: 'all', sort: 'createdAt', order: 'DESC', page: 0, size: 50 });
    expect(
      caseListQuery(
        {
          ...DEFAULT_CRITERIA,
          filter: 'my-open',
          sort: 'tenant.name',
          order: 'ASC',
          search: '12',
          tenant: { id: 3, name: 'Beispieldorf' },
        },
        2,
        50,
      ),
    ).toEqual({ state: 'my-open', sort: 'tenant.name', order: 'ASC', page: 2, size: 50, search: '12', tenant: 3 });
  });

  it('names a list by everything that selects its rows, but not by the tenant’s name', () => {
    const tenant = { id: 3, name: 'Beispieldorf' };
    expect(criteriaKey({ ...DEFAULT_CRITERIA, tenant })).toBe(criteriaKey({ ...DEFAULT_CRITERIA, tenant: { ...tenant, name: 'B' } }));
    expect(criteriaKey({ ...DEFAULT_CRITERIA, order: 'ASC' })).not.toBe(criteriaKey(DEFAULT_CRITERIA));
  });

  it('offers the tenant sort only with TENANT_INDEPENDENCE', () => {
    expect(sortOptions(true)).toEqual([
      'createdAt',
      'editedAt',
      'caseNumber',
      'assignee.lastname',
      'stateChangedDeadline',
      'category.name',
      'tenant.name',
    ]);
    expect(sortOptions(false)).not.toContain('tenant.name');
  });

  it('highlights deadlines of open cases that are past or within three days', () => {
    expect(deadlineUrgency({ state: 'IN_PROGRESS', stateChangedDeadline: at(-HOUR) }, NOW)).toBe('overdue');
    expect(deadlineUrgency({ state: 'CREATED', stateChangedDeadline: at(70 * HOUR) }, NOW)).toBe('soon');
    expect(deadlineUrgency({ state: 'CREATED', stateChangedDeadline: at(80 * HOUR) }, NOW)).toBeNull();
    expect(deadlineUrgency({ state: 'FINISHED', stateChangedDeadline: at(-HOUR) }, NOW)).toBeNull();
    expect(deadlineUrgency({ state: 'CREATED', stateChangedDeadline: null }, NOW)).toBeNull();
  });
});
