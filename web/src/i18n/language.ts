import { signal } from '@preact/signals-react';

/**
 * The UI language without any dictionary: the shared widgets and the public frames read it from here, so
 * the frames bundle does not carry the back office's texts (i18n.ts builds the back office's t() on it).
 */
export const LANGUAGES = ['de', 'en'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'de';
export const LANGUAGE_STORAGE_KEY = 'bp.language';

/** The UI language; German until something says otherwise. */
export const language = signal<LanguageCode>(DEFAULT_LANGUAGE);

export const isLanguage = (value: unknown): value is LanguageCode => LANGUAGES.includes(value as LanguageCode);

/**
 * The language the page decides on its own: the lang parameter (which is remembered) wins over a remembered
 * choice. Null means neither exists and the server's language applies.
 */
export function localLanguageChoice(search: string, stored: string | null): { code: LanguageCode; remember: boolean } | null {
  const requested = new URLSearchParams(search).get('lang');
  if (isLanguage(requested)) return { code: requested, remember: requested !== stored };
  if (isLanguage(stored)) return { code: stored, remember: false };
  return null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function setLanguage(code: LanguageCode, remember = false): void {
  language.value = code;
  document.documentElement.lang = code;
  if (remember) storage()?.setItem(LANGUAGE_STORAGE_KEY, code);
}

/** Applies the page's own language choice; false when the caller should ask the server. */
export function applyLocalLanguage(): boolean {
  const choice = localLanguageChoice(window.location.search, storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null);
  setLanguage(choice?.code ?? DEFAULT_LANGUAGE, choice?.remember ?? false);
  return choice !== null;
}
