import { describe, expect, it } from 'vitest';
import { FORWARDING_MESSAGES, type ForwardingEndpoint } from '@contracts/forwarding.js';
import { fieldOfMessage, forwardingPayload, initialForwardingValues, scopeOptions } from './forwarding-form.js';

const ENDPOINT: ForwardingEndpoint = {
  id: 7,
  categoryId: 3,
  categoryTagId: 11,
  scope: 'Straßenschäden › Schlagloch',
  name: 'Bauhof',
  baseUrl: 'https://bauhof.example/open311/v2',
  jurisdictionId: 'kreis',
  serviceCode: 'pothole',
  hasApiKey: true,
  shareEmail: true,
  answerReporter: false,
};

describe('the forwarding form', () => {
  it("keeps the edited endpoint's scope choosable when the categories could not be loaded", () => {
    const options = scopeOptions([], [], ENDPOINT);
    expect(options.map(({ value, label }) => [value, label])).toEqual([
      ['', null],
      ['tag:11', 'Straßenschäden › Schlagloch'],
    ]);
    const values = initialForwardingValues(ENDPOINT);
    expect(values.scope).toBe('tag:11');
    expect(forwardingPayload(values, options)).toEqual({
      categoryId: 3,
      categoryTagId: 11,
      name: 'Bauhof',
      baseUrl: 'https://bauhof.example/open311/v2',
      jurisdictionId: 'kreis',
      serviceCode: 'pothole',
      shareEmail: true,
      answerReporter: false,
    });
  });

  it('sends trimmed values, an empty jurisdiction as none and a typed key', () => {
    const values = {
      ...initialForwardingValues(null),
      name: ' Bauhof ',
      baseUrl: ' https://a.example ',
      jurisdictionId: ' ',
      apiKey: ' k ',
    };
    expect(forwardingPayload(values, scopeOptions([], []))).toMatchObject({
      categoryId: null,
      categoryTagId: null,
      name: 'Bauhof',
      baseUrl: 'https://a.example',
      jurisdictionId: null,
      apiKey: 'k',
    });
  });

  it("finds the field of the server's validation messages", () => {
    expect(fieldOfMessage(FORWARDING_MESSAGES.baseUrl)).toBe('baseUrl');
    expect(fieldOfMessage(FORWARDING_MESSAGES.scopeTaken)).toBe('scope');
    expect(fieldOfMessage(FORWARDING_MESSAGES.keyUnreadable)).toBe('apiKey');
    expect(fieldOfMessage('Etwas anderes.')).toBeNull();
  });
});
