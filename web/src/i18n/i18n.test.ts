import { describe, expect, it } from 'vitest';
import { de } from './de.js';
import { en } from './en.js';
import { localLanguageChoice, translate } from './i18n.js';

describe('dictionaries', () => {
  it('have the same keys and no empty text', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    for (const dictionary of [de, en]) {
      for (const text of Object.values(dictionary)) expect(text.trim()).not.toBe('');
    }
  });

  it('carry the specification texts', () => {
    expect(de['session.inactivity']).toBe(
      'Sie wurden wegen Inaktivität automatisch ausgeloggt. Bitte laden Sie die Seite neu und melden Sie sich erneut an.',
    );
    expect(de['picker.noTenant']).toBe('Keine Kommune gefunden');
    expect(en['login.invalidCredentials']).toBe('entered user data not valid');
  });
});

describe('translate', () => {
  it('fills placeholders and keeps unknown ones', () => {
    expect(translate('de', 'validation.empty_value', { field: 'Neues Passwort' })).toBe('Neues Passwort darf nicht leer sein.');
    expect(translate('en', 'shell.commune', {})).toBe('City administration {name}');
  });
});

describe('localLanguageChoice', () => {
  it('prefers the lang parameter and remembers it when new', () => {
    expect(localLanguageChoice('?lang=en', 'de')).toEqual({ code: 'en', remember: true });
    expect(localLanguageChoice('?lang=en', 'en')).toEqual({ code: 'en', remember: false });
  });

  it('falls back to the remembered language, then to the server (null)', () => {
    expect(localLanguageChoice('?lang=fr', 'en')).toEqual({ code: 'en', remember: false });
    expect(localLanguageChoice('', null)).toBeNull();
    expect(localLanguageChoice('', 'xx')).toBeNull();
  });
});
