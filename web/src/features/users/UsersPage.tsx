import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link } from 'wouter';
import { ListSearch, useListSearch } from '../../components/managed-list/ListSearch.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useT } from '../../i18n/i18n.js';
import { UserTable, type UserView } from './UserTable.js';
import { useUserRights } from './useUserRights.js';
import './users.css';
import '../../components/Tabs.css';

/**
 * /users: search, the views All and Not approved (CREATE_USER), and the list
 * (docs/product/accounts-and-roles.md#the-user-list).
 */
export function UsersPage() {
  const t = useT();
  const { mayCreate, independent } = useUserRights();
  const search = useListSearch();
  const [view, setView] = useState<UserView>('all');

  return (
    <>
      <PageHeader title={t('page.users')}>
        {mayCreate && (
          <Link href="/create-user" className="button button--primary">
            {t('users.create')}
          </Link>
        )}
      </PageHeader>
      <ListSearch label={t('users.search')} hint={t('users.searchHint')} search={search} />
      {mayCreate ? (
        <Tabs className="users__tabs" selectedKey={view} onSelectionChange={(key) => setView(key as UserView)}>
          <TabList className="tabs__list" aria-label={t('users.views')}>
            <Tab id="all" className="tabs__tab">
              {t('users.tabAll')}
            </Tab>
            <Tab id="pending" className="tabs__tab">
              {t('users.tabPending')}
            </Tab>
          </TabList>
          {(['all', 'pending'] as const).map((id) => (
            <TabPanel key={id} id={id} className="tabs__panel">
              <UserTable view={id} search={search.term} showTenant={independent} />
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        <UserTable view="all" search={search.term} showTenant={independent} />
      )}
    </>
  );
}
