import { describe, expect, it } from 'vitest';
import { paramsOf } from './state-support.js';

describe('paramsOf', () => {
  it('reads the required and the optional parameters by name', () => {
    expect(paramsOf({ tenant: 'Musterstadt', state: 'FINISHED' }, ['tenant'], ['state', 'email'])).toEqual({
      tenant: 'Musterstadt',
      state: 'FINISHED',
    });
    expect(paramsOf(undefined, [], ['rights'])).toEqual({});
  });

  it('fails by name when the pact leaves out a required parameter', () => {
    expect(() => paramsOf({ name: 'Musterstadt' }, ['tenant', 'name'])).toThrow(
      'provider state needs the parameter tenant, which the pact does not give',
    );
    expect(() => paramsOf(undefined, ['email'])).toThrow('provider state needs the parameter email');
  });

  it('fails when a parameter is not a string', () => {
    expect(() => paramsOf({ latitude: 52.2 }, ['latitude'])).toThrow(
      'provider state needs the parameter latitude as a string, the pact gives 52.2',
    );
  });

  it('fails on a parameter the state does not read, such as a misspelt optional one', () => {
    expect(() => paramsOf({ tenant: 'Musterstadt', stat: 'FINISHED' }, ['tenant'], ['state'])).toThrow(
      'provider state does not read the parameter(s) stat (it reads tenant, state)',
    );
  });
});
