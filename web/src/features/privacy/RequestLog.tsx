import { useCallback, useState } from 'react';
import type { PrivacyRequestEntry } from '@contracts/privacy.js';
import { Card } from '../../components/Card.js';
import { Checkbox } from '../../components/Checkbox.js';
import { DataTable, type Column } from '../../components/data-table/DataTable.js';
import { EmailText } from '../../components/data-table/EmailText.js';
import { useInfiniteList } from '../../components/data-table/useInfiniteList.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';

export interface RequestLogProps {
  /** the address of the last search: the log then shows the requests concerning it, until the box is cleared */
  email: string | null;
  /** counts the requests made on this screen, so that the log shows each new one at once */
  version: number;
}

/**
 * "Protokoll der Anfragen" (GET /api/privacy/requests): who handled which request and when, newest first, 50 per
 * page. After a search the log follows that address (POST …/search, the address in the body): a data
 * protection officer answering a person wants that person's earlier requests, and sees all again with one box.
 */
export function RequestLog({ email, version }: RequestLogProps) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const address = email !== null && !showAll ? email : undefined;
  const load = useCallback((page: number, size: number) => api.privacy.requests({ page, size }, address), [address]);
  const list = useInfiniteList(load, `${address ?? ''}|${version}`, { delayMs: 500, size: 50 });

  const columns: Array<Column<PrivacyRequestEntry>> = [
    { key: 'time', header: t('privacy.log.col.time'), render: (entry) => entry.createdAtFormatted },
    { key: 'action', header: t('privacy.log.col.action'), render: (entry) => t(`privacy.action.${entry.action}`) },
    { key: 'records', header: t('privacy.log.col.records'), render: (entry) => entry.recordCount, secondary: true },
    {
      key: 'user',
      header: t('privacy.log.col.user'),
      render: (entry) =>
        entry.user ? (
          <>
            {entry.user.fullname}
            <br />
            <EmailText email={entry.user.email} />
          </>
        ) : (
          t('privacy.log.deletedUser')
        ),
    },
    { key: 'tenant', header: t('privacy.log.col.tenant'), render: (entry) => entry.tenant.name, secondary: true },
  ];

  return (
    <Card title={t('privacy.log.title')}>
      <div className="stack">
        <p className="privacy__intro">{t('privacy.log.intro')}</p>
        {email !== null && (
          <Checkbox
            label={t('privacy.log.onlyAddress', { email })}
            checked={!showAll}
            onChange={(event) => setShowAll(!event.target.checked)}
          />
        )}
        <DataTable
          caption={t('privacy.log.table')}
          columns={columns}
          list={list}
          rowKey={(entry) => entry.id}
          emptyText={t(address === undefined ? 'privacy.log.empty' : 'privacy.log.emptyAddress')}
        />
      </div>
    </Card>
  );
}
