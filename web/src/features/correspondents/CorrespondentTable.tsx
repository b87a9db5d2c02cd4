import { useCallback } from 'react';
import { Link } from 'wouter';
import type { Correspondent } from '@contracts/correspondent.js';
import { DataTable, type Column } from '../../components/data-table/DataTable.js';
import { EmailText } from '../../components/data-table/EmailText.js';
import { useInfiniteList } from '../../components/data-table/useInfiniteList.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { LIST_OPTIONS } from './list-options.js';

/**
 * Tab "Alle Adressen": name (last, first), e-mail, tenant, title, edit; sorted by tenant name
 * (docs/product/super-admin.md#correspondents).
 */
export function CorrespondentTable({ search }: { search: string }) {
  const t = useT();
  const load = useCallback(
    (page: number, size: number) => api.correspondents.list({ search: search || undefined, sort: 'tenant.name', order: 'ASC', page, size }),
    [search],
  );
  const list = useInfiniteList(load, `all|${search}`, LIST_OPTIONS);
  const nameOf = (c: Correspondent) => t('correspondents.name', { last: c.lastName, first: c.firstName });

  const columns: Array<Column<Correspondent>> = [
    { key: 'name', header: t('correspondents.column.name'), render: nameOf },
    {
      key: 'email',
      header: t('correspondents.column.email'),
      render: (c) => (
        <>
          <EmailText email={c.email} />
          {c.blocked && <span className="correspondents__blocked"> ({t('correspondents.blockedBadge')})</span>}
        </>
      ),
    },
    { key: 'tenant', header: t('correspondents.column.tenant'), render: (c) => c.tenant.name, secondary: true },
    { key: 'title', header: t('correspondents.column.title'), render: (c) => c.title ?? '', secondary: true },
    {
      key: 'actions',
      header: t('correspondents.column.actions'),
      render: (c) => (
        <Link href={`/edit-correspondent?correspondentId=${c.id}`} className="button button--secondary correspondents__action">
          {t('correspondents.edit')}
          <span className="visually-hidden"> ({nameOf(c)})</span>
        </Link>
      ),
    },
  ];

  return (
    <DataTable
      caption={t('correspondents.tabAll')}
      columns={columns}
      list={list}
      rowKey={(c) => c.id}
      emptyText={t('correspondents.emptyAll')}
    />
  );
}
