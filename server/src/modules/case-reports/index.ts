export { caseReportRoutes } from './routes.js';
export { caseTitle, publicPhotoLinks, requireEmail, summaryParagraphs } from './service.js';
