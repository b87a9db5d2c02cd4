import { applyLocalLanguage, isLanguage, setLanguage } from '../i18n/i18n.js';
import { api, startSession } from './session.js';

/** Page start: the language (?lang > remembered choice > the server's) and the stored session. */
export function bootstrap(): void {
  if (!applyLocalLanguage()) {
    api.platform.myLanguage().then(
      (language) => {
        if (isLanguage(language.shortForm)) setLanguage(language.shortForm);
      },
      (error: unknown) => console.error(error),
    );
  }
  void startSession();
}
