import type { OwnReminders } from '@contracts/reminders.js';
import type { Http } from './http.js';

/** The logged-in user's own choice about the daily digest of due cases. */
export const reminderApi = (http: Http) => ({
  own: () => http.call<OwnReminders>('GET', '/api/user/me/reminders'),
  setOwn: (choice: OwnReminders) => http.call<OwnReminders>('PUT', '/api/user/me/reminders', { json: choice }),
});
