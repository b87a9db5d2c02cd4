import { useSignals } from '@preact/signals-react/runtime';
import { language, type LanguageCode } from '../i18n/language.js';

/**
 * A shared widget's own texts in every UI language. The widgets keep their texts next to them (and out of
 * the app's dictionary) so the public frames can use them too; typing `en` as `typeof de` makes a missing
 * English text fail the build, as the app dictionary does.
 */
export type WidgetTexts<T> = Record<LanguageCode, T>;

/** The widget's texts in the current UI language; re-renders when the language changes. */
export function useWidgetTexts<T>(texts: WidgetTexts<T>): T {
  useSignals();
  return texts[language.value];
}
