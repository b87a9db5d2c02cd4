import { Type, type Static } from 'typebox';

/**
 * The daily digest to the people responsible: a tenant sends it (or not) at a time of day, on working days, to each
 * assignee with open cases due within `remindersDaysAhead` days or overdue; each user may decline it.
 */
export const REMINDER_DAYS_AHEAD = { default: 3, min: 1, max: 30 } as const;
export const REMINDER_TIME_DEFAULT = '07:00';

export const isReminderDaysAhead = (days: number): boolean =>
  Number.isInteger(days) && days >= REMINDER_DAYS_AHEAD.min && days <= REMINDER_DAYS_AHEAD.max;

/** A time of day as `HH:MM` (00:00 to 23:59), in Berlin time. */
export const isReminderTime = (time: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

/** GET and PUT /api/user/me/reminders: whether the logged-in user gets the daily digest of due cases. */
export const OwnReminders = Type.Object({ enabled: Type.Boolean() });
export type OwnReminders = Static<typeof OwnReminders>;
