import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http.js';
import { loginFailure, resetProblemFields, validateRegistration, validateReset, type RegistrationInput } from './auth-rules.js';

const complete: RegistrationInput = {
  firstname: 'Erika',
  lastname: 'Muster',
  email: 'erika@musterstadt.example',
  password: 'Geheim2026!',
  passwordRepeat: 'Geheim2026!',
  tenantId: 2,
  termsAccepted: true,
};

describe('validateRegistration', () => {
  it('accepts a complete registration', () => {
    expect(validateRegistration(complete)).toBeNull();
  });

  it('asks for all fields and names the empty ones (blanks count as empty)', () => {
    expect(validateRegistration({ ...complete, firstname: ' ', email: '', tenantId: null })).toEqual({
      messageKey: 'errors.fillAllFields',
      fields: ['firstname', 'email', 'tenant'],
    });
    expect(validateRegistration({ ...complete, passwordRepeat: '' })?.fields).toEqual(['passwordRepeat']);
  });

  it('compares the trimmed passwords', () => {
    expect(validateRegistration({ ...complete, passwordRepeat: ' Geheim2026! ' })).toBeNull();
    expect(validateRegistration({ ...complete, passwordRepeat: 'Anders2026!' })).toEqual({
      messageKey: 'register.passwordsMismatch',
      fields: ['password', 'passwordRepeat'],
    });
  });

  it('requires the terms, after the other checks', () => {
    expect(validateRegistration({ ...complete, termsAccepted: false })).toEqual({ messageKey: 'register.acceptTerms', fields: ['terms'] });
    expect(validateRegistration({ ...complete, termsAccepted: false, lastname: '' })?.messageKey).toBe('errors.fillAllFields');
  });
});

describe('validateReset', () => {
  const valid = { loggedIn: false, password: 'Neu2026!!', passwordRepeat: 'Neu2026!!', token: 'abc' };

  it('accepts a complete reset', () => {
    expect(validateReset(valid)).toBeNull();
  });

  it('checks in the specification order with its keys', () => {
    expect(validateReset({ ...valid, loggedIn: true, password: '' })).toEqual({ key: 'already_logged_in' });
    expect(validateReset({ ...valid, password: '', passwordRepeat: '', token: null })).toEqual({
      key: 'empty_value',
      field: 'new_password',
    });
    expect(validateReset({ ...valid, passwordRepeat: '', token: null })).toEqual({ key: 'empty_value', field: 'confirm_password' });
    expect(validateReset({ ...valid, token: null, passwordRepeat: 'x' })).toEqual({ key: 'password_reset_token_missing' });
    expect(validateReset({ ...valid, token: '' })).toEqual({ key: 'password_reset_token_missing' });
    expect(validateReset({ ...valid, passwordRepeat: 'Neu2026!?' })).toEqual({ key: 'passwords_not_equal' });
  });

  it('marks the fields a problem concerns', () => {
    expect(resetProblemFields({ key: 'empty_value', field: 'confirm_password' })).toEqual(['confirm_password']);
    expect(resetProblemFields({ key: 'passwords_not_equal' })).toEqual(['new_password', 'confirm_password']);
    expect(resetProblemFields({ key: 'already_logged_in' })).toEqual([]);
  });
});

describe('loginFailure', () => {
  it('shows the server message for blocked accounts and rate limits', () => {
    expect(loginFailure(new ApiError(403, 'ERROR_USER_BLOCKED', 'Ihr Konto ist gesperrt.'))).toEqual({
      serverMessage: 'Ihr Konto ist gesperrt.',
    });
    expect(loginFailure(new ApiError(429, 'RATE_LIMITED', 'Zu viele Versuche.'))).toEqual({ serverMessage: 'Zu viele Versuche.' });
  });

  it('shows ERROR_INVALID_CREDENTIALS for everything else', () => {
    expect(loginFailure(new ApiError(401, 'ERROR_INVALID_CREDENTIALS', 'x'))).toBe('invalidCredentials');
    expect(loginFailure(new ApiError(500, null, ''))).toBe('invalidCredentials');
    expect(loginFailure(new TypeError('Failed to fetch'))).toBe('invalidCredentials');
  });
});
