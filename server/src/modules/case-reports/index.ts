export { caseReportRoutes } from './routes.js';
export { PDF_PRIMARY, renderPdf } from './pdf.js';
export { caseTitle, publicPhotoLinks, requireEmail, summaryParagraphs } from './service.js';
