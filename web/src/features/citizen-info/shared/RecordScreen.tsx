import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Loading } from '../../../components/Loading.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { useT } from '../../../i18n/i18n.js';
import type { Loaded } from './useLoaded.js';
import '../citizen-info.css';

export interface RecordScreenProps<T> {
  title: string;
  /** the saved record of an edit route; idle on a create route */
  record: Loaded<T>;
  backHref: string;
  backLabel: string;
  /** the form, with the saved record or null to create one */
  children: (saved: T | null) => ReactNode;
}

/** A create or edit page: the heading, then the form once the record is there (or why it is not). */
export function RecordScreen<T>({ title, record, backHref, backLabel, children }: RecordScreenProps<T>) {
  const t = useT();
  return (
    <div className="citizen-info-page">
      <PageHeader title={title} />
      {record.state === 'loading' && <Loading />}
      {record.state === 'failed' && (
        <div className="stack">
          <p className="citizen-info-form__load-failed" role="alert">
            {t('citizenInfo.loadFailed')} {record.message}
          </p>
          <p>
            <Link href={backHref}>{backLabel}</Link>
          </p>
        </div>
      )}
      {record.state === 'idle' && children(null)}
      {record.state === 'ready' && children(record.value)}
    </div>
  );
}
