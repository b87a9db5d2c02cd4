export { type ImportOptions, type ImportProgress, type ImportSummary, importOpen311 } from './import.js';
export { type ExternalRequest, parseRequests } from './requests.js';
