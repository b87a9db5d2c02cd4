import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { User } from '@contracts/user.js';
import { ApiError } from '../../api/http.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Field } from '../../components/Field.js';
import { FormAlert } from '../../components/FormAlert.js';
import { showError, showSuccess, showToast } from '../../components/toast.js';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid.js';
import { usePickerData } from '../../components/useLoaded.js';
import { useT } from '../../i18n/i18n.js';
import { api } from '../../session/session.js';
import { CategoryAssignments } from './CategoryAssignments.js';
import { ReleaseStatusField } from './ReleaseStatusField.js';
import { RoleField } from './RoleField.js';
import { TenantField } from './TenantField.js';
import { UserActions } from './UserActions.js';
import { useUserRights } from './useUserRights.js';
import {
  approvalPayload,
  initialValues,
  keepOffered,
  selectionQuery,
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

/** Server refusals that concern one field, which is marked invalid with the message. */
const FIELD_OF_CODE: Partial<Record<string, UserFormField>> = {
  ERROR_MAIL_TAKEN: 'email',
  ERROR_MAIL_INVALID: 'email',
  STRONGER_ACCOUNT_EMAIL: 'email',
  INVALID_ROLE: 'role',
  ROLE_NOT_GRANTABLE: 'role',
  OWN_ROLE_CHANGE: 'role',
};

type TextField = 'email' | 'firstname' | 'lastname' | 'position';

/** The user create/edit form (specification §2): `saved` is null until the user exists. */
export function UserForm({ saved: loaded, assigned }: { saved: User | null; assigned: Assigned }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { me, mayCreate, independent, mayGive } = useUserRights();
  const alertId = useId();
  const form = useRef<HTMLFormElement>(null);
  const statusArea = useRef<HTMLDivElement>(null);
  const [saved, setSaved] = useState(loaded);
  const [values, setValues] = useState<UserFormValues>(() =>
    initialValues(loaded, me ? { id: me.tenantId, name: me.tenantName } : null, assigned),
  );
  const [problem, setProblem] = useState<{ message: string; fields: UserFormField[] } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [approving, setApproving] = useState(false);
  useFocusFirstInvalid(form, attempt);

  const readOnly = !mayCreate;
  // Nobody changes their own role (but the super admin) or their own release status: the server refuses both.
  const ownAccount = saved !== null && saved.id === me?.id;
  const roleLockedHint = ownAccount && !me?.superAdmin ? t('users.form.ownRoleLocked') : null;
  const mayChangeStatus = independent && !readOnly && !ownAccount;
  const statusLockedHint = mayChangeStatus ? null : t(ownAccount ? 'users.form.ownStatusLocked' : 'users.form.statusLocked');
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  // The pickers follow the chosen tenant (roles) and the chosen categories (subcategories).
  const tenantId = values.tenant?.id ?? null;
  const tenantRoles = usePickerData(
    async () => (tenantId === null ? [] : independent ? (await api.roles.ofTenant(tenantId)).content : api.roles.list()),
    `${tenantId}|${independent}`,
  );
  // Offered are the roles the caller may give (rights they hold themselves) and the role the user has.
  const savedRole = saved?.role ?? null;
  const roles = useMemo(
    () => tenantRoles?.filter((role) => role.id === savedRole || mayGive(role)) ?? null,
    [tenantRoles, savedRole, mayGive],
  );
  const query = selectionQuery(saved, tenantId);
  const categories = usePickerData(() => api.categories.selectable(query), JSON.stringify(query));
  const chosenCategories = [...values.categoryIds].sort((a, b) => a - b);
  const tags = usePickerData(
    () => api.tags.selectable({ ...query, categoryIds: chosenCategories }),
    JSON.stringify([query, chosenCategories]),
  );
  // A choice that the new lists no longer offer is dropped, so nothing invisible is saved.
  useEffect(() => {
    if (roles) setValues((v) => (v.roleId === null || roles.some((role) => role.id === v.roleId) ? v : { ...v, roleId: null }));
  }, [roles]);
  useEffect(() => {
    if (categories) setValues((v) => ({ ...v, categoryIds: keepOffered(v.categoryIds, categories) }));
  }, [categories]);
  useEffect(() => {
    if (tags) setValues((v) => ({ ...v, tagIds: keepOffered(v.tagIds, tags) }));
  }, [tags]);

  const fail = (message: string, fields: UserFormField[]) => {
    setProblem({ message, fields });
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || readOnly) return;
    const invalid = validateUser(values, independent);
    if (invalid) return fail(t(invalid.messageKey), invalid.fields);
    setProblem(null);
    setPending(true);
    let user: User;
    try {
      const payload = userPayload(values, { create: saved === null, mayChangeStatus });
      user = saved ? await api.users.update(saved.id, payload) : await api.users.create(payload);
    } catch (error) {
      setPending(false);
      const field = error instanceof ApiError && error.code !== null ? FIELD_OF_CODE[error.code] : undefined;
      if (error instanceof ApiError && error.message) return fail(error.message, field ? [field] : []);
      console.error(error);
      return fail(t('errors.unexpected'), []);
    }
    showSuccess(t(saved ? 'users.toast.updated' : 'users.toast.created'));
    try {
      await Promise.all([api.users.setAssignedCategories(user.id, values.categoryIds), api.users.setAssignedTags(user.id, values.tagIds)]);
    } catch (error) {
      console.error(error);
      showToast('error', t('users.assign.failed'));
      setPending(false);
      // The user exists now: stay on its form so the assignment can be tried again.
      if (!saved) navigate(`/edit-user?userId=${user.id}`, { replace: true });
      else setSaved(user);
      return;
    }
    navigate('/users');
  };

  const approveAccount = async () => {
    if (!saved) return;
    setApproving(true);
    try {
      const user = await api.users.update(saved.id, approvalPayload(saved));
      setSaved(user);
      set('status', user.status);
      showSuccess(t('users.toast.approved', { name: user.fullname }));
      // The button is gone: keep the keyboard where it was.
      statusArea.current?.focus();
    } catch (error) {
      showError(error);
    } finally {
      setApproving(false);
    }
  };

  const invalidBy = (field: TextField | UserFormField) => (problem?.fields.some((invalid) => invalid === field) ? alertId : null);
  const textField = (field: TextField, label: string, type: string, autoComplete: string, required: boolean) => (
    <Field label={label} invalidBy={invalidBy(field)} required={required}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          name={field}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );
  const waiting = saved !== null && !saved.approved;

  return (
    <div className="user-form">
      {readOnly && <p className="user-form__notice">{t('users.form.readOnly')}</p>}
      <form ref={form} onSubmit={submit} noValidate>
        <FormAlert id={alertId} message={problem?.message ?? null} />
        <fieldset className="user-form__fieldset" disabled={readOnly}>
          <div className="user-form__cards">
            <Card title={t('users.form.basics')}>
              <div className="stack">
                {textField('email', t('users.form.email'), 'email', 'off', true)}
                {textField('firstname', t('users.form.firstname'), 'text', 'off', true)}
                {textField('lastname', t('users.form.lastname'), 'text', 'off', true)}
                {textField('position', t('users.form.position'), 'text', 'off', false)}
                <TenantField pickable={independent} value={values.tenant} onChange={(tenant) => set('tenant', tenant)} invalidBy={invalidBy('tenant')} />
                <RoleField
                  roles={roles}
                  value={values.roleId}
                  onChange={(roleId) => set('roleId', roleId)}
                  lockedHint={roleLockedHint}
                  invalidBy={invalidBy('role')}
                />
                <div className="stack" ref={statusArea} tabIndex={-1}>
                  <ReleaseStatusField value={values.status} onChange={(status) => set('status', status)} lockedHint={statusLockedHint} />
                  {waiting && (
                    <div className="user-form__waiting">
                      <p>{t('users.form.waiting')}</p>
                      {mayCreate && (
                        <Button variant="secondary" onClick={() => void approveAccount()} isPending={approving}>
                          {t('users.form.approveAccount')}
                        </Button>
                      )}
                    </div>
                  )}
                </div>
              </div>
            </Card>
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
            <Button type="submit" isPending={pending}>
              {t('common.save')}
            </Button>
          )}
        </div>
      </form>
      {mayCreate && <UserActions user={saved} />}
    </div>
  );
}
