import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { api } from '../../session/session.js';
import { addressOf } from './case-list-address.js';
import type { CaseListCriteria } from './case-list-criteria.js';
import { followAddress, updateCriteria } from './case-list-store.js';

/**
 * Keeps the list and the address in step: the list's criteria are written into the address (replacing it, so
 * Back leaves the list rather than walking through its filters), an address opened later (a link, a bookmark)
 * shows its list, and a tenant named by id only gets its name for the picker.
 */
export function useListAddress(criteria: CaseListCriteria, independent: boolean): void {
  const [, navigate] = useLocation();
  const address = useSearch();
  const written = useRef<string | null>(null);

  useEffect(() => {
    if (address !== written.current) followAddress(address, independent);
  }, [address, independent]);

  const wanted = addressOf(criteria);
  useEffect(() => {
    if (wanted === address) return;
    written.current = wanted;
    navigate(`/cases?${wanted}`, { replace: true });
  }, [wanted]);

  const unnamed = criteria.tenant !== null && criteria.tenant.name === '' ? criteria.tenant.id : null;
  // Not useLoaded: the name goes into the list's criteria (the kept list state), the screen shows nothing meanwhile.
  useEffect(() => {
    if (unnamed === null) return;
    let current = true;
    api.tenants.get(unnamed).then(
      (tenant) => current && updateCriteria({ tenant: { id: tenant.id, name: tenant.name } }),
      // not a tenant of the caller's: the list shows every tenant instead
      () => current && updateCriteria({ tenant: null }),
    );
    return () => {
      current = false;
    };
  }, [unnamed]);
}
