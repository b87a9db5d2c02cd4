export { loadRecord } from './record.js';
export { caseRoutes } from './routes.js';
export {
  type CaseLinks,
  caseLinks,
  caseStatus,
  caseVisibility,
  changeState,
  createCase,
  drawCaseNumber,
  eraseRatingComments,
  getCaseForUser,
  joinedCases,
  loadCase,
  rateCase,
  statusUrl,
  whereCaseVisible,
  withdrawCase,
  writeProtocol,
  writeProtocolToEach,
} from './service.js';
