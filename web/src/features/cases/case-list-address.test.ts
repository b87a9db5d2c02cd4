import { describe, expect, it } from 'vitest';
import { addressOf, criteriaFromAddress } from './case-list-address.js';
import { DEFAULT_CRITERIA } from './case-list-criteria.js';

describe('the case list in the address', () => {
  it('reads filter, sort, order, search and, with the tenant sort, the tenant', () => {
    expect(criteriaFromAddress('?filter=open&sort=caseNumber&order=ASC&search=Laterne')).toEqual({
      filter: 'open',
      sort: 'caseNumber',
      order: 'ASC',
      search: 'Laterne',
      tenant: null,
      view: 'cards',
    });
    expect(criteriaFromAddress('?filter=REJECTED&sort=tenant.name&order=DESC&tenant=3')).toMatchObject({
      filter: 'REJECTED',
      tenant: { id: 3 },
    });
    expect(criteriaFromAddress('?sort=createdAt&tenant=3')?.tenant).toBeNull();
  });

  it('falls back to the default for each unknown value, and names no list without its parameters', () => {
    expect(criteriaFromAddress('?filter=__proto__&sort=email&order=sideways&tenant=abc&view=globe')).toEqual(DEFAULT_CRITERIA);
    expect(criteriaFromAddress('')).toBeNull();
    expect(criteriaFromAddress('?caseId=4')).toBeNull();
  });

  it('writes what it reads', () => {
    const criteria = {
      filter: 'my-open',
      sort: 'tenant.name',
      order: 'ASC',
      search: 'Ampel & Co',
      tenant: { id: 7, name: 'Beispieldorf' },
      view: 'map',
    } as const;
    const address = addressOf(criteria);
    expect(address).toBe('filter=my-open&sort=tenant.name&order=ASC&search=Ampel+%26+Co&tenant=7&view=map');
    expect(criteriaFromAddress(address)).toEqual({ ...criteria, tenant: { id: 7, name: '' } });
    expect(addressOf(DEFAULT_CRITERIA)).toBe('filter=all&sort=createdAt&order=DESC');
  });
});
