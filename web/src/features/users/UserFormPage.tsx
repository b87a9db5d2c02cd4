import { useSearch } from 'wouter';
import { recordIdFrom } from '../../components/record-id.js';
import { RecordScreen } from '../../components/RecordScreen.js';
import { useLoaded } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { UserForm, type Assigned } from './UserForm.js';
import './users.css';

const NOTHING_ASSIGNED: Assigned = { categories: [], tags: [] };

/** The saved user with its category assignments. */
const loadUser = (userId: number) =>
  Promise.all([api.users.get(userId), api.users.assignedCategories(userId), api.users.assignedTags(userId)]).then(
    ([user, categories, tags]) => ({ user, assigned: { categories, tags } }),
  );

function UserFormScreen({ userId }: { userId: number | null }) {
  const t = useT();
  const record = useLoaded(() => loadUser(userId!), userId);
  return (
    <RecordScreen
      title={t(userId === null ? 'page.createUser' : 'page.editUser')}
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
  const userId = recordIdFrom(useSearch(), 'userId');
  return <UserFormScreen key={userId} userId={userId} />;
}
