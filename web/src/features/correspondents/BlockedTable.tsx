import { useCallback, useEffect, useRef, useState } from 'react';
import type { BlockedAddress } from '@contracts/newsletter.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { DataTable, type Column } from '../../components/data-table/DataTable.js';
import { useInfiniteList } from '../../components/data-table/useInfiniteList.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { LIST_OPTIONS } from './list-options.js';

/** Tab "Blockierte Addressen" (GET /api/newsletter): the address, why and since when; removing asks first. */
export function BlockedTable({ search }: { search: string }) {
  const t = useT();
  const wrapper = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<BlockedAddress | null>(null);
  const [removing, setRemoving] = useState(false);
  const [refocus, setRefocus] = useState(0);

  const load = useCallback((page: number, size: number) => api.newsletter.list({ search: search || undefined, page, size }), [search]);
  const list = useInfiniteList(load, `blocked|${search}`, LIST_OPTIONS);

  // The removed row's button is gone: once the dialog has closed, the keyboard goes to the table.
  useEffect(() => {
    if (refocus === 0) return;
    const frame = requestAnimationFrame(() => wrapper.current?.querySelector<HTMLElement>('[role="region"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [refocus]);

  const confirmRemove = async () => {
    if (!target) return;
    setRemoving(true);
    try {
      await api.newsletter.unblock(target.id);
      showSuccess(t('correspondents.toast.unblocked', { email: target.email }));
      list.reload();
      setRefocus((count) => count + 1);
    } catch (error) {
      showError(error);
    } finally {
      setRemoving(false);
      setTarget(null);
    }
  };

  const columns: Array<Column<BlockedAddress>> = [
    { key: 'email', header: t('correspondents.column.email'), render: (b) => <span className="correspondents__email">{b.email}</span> },
    { key: 'reason', header: t('correspondents.column.reason'), render: (b) => t(`correspondents.reason.${b.reason}`) },
    { key: 'blockedAt', header: t('correspondents.column.blockedAt'), render: (b) => b.createdAtFormatted },
    {
      key: 'actions',
      header: t('correspondents.column.actions'),
      render: (b) => (
        <Button variant="danger" className="correspondents__action" onClick={() => setTarget(b)}>
          {t('correspondents.unblock')}
          <span className="visually-hidden"> ({b.email})</span>
        </Button>
      ),
    },
  ];

  return (
    <>
      <div ref={wrapper}>
        <DataTable
          caption={t('correspondents.tabBlocked')}
          columns={columns}
          list={list}
          rowKey={(b) => b.id}
          emptyText={t('correspondents.emptyBlocked')}
        />
      </div>
      <ConfirmDialog
        isOpen={target !== null}
        title={t('correspondents.unblockTitle')}
        confirmLabel={t('correspondents.unblock')}
        destructive
        isPending={removing}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setTarget(null)}
      >
        <p>{target ? t('correspondents.unblockQuestion', { email: target.email }) : null}</p>
      </ConfirmDialog>
    </>
  );
}
