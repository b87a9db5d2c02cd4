import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { CaseListItem } from '@contracts/case.js';
import type { User } from '@contracts/user.js';
import { Button } from '../../components/Button.js';
import { useCaseStats } from '../../components/case/useCaseStats.js';
import { ListEnd } from '../../components/data-table/ListEnd.js';
import { useInfiniteList, type ListSnapshot } from '../../components/data-table/useInfiniteList.js';
import { Loading } from '../../components/Loading.js';
import { PageHeader } from '../../components/PageHeader.js';
import { showError } from '../../components/toast.js';
import { useT } from '../../i18n/i18n.js';
import { caseStatsChanged } from '../../session/caseStats.js';
import { api, currentUser } from '../../session/session.js';
import { CaseBulkBar } from './CaseBulkBar.js';
import { CaseCard } from './CaseCard.js';
import { CaseExportMenu } from './CaseExportMenu.js';
import {
  CASE_LIST_VIEWS,
  CASE_PAGE_SIZE,
  CASE_SCROLL_DELAY_MS,
  caseListQuery,
  criteriaKey,
  emptyTextKey,
  SEARCH_DELAY_MS,
} from './case-list-criteria.js';
import { caseListView, claimCaseListView, followAddress, keptRows, keptStats, setSearchText, updateCriteria } from './case-list-store.js';
import { useListAddress } from './useListAddress.js';
import { CaseListControls } from './CaseListControls.js';
import { CaseStatsTiles } from './CaseStatsTiles.js';
import { ForwardUnreachableDialog } from './ForwardUnreachableDialog.js';
import { useKeptScroll } from './useKeptScroll.js';
import './cases.css';

const keepRows = (snapshot: ListSnapshot<CaseListItem>) => {
  keptRows.value = snapshot;
};

// Leaflet and the clusters load with the map view, never with the list
const CaseMapView = lazy(() => import('./CaseMapView.js'));

const toggled = (ids: ReadonlySet<number>, id: number, on: boolean): ReadonlySet<number> => {
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/**
 * /cases (Fallverwaltung, docs/product/cases.md#the-case-list): stats tiles, filter, sort, search and the cases as
 * cards.
 */
export function CasesPage() {
  useSignals();
  const user = currentUser.value;
  return user ? <CaseListScreen key={user.id} user={user} /> : null;
}

function CaseListScreen({ user }: { user: User }) {
  const independent = user.allRights.includes('TENANT_INDEPENDENCE');
  // Before the first read of the kept state: it must be this user's, showing the list the address names.
  useState(() => {
    claimCaseListView(user.id);
    followAddress(window.location.search, independent);
  });
  useSignals();
  const t = useT();
  const { criteria, searchText } = caseListView.value;
  const mayCreate = user.allRights.includes('CREATE_NEW_CASE');
  const [forwarding, setForwarding] = useState(false);
  const [statsRound, setStatsRound] = useState(0);
  const [nowMs] = useState(Date.now);

  const [initial] = useState(() => keptRows.peek());
  const key = criteriaKey(criteria);
  const load = useCallback((page: number, size: number) => api.cases.list(caseListQuery(criteria, page, size)), [criteria]);
  const list = useInfiniteList(load, key, { delayMs: CASE_SCROLL_DELAY_MS, size: CASE_PAGE_SIZE, initial, onSnapshot: keepRows });
  useKeptScroll(initial?.key === key);
  // a selection belongs to the list it was made in
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => setSelected(new Set()), [key]);
  useListAddress(criteria, independent);

  useEffect(() => {
    const timer = setTimeout(() => {
      const search = searchText.trim();
      if (search !== caseListView.peek().criteria.search) updateCriteria({ search });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const stats = useCaseStats({ tenantId: criteria.tenant?.id, round: statsRound, report: showError, initial: keptStats.peek() });
  // kept for the next visit, which shows them while it reads them again
  useEffect(() => {
    keptStats.value = stats;
  }, [stats]);

  const refresh = () => {
    list.reload();
    setStatsRound((round) => round + 1);
    caseStatsChanged();
  };

  return (
    <>
      <PageHeader title={t('page.cases')}>
        <CaseExportMenu criteria={criteria} />
        {user.superAdmin && (
          <Button variant="secondary" onClick={() => setForwarding(true)}>
            {t('cases.forward.open')}
          </Button>
        )}
        {mayCreate && (
          <>
            <Button variant="secondary" onClick={refresh}>
              {t('cases.refresh')}
            </Button>
            <Link href="/create-case" className="button button--primary">
              {t('cases.create')}
            </Link>
          </>
        )}
      </PageHeader>
      <CaseStatsTiles stats={stats} filter={criteria.filter} onFilter={(filter) => updateCriteria({ filter })} />
      <CaseListControls
        criteria={criteria}
        searchText={searchText}
        independent={independent}
        onChange={updateCriteria}
        onSearchText={setSearchText}
      />
      <fieldset className="case-view">
        <legend className="case-view__legend">{t('cases.view')}</legend>
        {CASE_LIST_VIEWS.map((view) => (
          <label key={view} className="case-view__choice">
            <input type="radio" name="case-view" value={view} checked={criteria.view === view} onChange={() => updateCriteria({ view })} />
            {t(`cases.view.${view}`)}
          </label>
        ))}
      </fieldset>
      {criteria.view === 'map' ? (
        <Suspense fallback={<Loading />}>
          <CaseMapView criteria={criteria} />
        </Suspense>
      ) : (
        <section className="case-list" aria-labelledby="case-list-heading">
          <h2 id="case-list-heading" className="visually-hidden">
            {t('cases.list')}
          </h2>
          <CaseBulkBar user={user} rows={list.rows} selected={selected} onSelect={setSelected} onDone={refresh} />
          {list.rows.length > 0 && (
            <ul className="case-list__cards">
              {list.rows.map((item) => (
                <CaseCard
                  key={item.id}
                  item={item}
                  showTenant={independent}
                  nowMs={nowMs}
                  selection={{ selected: selected.has(item.id), onToggle: (on) => setSelected(toggled(selected, item.id, on)) }}
                />
              ))}
            </ul>
          )}
          <ListEnd list={list} emptyText={t(emptyTextKey(criteria))} />
        </section>
      )}
      {user.superAdmin && <ForwardUnreachableDialog isOpen={forwarding} onClose={() => setForwarding(false)} />}
    </>
  );
}
