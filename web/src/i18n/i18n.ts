import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { de, type Dictionary, type MessageKey } from './de.js';
import { en } from './en.js';

export const LANGUAGES = ['de', 'en'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'de';
export const LANGUAGE_STORAGE_KEY = 'bp.language';

const dictionaries: Record<LanguageCode, Dictionary> = { de, en };

/** The UI language; German until something says otherwise. */
export const language = signal<LanguageCode>(DEFAULT_LANGUAGE);

export const isLanguage = (value: unknown): value is LanguageCode => LANGUAGES.includes(value as LanguageCode);

export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export function translate(code: LanguageCode, key: MessageKey, params?: MessageParams): string {
  const text = dictionaries[code][key];
  return params ? text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match)) : text;
}

/** Translation outside components (uses the current language, does not re-render). */
export const t: Translate = (key, params) => translate(language.value, key, params);

/** Translation inside components: re-renders when the language changes. */
export function useT(): Translate {
  useSignals();
  const code = language.value;
  return useMemo<Translate>(() => (key, params) => translate(code, key, params), [code]);
}

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
