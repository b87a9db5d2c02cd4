import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../test/app.js';
import { PROVIDER_STATES_PATH } from '@contracts/provider-state.js';

const change = (t: TestApp, payload: object) => t.request(null, { method: 'POST', url: PROVIDER_STATES_PATH, payload });

describe('the provider-state endpoint in demo and test mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sets a state up without a session and answers the values the request needs', async () => {
    const response = await change(t, { state: 'a user is logged in', params: { email: ACCOUNTS.musterAdmin }, action: 'setup' });
    expect(response.statusCode).toBe(200);
    const { authorization } = response.json();
    expect(authorization).toMatch(/^Bearer /);
    const me = await t.request(null, { url: '/api/user/me', headers: { authorization } });
    expect(me.json().email).toBe(ACCOUNTS.musterAdmin);
  });

  it('sets a state up again with the same result, so a used demo server can be verified again', async () => {
    const state = { state: 'a tenant exists', params: { name: 'Musterstadt' } };
    const first = await change(t, state);
    expect(first.statusCode).toBe(200);
    expect((await change(t, state)).json()).toEqual(first.json());
    expect(first.json()).toEqual({ tenantId: t.ids.tenants.musterstadt });
  });

  it('tears a known state down with nothing to undo', async () => {
    const response = await change(t, { state: 'a tenant exists', params: { name: 'Musterstadt' }, action: 'teardown' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('refuses a state it does not know, an inherited name among them', async () => {
    for (const state of ['a unicorn exists', 'constructor', '__proto__']) {
      const response = await change(t, { state });
      expect(response.statusCode, state).toBe(400);
      expect(response.json()).toEqual({ message: `Unbekannter Provider-State „${state}“.`, code: 'UNKNOWN_PROVIDER_STATE' });
    }
  });

  it('answers 400 with the reason when the state cannot be set up', async () => {
    const response = await change(t, { state: 'a tenant exists', params: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'Provider-State „a tenant exists“ ließ sich nicht herstellen: provider state needs the parameter name, which the pact does not give',
      code: 'PROVIDER_STATE_FAILED',
    });
  });

  it('answers no values for an interaction without a state, which the verifier posts with an empty name', async () => {
    const response = await change(t, { state: '', params: {}, action: 'setup' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('refuses a body that is no state change', async () => {
    expect((await change(t, { params: {} })).statusCode).toBe(400);
    expect((await change(t, { state: 'a tenant exists', action: 'undo' })).statusCode).toBe(400);
  });
});

describe('the provider-state endpoint in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ production: true });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const response = await change(t, { state: 'a tenant exists', params: { name: 'Musterstadt' } });
    expect(response.statusCode).toBe(404);
    expect(t.app.hasRoute({ method: 'POST', url: PROVIDER_STATES_PATH })).toBe(false);
  });
});
