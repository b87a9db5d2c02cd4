import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { AccountRefusal } from '@contracts/catalog.js';
import type { User } from '@contracts/user.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { FormAlert } from '../../components/FormAlert.js';
import { useRecordSave } from '../../components/forms/useRecordSave.js';
import { showToast } from '../../components/toast.js';
import type { MessageKey } from '../../i18n/de.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { AccountStatus } from './AccountStatus.js';
import { CategoryAssignments } from './CategoryAssignments.js';
import { UserActions } from './UserActions.js';
import { UserBasicsCard } from './UserBasicsCard.js';
import { useUserChoices } from './useUserChoices.js';
import { useUserRights } from './useUserRights.js';
import {
  approvalPayload,
  fieldOfCode,
  initialValues,
  userPayload,
  validateUser,
  type UserFormField,
  type UserFormValues,
} from './user-rules.js';
import '../../components/forms/form-layout.css';

export interface Assigned {
  categories: number[];
  tags: number[];
}

/** Why the form is read-only for a manager whom the account rule keeps off the account. */
const LOCKED_NOTICE: Record<AccountRefusal, MessageKey> = {
  superAdmin: 'users.form.lockedSuperAdmin',
  mainAccount: 'users.form.lockedMainAccount',
  stronger: 'users.form.lockedStronger',
};

/** Speichern saves the values; "Konto freigeben" saves the waiting account as it is, released. */
type UserAction = 'save' | 'approve';

/**
 * The user create/edit form (docs/product/accounts-and-roles.md#the-user-form): `saved` is null until the user exists.
 */
export function UserForm({ saved: loaded, assigned }: { saved: User | null; assigned: Assigned }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { me, mayCreate, independent, refusalFor } = useUserRights();
  const statusArea = useRef<HTMLDivElement>(null);
  const [saved, setSaved] = useState(loaded);
  const [values, setValues] = useState<UserFormValues>(() =>
    initialValues(loaded, me ? { id: me.tenantId, name: me.tenantName } : null, assigned),
  );
  const { roles, categories, tags } = useUserChoices(saved, values, setValues);

  const refusal = saved === null ? null : refusalFor(saved);
  const readOnly = !mayCreate || refusal !== null;
  // Nobody changes their own role (but the super admin) or their own release status: the server refuses both.
  const ownAccount = saved !== null && saved.id === me?.id;
  const mayChangeStatus = independent && !readOnly && !ownAccount;
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  /** The assignments are saved after the user; should they fail, the user exists: its form stays open to try again. */
  const assign = async (user: User, backToList: () => void) => {
    try {
      await Promise.all([api.users.setAssignedCategories(user.id, values.categoryIds), api.users.setAssignedTags(user.id, values.tagIds)]);
    } catch (error) {
      console.error(error);
      showToast('error', t('users.assign.failed'));
      if (!saved) navigate(`/edit-user?userId=${user.id}`, { replace: true });
      else setSaved(user);
      return;
    }
    backToList();
  };

  const approved = (user: User) => {
    setSaved(user);
    set('status', user.status);
    // The button is gone: keep the keyboard where it was.
    statusArea.current?.focus();
  };

  const { form, alertId, problem, pendingAction, submit, saveAs, invalidBy } = useRecordSave<UserFormField, User, UserAction>({
    listHref: '/users',
    submitAction: 'save',
    validate: (action) => (action === 'save' ? validateUser(values, independent) : null),
    save: (action) => {
      if (action === 'approve' && saved) return api.users.update(saved.id, approvalPayload(saved));
      const payload = userPayload(values, { create: saved === null, mayChangeStatus });
      return saved ? api.users.update(saved.id, payload) : api.users.create(payload);
    },
    savedMessage: (user, action) =>
      action === 'approve' ? t('users.toast.approved', { name: user.fullname }) : t(saved ? 'users.toast.updated' : 'users.toast.created'),
    afterSave: (user, action, backToList) => (action === 'approve' ? approved(user) : assign(user, backToList)),
    fieldOfCode,
    failure: (_error, action) => (action === 'approve' ? 'toast' : null),
  });

  return (
    <div className="user-form">
      {readOnly && (
        <p className="user-form__notice">{t(refusal === null || !mayCreate ? 'users.form.readOnly' : LOCKED_NOTICE[refusal])}</p>
      )}
      <form ref={form} onSubmit={submit} noValidate>
        <FormAlert id={alertId} message={problem?.message ?? null} />
        <fieldset className="user-form__fieldset" disabled={readOnly}>
          <div className="user-form__cards">
            <UserBasicsCard
              values={values}
              set={set}
              invalidBy={invalidBy}
              tenantPickable={independent}
              roles={roles}
              roleLockedHint={ownAccount && !me?.superAdmin ? t('users.form.ownRoleLocked') : null}
              status={
                <AccountStatus
                  ref={statusArea}
                  released={values.status}
                  onChange={(status) => set('status', status)}
                  lockedHint={mayChangeStatus ? null : t(ownAccount ? 'users.form.ownStatusLocked' : 'users.form.statusLocked')}
                  waiting={saved !== null && !saved.approved}
                  onApprove={mayCreate ? () => void saveAs('approve') : null}
                  approving={pendingAction === 'approve'}
                />
              }
            />
            <Card title={t('users.assign.title')}>
              <CategoryAssignments
                categories={categories}
                tags={tags}
                categoryIds={values.categoryIds}
                tagIds={values.tagIds}
                onCategoriesChange={(ids) => set('categoryIds', ids)}
                onTagsChange={(ids) => set('tagIds', ids)}
              />
            </Card>
          </div>
        </fieldset>
        <div className="form-buttons">
          <Link href="/users" className="button button--secondary">
            {t('users.form.back')}
          </Link>
          {!readOnly && (
            <Button type="submit" isPending={pendingAction === 'save'}>
              {t('common.save')}
            </Button>
          )}
        </div>
      </form>
      {mayCreate && refusal === null && <UserActions user={saved} />}
    </div>
  );
}
