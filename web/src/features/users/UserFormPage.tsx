import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { User } from '@contracts/user.js';
import { ApiError } from '../../api/http.js';
import { Loading } from '../../components/Loading.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { UserForm, type Assigned } from './UserForm.js';
import { userIdFrom } from './user-rules.js';
import './users.css';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string | null } | { state: 'ready'; user: User | null; assigned: Assigned };

/** The saved user with its category assignments (edit mode), or nothing to load (create mode). */
function useUserRecord(userId: number): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(userId > 0 ? { state: 'loading' } : { state: 'ready', user: null, assigned: { categories: [], tags: [] } });
  useEffect(() => {
    if (userId <= 0) return;
    let current = true;
    Promise.all([api.users.get(userId), api.users.assignedCategories(userId), api.users.assignedTags(userId)]).then(
      ([user, categories, tags]) => {
        if (current) setLoaded({ state: 'ready', user, assigned: { categories, tags } });
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) console.error(error);
        if (current) setLoaded({ state: 'failed', message: error instanceof ApiError && error.message ? error.message : null });
      },
    );
    return () => {
      current = false;
    };
  }, [userId]);
  return loaded;
}

function UserFormScreen({ userId }: { userId: number }) {
  const t = useT();
  const record = useUserRecord(userId);
  return (
    <>
      <PageHeader title={t(userId > 0 ? 'page.editUser' : 'page.createUser')} />
      {record.state === 'loading' && <Loading />}
      {record.state === 'failed' && (
        <div className="stack">
          <p className="user-form__load-failed" role="alert">
            {t('users.form.loadFailed')} {record.message}
          </p>
          <p>
            <Link href="/users">{t('users.form.back')}</Link>
          </p>
        </div>
      )}
      {record.state === 'ready' && <UserForm saved={record.user} assigned={record.assigned} />}
    </>
  );
}

/** /create-user and /edit-user?userId=: a positive userId edits that user, anything else creates one. */
export function UserFormPage() {
  const userId = userIdFrom(useSearch());
  return <UserFormScreen key={userId} userId={userId} />;
}
