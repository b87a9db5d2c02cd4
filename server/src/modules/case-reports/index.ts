export { caseReportRoutes } from './routes.js';
export { PDF_PRIMARY, pdfMaker, renderPdf } from './pdf.js';
export { caseTitle, publicPhotoLinks, requireEmail, summaryParagraphs } from './service.js';
