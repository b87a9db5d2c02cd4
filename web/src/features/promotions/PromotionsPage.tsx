import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Promotion } from '@contracts/promotion.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { DataTable, type Column } from '../../components/data-table/DataTable.js';
import { useInfiniteList } from '../../components/data-table/useInfiniteList.js';
import { PageHeader } from '../../components/PageHeader.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import './promotions.css';

/** Specification §9: 50 rows a page, the next page 500 ms after reaching the end. */
const LIST_OPTIONS = { delayMs: 500, size: 50 };

/** /promotions (super admin): Name, Zeitraum, Aktionen (edit, delete after asking); a button to create one. */
export function PromotionsPage() {
  const t = useT();
  const wrapper = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<Promotion | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [refocus, setRefocus] = useState(0);

  const load = useCallback((page: number, size: number) => api.promotions.list({ page, size }), []);
  const list = useInfiniteList(load, 'promotions', LIST_OPTIONS);

  // The deleted row's button is gone: once the dialog has closed, the keyboard goes to the table.
  useEffect(() => {
    if (refocus === 0) return;
    const frame = requestAnimationFrame(() => wrapper.current?.querySelector<HTMLElement>('[role="region"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [refocus]);

  const confirmDelete = async () => {
    if (!target) return;
    setDeleting(true);
    try {
      await api.promotions.remove(target.id);
      showSuccess(t('promotions.toast.deleted'));
      list.reload();
      setRefocus((count) => count + 1);
    } catch (error) {
      showError(error);
    } finally {
      setDeleting(false);
      setTarget(null);
    }
  };

  const columns: Array<Column<Promotion>> = [
    { key: 'name', header: t('promotions.column.name'), render: (p) => p.name },
    { key: 'validity', header: t('promotions.column.validity'), render: (p) => p.validityFormatted },
    {
      key: 'actions',
      header: t('promotions.column.actions'),
      render: (p) => (
        <div className="promotions__actions">
          <Link href={`/edit-promotion?promotionId=${p.id}`} className="button button--secondary promotions__action">
            {t('promotions.edit')}
            <span className="visually-hidden"> ({p.name})</span>
          </Link>
          <Button variant="danger" className="promotions__action" onClick={() => setTarget(p)}>
            {t('promotions.delete')}
            <span className="visually-hidden"> ({p.name})</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('page.promotions')}>
        <Link href="/create-promotion" className="button button--primary">
          {t('promotions.create')}
        </Link>
      </PageHeader>
      <div ref={wrapper}>
        <DataTable caption={t('page.promotions')} columns={columns} list={list} rowKey={(p) => p.id} emptyText={t('promotions.empty')} />
      </div>
      <ConfirmDialog
        isOpen={target !== null}
        title={t('promotions.deleteTitle')}
        confirmLabel={t('promotions.delete')}
        destructive
        isPending={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setTarget(null)}
      >
        <p>{target ? t('promotions.deleteQuestion', { name: target.name }) : null}</p>
      </ConfirmDialog>
    </>
  );
}
