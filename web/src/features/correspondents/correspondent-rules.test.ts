import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de.js';
import { en } from '../../i18n/en.js';
import { correspondentPayload, initialValues, validateCorrespondent, viewFrom, viewHref } from './correspondent-rules.js';

const tenant = { id: 2, name: 'Musterstadt' };

describe('validateCorrespondent', () => {
  it('checks the e-mail first with the specification texts (in both languages), then names and tenant', () => {
    const empty = initialValues(null);
    const message = (values: Partial<typeof empty>) => {
      const key = validateCorrespondent({ ...empty, ...values })?.messageKey;
      return key ? de[key] : null;
    };
    expect(message({ firstName: 'Berta', lastName: 'Bürger', tenant })).toBe('E-Mail ist erforderlich');
    expect(message({ email: 'berta@', firstName: 'Berta', lastName: 'Bürger', tenant })).toBe('E-Mail muss gültig sein');
    expect(message({ email: 'berta@musterstadt.example' })).toBe('Bitte geben Sie einen Vornamen ein.');
    expect(message({ email: 'berta@musterstadt.example', firstName: 'Berta' })).toBe('Bitte geben Sie einen Nachnamen ein.');
    expect(message({ email: 'berta@musterstadt.example', firstName: 'Berta', lastName: 'Bürger' })).toBe(
      'Bitte wählen Sie einen Mandanten aus.',
    );
    expect(message({ email: 'berta@musterstadt.example', firstName: 'Berta', lastName: 'Bürger', tenant })).toBeNull();
    expect(en['correspondents.validation.emailRequired']).toBe('E-mail is required');
    expect(en['correspondents.validation.emailInvalid']).toBe('E-mail must be valid');
  });

  it('sends trimmed values, an empty title as null, and the tenant id', () => {
    expect(
      correspondentPayload({ firstName: ' Berta ', lastName: 'Bürger', email: ' berta@musterstadt.example ', title: ' ', tenant }),
    ).toEqual({ firstName: 'Berta', lastName: 'Bürger', email: 'berta@musterstadt.example', title: null, tenantId: 2 });
  });

  it('keeps the tab in the URL', () => {
    expect(viewFrom('?tab=blocked')).toBe('blocked');
    expect(viewFrom('')).toBe('all');
    expect(viewHref('blocked')).toBe('/correspondents?tab=blocked');
    expect(viewHref('all')).toBe('/correspondents');
  });
});
