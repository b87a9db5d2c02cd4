import { useEffect, useMemo, type Dispatch, type SetStateAction } from 'react';
import type { User } from '@contracts/user.js';
import { usePickerData } from '../../components/usePickerData.js';
import { api } from '../../session/session.js';
import { useUserRights } from './useUserRights.js';
import { keepOffered, selectionQuery, type UserFormValues } from './user-rules.js';

/**
 * What the user form's pickers offer: the roles of the chosen tenant (those the caller may give, and the role
 * the user has), the categories and the subcategories of the chosen categories. A choice that the new lists no
 * longer offer is dropped from the values, so nothing invisible is saved.
 */
export function useUserChoices(saved: User | null, values: UserFormValues, setValues: Dispatch<SetStateAction<UserFormValues>>) {
  const { independent, mayGive } = useUserRights();
  const tenantId = values.tenant?.id ?? null;
  const tenantRoles = usePickerData(
    async () => (tenantId === null ? [] : independent ? (await api.roles.ofTenant(tenantId)).content : api.roles.list()),
    `${tenantId}|${independent}`,
  );
  const savedRole = saved?.role ?? null;
  const roles = useMemo(
    () => tenantRoles?.filter((role) => role.id === savedRole || mayGive(role)) ?? null,
    [tenantRoles, savedRole, mayGive],
  );
  const query = selectionQuery(saved, tenantId);
  const categories = usePickerData(() => api.categories.selectable(query), JSON.stringify(query));
  const chosenCategories = [...values.categoryIds].sort((a, b) => a - b);
  const tags = usePickerData(
    () => api.tags.selectable({ ...query, categoryIds: chosenCategories }),
    JSON.stringify([query, chosenCategories]),
  );

  useEffect(() => {
    if (roles) setValues((v) => (v.roleId === null || roles.some((role) => role.id === v.roleId) ? v : { ...v, roleId: null }));
  }, [roles, setValues]);
  useEffect(() => {
    if (categories) setValues((v) => ({ ...v, categoryIds: keepOffered(v.categoryIds, categories) }));
  }, [categories, setValues]);
  useEffect(() => {
    if (tags) setValues((v) => ({ ...v, tagIds: keepOffered(v.tagIds, tags) }));
  }, [tags, setValues]);

  return { roles, categories, tags };
}
