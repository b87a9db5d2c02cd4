export { eraseExpiredReporterData, RETENTION_PROTOCOL_TEXT } from './retention.js';
export { logPrivacyRequest } from './request-log.js';
export { privacyRoutes } from './routes.js';
export { emailHash } from './subject.js';
