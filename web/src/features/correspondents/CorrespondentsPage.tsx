import { useSignals } from '@preact/signals-react/runtime';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { Link, useLocation, useSearch } from 'wouter';
import { ListSearch, useListSearch } from '../../components/managed-list/ListSearch.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useT } from '../../i18n/i18n.js';
import { currentUser } from '../../session/session.js';
import { BlockedTable } from './BlockedTable.js';
import { CorrespondentTable } from './CorrespondentTable.js';
import { viewFrom, viewHref, type CorrespondentView } from './correspondent-rules.js';
import './correspondents.css';
import '../../components/Tabs.css';

/**
 * /correspondents (Kontaktverwaltung, docs/product/super-admin.md#correspondents): search, the tabs "Alle Adressen" and
 * "Blockierte Adressen" (with CREATE_USER; the tab is kept in the URL, and each tab's list starts at its first page),
 * and for the super admin the create button of the open tab.
 */
export function CorrespondentsPage() {
  useSignals();
  const t = useT();
  const [, navigate] = useLocation();
  const me = currentUser.value;
  const withTabs = me?.allRights.includes('CREATE_USER') ?? false;
  const urlView = viewFrom(useSearch());
  const view: CorrespondentView = withTabs ? urlView : 'all';
  const search = useListSearch();

  const select = (key: Key) => navigate(viewHref(key === 'blocked' ? 'blocked' : 'all'), { replace: true });

  return (
    <>
      <PageHeader title={t('correspondents.title')}>
        {me?.superAdmin && (
          <Link href={view === 'blocked' ? '/create-mailblock' : '/create-correspondent'} className="button button--primary">
            {t(view === 'blocked' ? 'correspondents.createBlock' : 'correspondents.create')}
          </Link>
        )}
      </PageHeader>
      <ListSearch label={t('correspondents.search')} hint={t('correspondents.searchHint')} search={search} />
      {withTabs ? (
        <Tabs className="correspondents__tabs" selectedKey={view} onSelectionChange={select}>
          <TabList className="tabs__list" aria-label={t('correspondents.views')}>
            <Tab id="all" className="tabs__tab">
              {t('correspondents.tabAll')}
            </Tab>
            <Tab id="blocked" className="tabs__tab">
              {t('correspondents.tabBlocked')}
            </Tab>
          </TabList>
          <TabPanel id="all" className="tabs__panel">
            <CorrespondentTable search={search.term} />
          </TabPanel>
          <TabPanel id="blocked" className="tabs__panel">
            <BlockedTable search={search.term} />
          </TabPanel>
        </Tabs>
      ) : (
        <CorrespondentTable search={search.term} />
      )}
    </>
  );
}
