import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { COUNTRIES, type Country, type TenantListItem } from '@contracts/tenant.js';
import { DataTable, type Column } from '../../components/data-table/DataTable.js';
import { useDebouncedValue } from '../../components/useDebouncedValue.js';
import { useInfiniteList } from '../../components/data-table/useInfiniteList.js';
import { Field } from '../../components/Field.js';
import { PageHeader } from '../../components/PageHeader.js';
import { language, useT } from '../../i18n/i18n.js';
import { api, currentUser } from '../../session/session.js';
import { canCreateTenant, canEditTenant, hasAdvertising, showsAdvertising, type TenantViewer } from './tenant-rules.js';
import '../../components/Button.css';
import './TenantForm.css';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;
const LOCALES = { de: 'de-DE', en: 'en-GB' } as const;

const isCountry = (value: string): value is Country => (COUNTRIES as readonly string[]).includes(value);

/** /tenants: the tenants of the user's scope with search and infinite scroll (spec §2). */
export function TenantListPage() {
  useSignals();
  const t = useT();
  const user = currentUser.value;
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const load = useCallback((page: number, size: number) => api.tenants.list({ search: query, page, size }), [query]);
  const list = useInfiniteList<TenantListItem>(load, query);

  if (!user) return null;
  const viewer: TenantViewer = { superAdmin: user.superAdmin, tenantId: user.tenantId, allRights: user.allRights };
  const locale = LOCALES[language.value];

  const columns: Column<TenantListItem>[] = [
    { key: 'name', header: t('tenants.col.name'), render: (row) => row.name },
    { key: 'zip', header: t('tenants.col.zip'), render: (row) => row.zip ?? '' },
    {
      key: 'country',
      header: t('tenants.col.country'),
      render: (row) => (isCountry(row.country) ? t(`tenants.country.${row.country}`) : row.country),
    },
    { key: 'population', header: t('tenants.col.population'), render: (row) => row.population?.toLocaleString(locale) ?? '' },
  ];
  if (showsAdvertising(viewer)) {
    columns.push({
      key: 'advertising',
      header: t('tenants.col.advertising'),
      render: (row) => t(hasAdvertising(row) ? 'tenants.yes' : 'tenants.no'),
    });
  }
  columns.push({
    key: 'actions',
    header: t('tenants.col.actions'),
    hiddenHeader: true,
    render: (row) =>
      canEditTenant(viewer, row.id) && (
        <Link href={`/edit-tenant?tenantId=${row.id}`} className="button button--secondary tenant-list__edit">
          {t('tenants.edit')}
          <span className="visually-hidden"> {row.name}</span>
        </Link>
      ),
  });

  return (
    <>
      <PageHeader title={t('page.tenants')}>
        {canCreateTenant(viewer) && (
          <Link href="/create-tenant" className="button button--primary">
            {t('tenants.create')}
          </Link>
        )}
      </PageHeader>
      <div className="tenant-list__search" role="search">
        <Field label={t('tenants.search')} hint={t('tenants.searchHint')}>
          {(control) => (
            <input {...control} className="input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          )}
        </Field>
      </div>
      <DataTable caption={t('tenants.caption')} columns={columns} list={list} rowKey={(row) => row.id} emptyText={t('tenants.empty')} />
    </>
  );
}
