import { effect } from '@preact/signals-react';
import { applyLocalLanguage, isLanguage, setLanguage } from '../i18n/i18n.js';
import { api, sessionStatus, startSession } from '../session/session.js';

function adoptServerLanguage(): void {
  api.platform.myLanguage().then(
    (language) => {
      if (isLanguage(language.shortForm)) setLanguage(language.shortForm);
    },
    (error: unknown) => console.error(error),
  );
}

/**
 * Page start: the language (?lang > remembered choice > the server's, read again once a user is known) and
 * the stored session.
 */
export function bootstrap(): void {
  if (!applyLocalLanguage()) {
    effect(() => {
      if (sessionStatus.value !== 'loading') adoptServerLanguage();
    });
  }
  void startSession();
}
