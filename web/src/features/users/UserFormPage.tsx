import { useSearch } from 'wouter';
import { RecordScreen } from '../../components/RecordScreen.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { UserForm, type Assigned } from './UserForm.js';
import { userIdFrom } from './user-rules.js';
import './users.css';

const NOTHING_ASSIGNED: Assigned = { categories: [], tags: [] };

/** The saved user with its category assignments. */
const loadUser = (userId: number) =>
  Promise.all([api.users.get(userId), api.users.assignedCategories(userId), api.users.assignedTags(userId)]).then(
    ([user, categories, tags]) => ({ user, assigned: { categories, tags } }),
  );

function UserFormScreen({ userId }: { userId: number }) {
  const t = useT();
  const record = useLoaded(() => loadUser(userId), userId > 0 ? userId : null);
  return (
    <RecordScreen
      title={t(userId > 0 ? 'page.editUser' : 'page.createUser')}
      record={record}
      loadFailedText={t('users.form.loadFailed')}
      backHref="/users"
      backLabel={t('users.form.back')}
    >
      {(saved) => <UserForm saved={saved?.user ?? null} assigned={saved?.assigned ?? NOTHING_ASSIGNED} />}
    </RecordScreen>
  );
}

/** /create-user and /edit-user?userId=: a positive userId edits that user, anything else creates one. */
export function UserFormPage() {
  const userId = userIdFrom(useSearch());
  return <UserFormScreen key={userId} userId={userId} />;
}
