import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { de, type Dictionary, type MessageKey } from './de.js';
import { en } from './en.js';
import { language, type LanguageCode } from './language.js';

export {
  applyLocalLanguage,
  isLanguage,
  language,
  localLanguageChoice,
  setLanguage,
  type LanguageCode,
} from './language.js';

const dictionaries: Record<LanguageCode, Dictionary> = { de, en };

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
