export { loadRecord } from './record.js';
export { caseRoutes } from './routes.js';
export {
  type CaseLinks,
  caseLinks,
  caseStatus,
  caseVisibility,
  changeState,
  createCase,
  getCaseForUser,
  joinedCases,
  loadCase,
  rateCase,
  stateLabel,
  statusUrl,
  whereCaseVisible,
  withdrawCase,
  writeProtocol,
} from './service.js';
