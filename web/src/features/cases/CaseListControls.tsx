import { CASE_FILTERS, CASE_STATE_VALUES } from '@contracts/case.js';
import { Field } from '../../components/Field.js';
import { stateLabelKey } from '../../components/case/caseStates.js';
import { TenantPicker, type TenantOption } from '../../components/TenantPicker.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import {
  sortOptions,
  TENANT_SORT,
  type CaseListCriteria,
  type CaseListFilter,
  type CaseSort,
  type SortOrder,
} from './case-list-criteria.js';

const ORDERS: SortOrder[] = ['DESC', 'ASC'];
const FILTER_VALUES: readonly string[] = [...CASE_FILTERS, ...CASE_STATE_VALUES];

const loadTenants = async (search: string): Promise<TenantOption[]> =>
  (await api.tenants.list({ search, size: 50 })).content.map(({ id, name }) => ({ id, name }));

export interface CaseListControlsProps {
  criteria: CaseListCriteria;
  searchText: string;
  /** TENANT_INDEPENDENCE: the tenant sort and, with it, the tenant filter */
  independent: boolean;
  onChange: (change: Partial<CaseListCriteria>) => void;
  onSearchText: (text: string) => void;
}

/** Filter, sort column, order, search and (sorting by tenant) the tenant: native selects, all labelled. */
export function CaseListControls({ criteria, searchText, independent, onChange, onSearchText }: CaseListControlsProps) {
  const t = useT();
  const tenantSort = independent && criteria.sort === TENANT_SORT;

  return (
    <div className="case-controls" role="group" aria-label={t('cases.controls')}>
      <Field label={t('cases.filter')}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={criteria.filter}
            onChange={(event) => {
              if (FILTER_VALUES.includes(event.target.value)) onChange({ filter: event.target.value as CaseListFilter });
            }}
          >
            {CASE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`cases.filter.${filter}`)}
              </option>
            ))}
            <optgroup label={t('cases.filter.states')}>
              {CASE_STATE_VALUES.map((state) => (
                <option key={state} value={state}>
                  {t(stateLabelKey(state))}
                </option>
              ))}
            </optgroup>
          </select>
        )}
      </Field>
      <Field label={t('cases.sort')}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={criteria.sort}
            onChange={(event) => {
              const sort = sortOptions(independent).find((option) => option === event.target.value);
              // the tenant filter belongs to the tenant sort: leaving it shows every tenant again
              if (sort) onChange({ sort, tenant: sort === TENANT_SORT ? criteria.tenant : null });
            }}
          >
            {sortOptions(independent).map((sort: CaseSort) => (
              <option key={sort} value={sort}>
                {t(`cases.sort.${sort}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('cases.order')}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={criteria.order}
            onChange={(event) => {
              const order = ORDERS.find((option) => option === event.target.value);
              if (order) onChange({ order });
            }}
          >
            {ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(`cases.order.${order}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="case-controls__search" role="search">
        <Field label={t('cases.search')} hint={t('cases.searchHint')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="search"
              autoComplete="off"
              value={searchText}
              onChange={(event) => onSearchText(event.target.value)}
            />
          )}
        </Field>
      </div>
      {tenantSort && (
        <div className="case-controls__tenant">
          <TenantPicker
            label={t('cases.tenant')}
            hint={t('cases.tenantHint')}
            loader={loadTenants}
            value={criteria.tenant?.id ?? null}
            selectedName={criteria.tenant?.name}
            onChange={(tenant) => onChange({ tenant })}
          />
        </div>
      )}
    </div>
  );
}
