import { DEFAULT_LANGUAGE, language } from '../i18n/language.js';

/** A query parameter of the page, trimmed; empty when absent. */
export function queryParam(name: string, search = window.location.search): string {
  return (new URLSearchParams(search).get(name) ?? '').trim();
}

/** A link to another frame with the given parameters, keeping a non-default language (`lang=en`). */
export function frameHref(path: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params);
  if (language.value !== DEFAULT_LANGUAGE) query.set('lang', language.value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
