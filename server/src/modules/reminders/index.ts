export { sendDueDigests } from './digest.js';
export { startReminderDigests } from './job.js';
export { reminderRoutes } from './routes.js';
