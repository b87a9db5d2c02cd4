import { isEmail } from '@contracts/email.js';
import type { Correspondent, CorrespondentSave } from '@contracts/correspondent.js';
import type { MessageKey } from '../../i18n/de.js';

/** The two views of /correspondents; the URL's `tab` names the second one, so a save can return to it. */
export type CorrespondentView = 'all' | 'blocked';

export const viewFrom = (search: string): CorrespondentView => (new URLSearchParams(search).get('tab') === 'blocked' ? 'blocked' : 'all');
export const viewHref = (view: CorrespondentView) => (view === 'blocked' ? '/correspondents?tab=blocked' : '/correspondents');

export interface ChosenTenant {
  id: number;
  name: string;
}

export interface CorrespondentFormValues {
  firstName: string;
  lastName: string;
  tenant: ChosenTenant | null;
  email: string;
  title: string;
}

export type CorrespondentField = 'email' | 'firstName' | 'lastName' | 'tenant';

export interface CorrespondentProblem {
  field: CorrespondentField;
  messageKey: MessageKey;
}

/**
 * The e-mail rule of docs/product/super-admin.md#correspondent-validation-rules (the correspondent form and the block
 * list share it).
 */
export function emailProblem(email: string): MessageKey | null {
  if (!email.trim()) return 'correspondents.validation.emailRequired';
  if (!isEmail(email)) return 'correspondents.validation.emailInvalid';
  return null;
}

export function initialValues(saved: Correspondent | null): CorrespondentFormValues {
  if (!saved) return { firstName: '', lastName: '', tenant: null, email: '', title: '' };
  return { firstName: saved.firstName, lastName: saved.lastName, tenant: saved.tenant, email: saved.email, title: saved.title ?? '' };
}

/**
 * The checks in the server's order (docs/product/super-admin.md#correspondent-validation-rules): e-mail, first and
 * last name, tenant.
 */
export function validateCorrespondent(values: CorrespondentFormValues): CorrespondentProblem | null {
  const email = emailProblem(values.email);
  if (email) return { field: 'email', messageKey: email };
  if (!values.firstName.trim()) return { field: 'firstName', messageKey: 'correspondents.validation.firstName' };
  if (!values.lastName.trim()) return { field: 'lastName', messageKey: 'correspondents.validation.lastName' };
  if (!values.tenant) return { field: 'tenant', messageKey: 'correspondents.validation.tenant' };
  return null;
}

/** The body of POST and PUT /api/correspondent (an empty title is sent as null). */
export function correspondentPayload(values: CorrespondentFormValues): CorrespondentSave {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    title: values.title.trim() || null,
    tenantId: values.tenant?.id ?? null,
  };
}

const FIELD_OF_CODE: Record<string, CorrespondentField> = {
  EMAIL_MISSING: 'email',
  EMAIL_INVALID: 'email',
  ALREADY_BLOCKED: 'email',
  FIRST_NAME_MISSING: 'firstName',
  LAST_NAME_MISSING: 'lastName',
  TENANT_MISSING: 'tenant',
  TENANT_UNKNOWN: 'tenant',
};

/** The field a refusal of the server is about (its message is shown as it is). */
export const fieldOfCode = (code: string | null): CorrespondentField | null => (code ? (FIELD_OF_CODE[code] ?? null) : null);
