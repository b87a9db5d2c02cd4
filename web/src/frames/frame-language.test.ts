import { describe, expect, it } from 'vitest';
import { frameLanguage } from './frame-language.js';

describe('frameLanguage', () => {
  it('takes the address lang parameter first', () => {
    expect(frameLanguage('?apiKey=k&lang=en', ['de-DE'])).toBe('en');
    expect(frameLanguage('?lang=de', ['en-US'])).toBe('de');
  });

  it("else the first of the browser's languages the frames speak", () => {
    expect(frameLanguage('?apiKey=k', ['en-GB', 'de'])).toBe('en');
    expect(frameLanguage('?apiKey=k', ['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(frameLanguage('?lang=xx', ['EN'])).toBe('en');
  });

  it('else German', () => {
    expect(frameLanguage('', ['fr-FR', 'pl'])).toBe('de');
    expect(frameLanguage('', [])).toBe('de');
  });

  it('remembers nothing: a later frame without lang follows the browser again', () => {
    localStorage.setItem('bp.language', 'en');
    expect(frameLanguage('?apiKey=k', ['de-DE'])).toBe('de');
  });
});
