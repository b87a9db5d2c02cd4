export { type CasesCreatedListener, type CreatedCase, whenCasesCreated } from './created-listeners.js';
export type { CaseRecord } from './dto.js';
export { addNote } from './notes.js';
export { loadRecord } from './record.js';
export { caseRoutes } from './routes.js';
export {
  type CaseLinks,
  caseLinks,
  caseStatus,
  caseVisibility,
  type CaseVisibility,
  changeState,
  eraseRatingComments,
  getCaseForUser,
  joinedCases,
  loadCase,
  nextCaseNumber,
  rateCase,
  statusUrl,
  submitCase,
  whereCaseVisible,
  withdrawCase,
  writeProtocol,
  writeProtocolToEach,
} from './service.js';
