import { ApiError } from '../../api/http.js';
import type { MessageKey } from '../../i18n/de.js';

/** A failed client check: the message to show and the fields it concerns. */
export interface FormProblem<Field extends string> {
  messageKey: MessageKey;
  fields: Field[];
}

export type RegistrationField = 'firstname' | 'lastname' | 'email' | 'password' | 'passwordRepeat' | 'tenant' | 'terms';

export interface RegistrationInput {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  passwordRepeat: string;
  tenantId: number | null;
  termsAccepted: boolean;
}

const REQUIRED_TEXT_FIELDS = ['firstname', 'lastname', 'email', 'password', 'passwordRepeat'] as const;

/** The registration checks of docs/product/accounts-and-roles.md#registration-validation-rules, in their order. */
export function validateRegistration(input: RegistrationInput): FormProblem<RegistrationField> | null {
  const empty: RegistrationField[] = REQUIRED_TEXT_FIELDS.filter((field) => input[field].trim() === '');
  if (input.tenantId === null) empty.push('tenant');
  if (empty.length > 0) return { messageKey: 'errors.fillAllFields', fields: empty };
  if (input.password.trim() !== input.passwordRepeat.trim()) {
    return { messageKey: 'register.passwordsMismatch', fields: ['password', 'passwordRepeat'] };
  }
  if (!input.termsAccepted) return { messageKey: 'register.acceptTerms', fields: ['terms'] };
  return null;
}

export type ResetField = 'new_password' | 'confirm_password';

/** The reset checks with the message keys of docs/product/accounts-and-roles.md#reset-validation-rules. */
export type ResetProblem =
  | { key: 'already_logged_in' }
  | { key: 'empty_value'; field: ResetField }
  | { key: 'password_reset_token_missing' }
  | { key: 'passwords_not_equal' };

export interface ResetInput {
  loggedIn: boolean;
  password: string;
  passwordRepeat: string;
  token: string | null;
}

export function validateReset(input: ResetInput): ResetProblem | null {
  if (input.loggedIn) return { key: 'already_logged_in' };
  if (!input.password) return { key: 'empty_value', field: 'new_password' };
  if (!input.passwordRepeat) return { key: 'empty_value', field: 'confirm_password' };
  if (!input.token) return { key: 'password_reset_token_missing' };
  if (input.password !== input.passwordRepeat) return { key: 'passwords_not_equal' };
  return null;
}

/** The fields a reset problem concerns (so they can be marked invalid). */
export function resetProblemFields(problem: ResetProblem): ResetField[] {
  if (problem.key === 'empty_value') return [problem.field];
  if (problem.key === 'passwords_not_equal') return ['new_password', 'confirm_password'];
  return [];
}

/**
 * What a failed login shows: 403 (blocked) and 429 (too many attempts) carry the server's message;
 * anything else is ERROR_INVALID_CREDENTIALS (docs/product/accounts-and-roles.md#login-outcomes). 409 never gets here:
 * it goes to /pending.
 */
export function loginFailure(error: unknown): { serverMessage: string } | 'invalidCredentials' {
  if (error instanceof ApiError && (error.status === 403 || error.status === 429) && error.message) {
    return { serverMessage: error.message };
  }
  return 'invalidCredentials';
}
