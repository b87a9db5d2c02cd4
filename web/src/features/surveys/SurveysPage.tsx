import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { SurveyListItem } from '@contracts/survey.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { DataTable, type Column } from '../../components/data-table/DataTable.js';
import { useInfiniteList } from '../../components/data-table/useInfiniteList.js';
import { PageHeader } from '../../components/PageHeader.js';
import { showError, showSuccess } from '../../components/toast.js';
import { useDebouncedValue } from '../../components/useDebouncedValue.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { periodOf } from './survey-form.js';
import { useSurveyRights } from './useSurveyRights.js';
import '../../components/Field.css';
import './surveys.css';

const SEARCH_DELAY_MS = 300;
/** Specification §9: 50 rows a page, the next page 500 ms after reaching the end. */
const LIST_OPTIONS = { delayMs: 500, size: 50 };

/**
 * /surveys (Umfragen): search, 'Neue Umfrage erstellen', Name, Zeitraum, Mandant (TENANT_INDEPENDENCE) and
 * Aktionen (edit, delete after asking in 'Umfrage löschen').
 */
export function SurveysPage() {
  const t = useT();
  const { independent } = useSurveyRights();
  const searchId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [target, setTarget] = useState<SurveyListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [refocus, setRefocus] = useState(0);

  const load = useCallback((page: number, size: number) => api.surveys.list({ search: search || undefined, page, size }), [search]);
  const list = useInfiniteList(load, search, LIST_OPTIONS);

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
      await api.surveys.remove(target.id);
      showSuccess(t('surveys.toast.deleted', { name: target.name }));
      list.reload();
      setRefocus((count) => count + 1);
    } catch (error) {
      // e.g. 409: an information item still shows the survey
      showError(error);
    } finally {
      setDeleting(false);
      setTarget(null);
    }
  };

  const columns: Array<Column<SurveyListItem>> = [
    { key: 'name', header: t('surveys.column.name'), render: (s) => s.name },
    { key: 'period', header: t('surveys.column.period'), render: (s) => t('surveys.period', periodOf(s)) },
    ...(independent ? [{ key: 'tenant', header: t('surveys.column.tenant'), render: (s: SurveyListItem) => s.tenant.name }] : []),
    {
      key: 'actions',
      header: t('surveys.column.actions'),
      render: (s) => (
        <div className="surveys__actions">
          <Link href={`/edit-survey?surveyId=${s.id}`} className="button button--secondary surveys__action">
            {t('surveys.edit')}
            <span className="visually-hidden"> ({s.name})</span>
          </Link>
          <Button variant="danger" className="surveys__action" onClick={() => setTarget(s)}>
            {t('surveys.delete')}
            <span className="visually-hidden"> ({s.name})</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('page.surveys')}>
        <Link href="/create-survey" className="button button--primary">
          {t('surveys.create')}
        </Link>
      </PageHeader>
      <div className="field surveys__search">
        <label className="field__label" htmlFor={searchId}>
          {t('surveys.search')}
        </label>
        <p className="field__hint" id={`${searchId}-hint`}>
          {t('surveys.searchHint')}
        </p>
        <input
          id={searchId}
          className="input"
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          aria-describedby={`${searchId}-hint`}
          autoComplete="off"
        />
      </div>
      <div ref={wrapper}>
        <DataTable
          caption={t('page.surveys')}
          columns={columns}
          list={list}
          rowKey={(s) => s.id}
          emptyText={t(search ? 'surveys.noMatch' : 'surveys.empty')}
        />
      </div>
      <ConfirmDialog
        isOpen={target !== null}
        title={t('surveys.deleteTitle')}
        confirmLabel={t('surveys.delete')}
        destructive
        isPending={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setTarget(null)}
      >
        <p>{target ? t('surveys.deleteQuestion', { name: target.name }) : null}</p>
      </ConfirmDialog>
    </>
  );
}
