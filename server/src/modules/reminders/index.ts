export { sendDueDigests } from './digest.js';
export { REMINDER_CHECK_MS, startReminderDigests } from './job.js';
export { reminderRoutes } from './routes.js';
