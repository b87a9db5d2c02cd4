import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { Link, useLocation, useSearch } from 'wouter';
import { Field } from '../../components/Field.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useDebouncedValue } from '../../components/useDebouncedValue.js';
import { useT } from '../../i18n/i18n.js';
import { currentUser } from '../../session/session.js';
import { BlockedTable } from './BlockedTable.js';
import { CorrespondentTable } from './CorrespondentTable.js';
import { viewFrom, viewHref, type CorrespondentView } from './correspondent-rules.js';
import './correspondents.css';
import '../../components/Tabs.css';

const SEARCH_DELAY_MS = 300;

/**
 * /correspondents (Kontaktverwaltung, specification §2): search, the tabs "Alle Addressen" and "Blockierte
 * Addressen" (with CREATE_USER; the tab is kept in the URL, and each tab's list starts at its first page), and
 * for the super admin the create button of the open tab.
 */
export function CorrespondentsPage() {
  useSignals();
  const t = useT();
  const [, navigate] = useLocation();
  const me = currentUser.value;
  const withTabs = me?.allRights.includes('CREATE_USER') ?? false;
  const urlView = viewFrom(useSearch());
  const view: CorrespondentView = withTabs ? urlView : 'all';
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);

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
      <div className="correspondents__search">
        <Field label={t('correspondents.search')} hint={t('correspondents.searchHint')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
      </div>
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
            <CorrespondentTable search={search} />
          </TabPanel>
          <TabPanel id="blocked" className="tabs__panel">
            <BlockedTable search={search} />
          </TabPanel>
        </Tabs>
      ) : (
        <CorrespondentTable search={search} />
      )}
    </>
  );
}
