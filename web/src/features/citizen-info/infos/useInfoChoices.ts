import { useState } from 'react';
import type { Info, InfoType } from '@contracts/info.js';
import { mapLoaded, useLoaded, loadedValue, type Loaded } from '../../../components/useLoaded.js';
import { api } from '../../../session/session.js';
import { useCitizenInfoRights } from '../shared/useCitizenInfoRights.js';
import type { InfoFormValues } from './info-form.js';
import type { SelectOption } from './SelectField.js';

export interface InfoChoices {
  types: Loaded<InfoType[]>;
  categories: Loaded<SelectOption[]>;
  surveys: Loaded<SelectOption[]>;
  /** publishing needs no approval */
  canApprove: boolean;
}

const asOptions = (list: ReadonlyArray<{ id: number; name: string }>): SelectOption[] =>
  list.map((item) => ({ value: String(item.id), label: item.name }));

/**
 * What the information form offers: the types, the categories and (for a survey) the surveys of the tenant,
 * and whether the chosen category may be published without approval (APPROVE on it).
 */
export function useInfoChoices(values: InfoFormValues, saved: Info | null): InfoChoices {
  const { ownTenant, independent } = useCitizenInfoRights();
  // the tenant whose categories and surveys are offered: the chosen one, or the last one while the field is empty
  const chosenTenant = independent ? (values.tenant?.id ?? null) : (ownTenant?.id ?? null);
  const [tenantId, setTenantId] = useState(chosenTenant);
  if (chosenTenant !== null && chosenTenant !== tenantId) setTenantId(chosenTenant);

  const types = useLoaded(() => api.infos.types(), 'types');
  const categories = useLoaded(() => api.infoCategories.ofTenant(tenantId ?? 0), tenantId);
  const surveys = useLoaded(
    () => api.surveys.list({ tenant: tenantId ?? undefined, sort: 'name', order: 'ASC', size: 200 }),
    values.type === 'SURVEY' ? tenantId : null,
  );
  const approve = useLoaded(() => api.infoCategories.hasRight('APPROVE', values.categoryId ?? 0), values.categoryId);
  return {
    types,
    categories: mapLoaded(categories, asOptions),
    surveys: mapLoaded(surveys, (page) => asOptions(page.content)),
    // until the answer for the chosen category is there, the saved item's own flag stands in for its category
    canApprove: loadedValue(approve) ?? (saved !== null && saved.categoryId === values.categoryId && saved.approvable),
  };
}
