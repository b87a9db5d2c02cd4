import { useCallback } from 'react';
import type { BlockedAddress } from '@contracts/newsletter.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { DataTable, type Column } from '../../components/data-table/DataTable.js';
import { EmailText } from '../../components/data-table/EmailText.js';
import { useInfiniteList } from '../../components/data-table/useInfiniteList.js';
import { useConfirmedRemoval } from '../../components/managed-list/useConfirmedRemoval.js';
import { showSuccess } from '../../components/toast.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { LIST_OPTIONS } from './list-options.js';

/** Tab "Blockierte Adressen" (GET /api/newsletter): the address, why and since when; removing asks first. */
export function BlockedTable({ search }: { search: string }) {
  const t = useT();
  const load = useCallback((page: number, size: number) => api.newsletter.list({ search: search || undefined, page, size }), [search]);
  const list = useInfiniteList(load, `blocked|${search}`, LIST_OPTIONS);

  const removal = useConfirmedRemoval(async (blocked: BlockedAddress) => {
    await api.newsletter.unblock(blocked.id);
    showSuccess(t('correspondents.toast.unblocked', { email: blocked.email }));
    list.reload();
  });

  const columns: Array<Column<BlockedAddress>> = [
    { key: 'email', header: t('correspondents.column.email'), render: (b) => <EmailText email={b.email} /> },
    { key: 'reason', header: t('correspondents.column.reason'), render: (b) => t(`correspondents.reason.${b.reason}`) },
    { key: 'blockedAt', header: t('correspondents.column.blockedAt'), render: (b) => b.createdAtFormatted, secondary: true },
    {
      key: 'actions',
      header: t('correspondents.column.actions'),
      render: (b) => (
        <Button variant="danger" className="correspondents__action" onClick={() => removal.ask(b)}>
          {t('correspondents.unblock')}
          <span className="visually-hidden"> ({b.email})</span>
        </Button>
      ),
    },
  ];

  return (
    <>
      <div ref={removal.tableRef}>
        <DataTable
          caption={t('correspondents.tabBlocked')}
          columns={columns}
          list={list}
          rowKey={(b) => b.id}
          emptyText={t('correspondents.emptyBlocked')}
        />
      </div>
      <ConfirmDialog {...removal.dialog} title={t('correspondents.unblockTitle')} confirmLabel={t('correspondents.unblock')} destructive>
        <p>{removal.target ? t('correspondents.unblockQuestion', { email: removal.target.email }) : null}</p>
      </ConfirmDialog>
    </>
  );
}
