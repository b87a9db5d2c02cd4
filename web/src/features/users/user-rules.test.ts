import { describe, expect, it } from 'vitest';
import { initialValues, keepOffered, selectionQuery, userPayload, validateUser } from './user-rules.js';

const filled = { ...initialValues(null, { id: 2, name: 'Musterstadt' }), email: 'a@b.de', firstname: 'A', lastname: 'B' };

describe('validateUser', () => {
  it('asks for every empty required field, blanks included, before the e-mail format', () => {
    expect(validateUser({ ...filled, email: ' ', lastname: '' }, false)).toEqual({
      messageKey: 'errors.fillAllFields',
      fields: ['email', 'lastname'],
    });
    expect(validateUser({ ...filled, email: 'kein-at' }, false)).toEqual({ messageKey: 'users.form.invalidEmail', fields: ['email'] });
    expect(validateUser(filled, false)).toBeNull();
  });

  it('needs a tenant only where the picker is shown', () => {
    expect(validateUser({ ...filled, tenant: null }, true)?.fields).toEqual(['tenant']);
    expect(validateUser({ ...filled, tenant: null }, false)).toBeNull();
  });
});

describe('userPayload', () => {
  it('sends the release status only when it may be changed; a new account is released', () => {
    const values = { ...filled, status: false, roleId: 7, position: '  ' };
    expect(userPayload(values, { create: true, mayChangeStatus: true })).toMatchObject({ status: false, role: '7', position: null });
    expect(userPayload(values, { create: true, mayChangeStatus: false }).status).toBe(true);
    expect(userPayload(values, { create: false, mayChangeStatus: false })).not.toHaveProperty('status');
  });
});

describe('selectionQuery and keepOffered', () => {
  it('asks for the saved user while the tenant is unchanged, else for the chosen tenant', () => {
    expect(selectionQuery({ id: 5, tenantId: 2 }, 2)).toEqual({ targetUserId: 5 });
    expect(selectionQuery({ id: 5, tenantId: 2 }, 3)).toEqual({ targetTenantId: 3 });
    expect(selectionQuery(null, 3)).toEqual({ targetTenantId: 3 });
    expect(selectionQuery(null, null)).toEqual({});
  });

  it('drops choices that are no longer offered', () => {
    expect(keepOffered([1, 2, 3], [{ id: 3 }, { id: 1 }])).toEqual([1, 3]);
  });
});
