/** The case module's face for other modules (statistics, summaries, forwarding, public reports, privacy). */
export { type CreatedCase, whenCasesCreated } from './created-listeners.js';
export { addNote } from './notes.js';
export { loadRecord } from './record.js';
export { caseRoutes } from './routes.js';
export { joinedCases } from './dto.js';
export { caseVisibility, type CaseVisibility, whereCaseVisible } from './visibility.js';
export { nextCaseNumber } from './create.js';
export { submitCase } from './intake.js';
export { changeState } from './transitions.js';
export { writeProtocol, writeProtocolToEach } from './protocol.js';
export { type CaseLinks, caseLinks, statusUrl } from './status-link.js';
export { caseStatus, eraseRatingComments, rateCase, withdrawCase } from './reporter.js';
export { getCaseForUser, loadCase } from './service.js';
export { spreadsheetWriter } from './export-files.js';
