import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Loading } from './Loading.js';
import { PageHeader } from './PageHeader.js';
import type { Loaded } from './useLoaded.js';
import './RecordScreen.css';

export interface RecordScreenProps<T> {
  title: string;
  /** the saved record of an edit route; idle on a create route */
  record: Loaded<T>;
  /** said before the server's message when the record could not be loaded */
  loadFailedText: string;
  backHref: string;
  backLabel: string;
  /** the form, with the saved record or null to create one */
  children: (saved: T | null) => ReactNode;
}

/** A create or edit page: the heading, then the form once the record is there (or why it is not). */
export function RecordScreen<T>({ title, record, loadFailedText, backHref, backLabel, children }: RecordScreenProps<T>) {
  return (
    <>
      <PageHeader title={title} />
      {record.state === 'loading' && <Loading />}
      {record.state === 'failed' && (
        <div className="stack">
          <p className="record-screen__load-failed" role="alert">
            {loadFailedText} {record.message}
          </p>
          <p>
            <Link href={backHref}>{backLabel}</Link>
          </p>
        </div>
      )}
      {record.state === 'idle' && children(null)}
      {record.state === 'ready' && children(record.value)}
    </>
  );
}
