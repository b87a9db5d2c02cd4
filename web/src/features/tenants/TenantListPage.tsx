import { useSignals } from '@preact/signals-react/runtime';
import { useCallback } from 'react';
import { Link } from 'wouter';
import { COUNTRIES, type Country, type TenantListItem } from '@contracts/tenant.js';
import { DataTable, type Column } from '../../components/data-table/DataTable.js';
import { useInfiniteList } from '../../components/data-table/useInfiniteList.js';
import { ListSearch, useListSearch } from '../../components/managed-list/ListSearch.js';
import { PageHeader } from '../../components/PageHeader.js';
import { language, useT } from '../../i18n/i18n.js';
import { api, currentUser } from '../../session/session.js';
import { canCreateTenant, canEditTenant, hasAdvertising, showsAdvertising, type TenantViewer } from './tenant-rules.js';
import '../../components/Button.css';
import './TenantForm.css';

const LOCALES = { de: 'de-DE', en: 'en-GB' } as const;

const isCountry = (value: string): value is Country => (COUNTRIES as readonly string[]).includes(value);

/**
 * /tenants: the tenants of the user's scope with search and infinite scroll (docs/product/tenants.md#the-tenant-list).
 */
export function TenantListPage() {
  useSignals();
  const t = useT();
  const user = currentUser.value;
  const search = useListSearch();
  const { term } = search;

  const load = useCallback((page: number, size: number) => api.tenants.list({ search: term, page, size }), [term]);
  const list = useInfiniteList<TenantListItem>(load, term);

  if (!user) return null;
  const viewer: TenantViewer = { superAdmin: user.superAdmin, tenantId: user.tenantId, allRights: user.allRights };
  const locale = LOCALES[language.value];

  const columns: Column<TenantListItem>[] = [
    { key: 'name', header: t('tenants.col.name'), render: (row) => row.name },
    { key: 'zip', header: t('tenants.col.zip'), render: (row) => row.zip ?? '', secondary: true },
    {
      key: 'country',
      header: t('tenants.col.country'),
      render: (row) => (isCountry(row.country) ? t(`tenants.country.${row.country}`) : row.country),
    },
    {
      key: 'population',
      header: t('tenants.col.population'),
      render: (row) => row.population?.toLocaleString(locale) ?? '',
      secondary: true,
    },
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
      <ListSearch label={t('tenants.search')} hint={t('tenants.searchHint')} className="tenant-list__search" search={search} landmark />
      <DataTable caption={t('tenants.caption')} columns={columns} list={list} rowKey={(row) => row.id} emptyText={t('tenants.empty')} />
    </>
  );
}
