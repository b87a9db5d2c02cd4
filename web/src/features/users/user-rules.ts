import type { SelectableCategoriesQuery } from '@contracts/category.js';
import { isEmail } from '@contracts/email.js';
import type { User, UserListItem, UserSave } from '@contracts/user.js';
import type { MessageKey } from '../../i18n/de.js';

export interface TenantChoice {
  id: number;
  name: string;
}

/** What the user form edits. */
export interface UserFormValues {
  email: string;
  firstname: string;
  lastname: string;
  position: string;
  tenant: TenantChoice | null;
  roleId: number | null;
  /** release status: true Freigegeben, false Gesperrt */
  status: boolean;
  categoryIds: number[];
  tagIds: number[];
}

export type UserFormField = 'email' | 'firstname' | 'lastname' | 'tenant' | 'role';

export interface UserFormProblem {
  messageKey: MessageKey;
  fields: UserFormField[];
}

/** Server refusals that concern one field, which is marked invalid with the message. */
const FIELD_OF_CODE: Partial<Record<string, UserFormField>> = {
  ERROR_MAIL_TAKEN: 'email',
  ERROR_MAIL_INVALID: 'email',
  INVALID_ROLE: 'role',
  ROLE_NOT_GRANTABLE: 'role',
  OWN_ROLE_CHANGE: 'role',
};

/** The field a refusal of the server is about (its message is shown as it is). */
export const fieldOfCode = (code: string | null): UserFormField | null => (code === null ? null : (FIELD_OF_CODE[code] ?? null));

/**
 * The user-save checks of docs/product/accounts-and-roles.md#user-validation-rules: e-mail, first and last name filled,
 * else "Bitte füllen Sie alle Felder aus."; then the e-mail format. A tenant is needed when the picker is shown
 * (TENANT_INDEPENDENCE).
 */
export function validateUser(values: UserFormValues, tenantPicked: boolean): UserFormProblem | null {
  const empty = (['email', 'firstname', 'lastname'] as const).filter((field) => values[field].trim() === '') as UserFormField[];
  if (tenantPicked && values.tenant === null) empty.push('tenant');
  if (empty.length > 0) return { messageKey: 'errors.fillAllFields', fields: empty };
  if (!isEmail(values.email)) return { messageKey: 'users.form.invalidEmail', fields: ['email'] };
  return null;
}

/**
 * The payload of POST/PUT /api/user (tenantId, the role as its id, active true:
 * docs/product/accounts-and-roles.md#the-user-form). The release status is sent only by those who may change it; a new
 * account is otherwise released.
 */
export function userPayload(values: UserFormValues, options: { create: boolean; mayChangeStatus: boolean }): UserSave {
  const status = options.mayChangeStatus ? values.status : options.create ? true : undefined;
  return {
    email: values.email.trim(),
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    position: values.position.trim() || null,
    tenantId: values.tenant?.id ?? null,
    role: values.roleId === null ? null : String(values.roleId),
    ...(status === undefined ? {} : { status }),
    active: true,
  };
}

/**
 * Approving a waiting account is saving it as it is with release status true
 * (docs/product/accounts-and-roles.md#approval).
 */
export function approvalPayload(user: Pick<UserListItem, 'email' | 'firstname' | 'lastname' | 'position' | 'tenantId' | 'role'>): UserSave {
  return {
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    position: user.position,
    tenantId: user.tenantId,
    role: user.role === null ? null : String(user.role),
    status: true,
    active: true,
  };
}

/** The form's starting values: a loaded user, or a new account in the given tenant. */
export function initialValues(
  user: User | null,
  tenant: TenantChoice | null,
  assigned: { categories: number[]; tags: number[] } = { categories: [], tags: [] },
): UserFormValues {
  if (!user) {
    return { email: '', firstname: '', lastname: '', position: '', tenant, roleId: null, status: true, categoryIds: [], tagIds: [] };
  }
  return {
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    position: user.position ?? '',
    tenant: { id: user.tenantId, name: user.tenantName },
    roleId: user.role ?? user.allRoles[0]?.id ?? null,
    status: user.status,
    categoryIds: assigned.categories,
    tagIds: assigned.tags,
  };
}

/**
 * Whose categories the form offers: the saved user's own (targetUserId) while the tenant is unchanged,
 * else those of the chosen tenant; a new account without a choice gets the caller's tenant.
 */
export function selectionQuery(savedUser: Pick<User, 'id' | 'tenantId'> | null, tenantId: number | null): SelectableCategoriesQuery {
  if (savedUser && (tenantId === null || tenantId === savedUser.tenantId)) return { targetUserId: savedUser.id };
  return tenantId === null ? {} : { targetTenantId: tenantId };
}

/** Keeps only the chosen ids that are still offered (after the tenant or the category choice changed). */
export function keepOffered(chosen: readonly number[], offered: ReadonlyArray<{ id: number }>): number[] {
  const ids = new Set(offered.map((option) => option.id));
  return chosen.filter((id) => ids.has(id));
}
