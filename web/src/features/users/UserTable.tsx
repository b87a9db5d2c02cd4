import { useCallback, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { UserListItem } from '@contracts/user.js';
import { Button } from '../../components/Button.js';
import { DataTable, type Column } from '../../components/data-table/DataTable.js';
import { EmailText } from '../../components/data-table/EmailText.js';
import { useInfiniteList, type InfiniteList } from '../../components/data-table/useInfiniteList.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { approvalPayload } from './user-rules.js';

export type UserView = 'all' | 'pending';

export interface UserTableProps {
  view: UserView;
  search: string;
  /** TENANT_INDEPENDENCE: the tenant column */
  showTenant: boolean;
}

/** The users of one view (all, or waiting for approval), 50 per page, the next page 500 ms after reaching the end. */
export function UserTable({ view, search, showTenant }: UserTableProps) {
  const t = useT();
  const wrapper = useRef<HTMLDivElement>(null);
  const [approved, setApproved] = useState<ReadonlySet<number>>(new Set());
  // not useSubmit, which runs one call at a time: another row's approval may start while one runs
  const [approving, setApproving] = useState<number | null>(null);

  const load = useCallback(
    (page: number, size: number) => (view === 'pending' ? api.users.pending : api.users.list)({ search: search || undefined, page, size }),
    [view, search],
  );
  const loaded = useInfiniteList(load, `${view}|${search}`, { delayMs: 500, size: 50 });
  // Approved accounts leave the waiting list at once, without reloading the pages seen so far.
  const list: InfiniteList<UserListItem> = {
    ...loaded,
    rows: loaded.rows.filter((row) => !approved.has(row.id)),
    total: Math.max(0, loaded.total - loaded.rows.filter((row) => approved.has(row.id)).length),
  };

  const approve = async (user: UserListItem) => {
    setApproving(user.id);
    try {
      await api.users.update(user.id, approvalPayload(user));
      setApproved((ids) => new Set(ids).add(user.id));
      showSuccess(t('users.toast.approved', { name: user.fullname }));
      // The button is gone with its row: keep the keyboard in the table.
      wrapper.current?.querySelector<HTMLElement>('[role="region"]')?.focus();
    } catch (error) {
      showError(error);
    } finally {
      setApproving(null);
    }
  };

  const columns: Array<Column<UserListItem> & { visible?: boolean }> = [
    { key: 'tenant', header: t('users.column.tenant'), render: (u) => u.tenantName, visible: showTenant, secondary: true },
    { key: 'firstname', header: t('users.column.firstname'), render: (u) => u.firstname },
    { key: 'lastname', header: t('users.column.lastname'), render: (u) => u.lastname },
    { key: 'email', header: t('users.column.email'), render: (u) => <EmailText email={u.email} /> },
    { key: 'roles', header: t('users.column.roles'), render: (u) => u.allRoles.map((role) => role.name).join(', '), secondary: true },
    { key: 'position', header: t('users.column.position'), render: (u) => u.position ?? '', secondary: true },
    {
      key: 'actions',
      header: t('users.column.actions'),
      render: (u) => (
        <div className="users__row-actions">
          <Link href={`/edit-user?userId=${u.id}`} className="button button--secondary users__row-action">
            {t('users.edit')}
            <span className="visually-hidden"> ({u.fullname})</span>
          </Link>
          {view === 'pending' && (
            <Button className="users__row-action" onClick={() => void approve(u)} isPending={approving === u.id}>
              {t('users.approve')}
              <span className="visually-hidden"> ({u.fullname})</span>
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div ref={wrapper}>
      <DataTable
        caption={view === 'pending' ? t('users.tabPending') : t('users.tabAll')}
        columns={columns.filter((column) => column.visible !== false)}
        list={list}
        rowKey={(u) => u.id}
        emptyText={view === 'pending' ? t('users.emptyPending') : t('users.emptyAll')}
      />
    </div>
  );
}
