export { eraseReporterData, type ReporterDataErasure } from './reporter-data.js';
export { eraseExpiredReporterData, RETENTION_PROTOCOL_TEXT } from './retention.js';
export { privacyRoutes } from './routes.js';
