import { useCallback, useRef } from 'react';
import type { Role, VariableRight } from '@contracts/role.js';
import { dismissToast, showError, showSuccess } from '../../components/toast.js';
import { logFailure, useLoaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { cellKey, holds, withCell, type Cell } from './matrix.js';

export interface RoleMatrixData {
  rights: string[];
  roles: Role[];
  variableRights: VariableRight[];
}

/**
 * The roles, rights and variable rights of one tenant, and the changes made to them on this screen.
 * `byTenant` reads the roles with GET /api/role/tenant/{id} (users working across tenants), otherwise the
 * caller's own roles with GET /api/role. A checkbox changes at once; the server's answer is confirmed with a
 * short toast ("Gespeichert: …"), a refusal sets the box back and says why.
 */
export function useRoleMatrix(tenantId: number | null, byTenant: boolean) {
  // the right names are the same for every tenant: asked once, again only after a failure
  const rights = useRef<Promise<string[]> | null>(null);
  // A cell whose request is still running ignores further clicks, so answers cannot arrive out of order.
  const pending = useRef(new Set<string>());
  // One confirmation at a time: ticking ten boxes leaves the last one's, not a pile of ten.
  const savedToast = useRef<number | null>(null);
  const t = useT();

  const load = async (): Promise<RoleMatrixData> => {
    rights.current ??= api.platform.rights();
    try {
      const [rightNames, roles, variableRights] = await Promise.all([
        rights.current,
        byTenant ? api.roles.ofTenant(tenantId!).then((page) => page.content) : api.roles.list(),
        api.roles.variableRights(tenantId!).then((page) => page.content),
      ]);
      return { rights: rightNames, roles, variableRights };
    } catch (error) {
      rights.current = null;
      throw error;
    }
  };
  const data = useLoaded(load, tenantId === null ? null : `${tenantId}|${byTenant}`, logFailure);
  const { update } = data;

  const updateRoles = useCallback(
    (change: (roles: Role[]) => Role[]) => update((previous) => ({ ...previous, roles: change(previous.roles) })),
    [update],
  );

  const toggle = useCallback(
    /** `label` names the right as the box does, for the confirmation */
    async (role: Role, cell: Cell, label: string) => {
      const key = cellKey(role.id, cell);
      if (pending.current.has(key)) return;
      pending.current.add(key);
      const setCell = (granted: boolean) =>
        updateRoles((roles) => roles.map((entry) => (entry.id === role.id ? withCell(entry, cell, granted) : entry)));
      const granted = !holds(role, cell);
      setCell(granted);
      try {
        const saved =
          cell.kind === 'right' ? await api.roles.toggleRight(role.id, cell.right) : await api.roles.toggleVariableRight(role.id, cell.id);
        // Only this cell is taken from the answer: another cell of the role may be on its way.
        const held = holds(saved, cell);
        setCell(held);
        if (savedToast.current !== null) dismissToast(savedToast.current);
        savedToast.current = showSuccess(t(held ? 'roles.toast.granted' : 'roles.toast.revoked', { right: label, role: role.name }));
      } catch (error) {
        setCell(!granted);
        showError(error);
      } finally {
        pending.current.delete(key);
      }
    },
    [updateRoles, t],
  );

  const added = useCallback((role: Role) => updateRoles((roles) => [...roles, role]), [updateRoles]);
  const replaced = useCallback(
    (role: Role) => updateRoles((roles) => roles.map((entry) => (entry.id === role.id ? role : entry))),
    [updateRoles],
  );
  const removed = useCallback((id: number) => updateRoles((roles) => roles.filter((entry) => entry.id !== id)), [updateRoles]);

  return { data, toggle, added, replaced, removed };
}
