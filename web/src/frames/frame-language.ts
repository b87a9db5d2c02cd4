import { DEFAULT_LANGUAGE, isLanguage, type LanguageCode, setLanguage } from '../i18n/language.js';

/**
 * The language of a frame: the page's `lang` parameter, else the first language the browser asks for that the
 * frames speak, else German. Nothing is remembered: a frame is embedded in many towns' sites, and a visitor's
 * `?lang=en` on one of them must not turn the next town's frames English.
 */
export function frameLanguage(search: string, preferred: readonly string[]): LanguageCode {
  const requested = new URLSearchParams(search).get('lang');
  if (isLanguage(requested)) return requested;
  return preferred.map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** Sets the frame's language from its address and the browser's languages. */
export function applyFrameLanguage(): void {
  setLanguage(frameLanguage(window.location.search, navigator.languages ?? [navigator.language]));
}
