import type { CasesDiagram, CasesDiagramQuery, SimpleStatistics, StatisticsQuery } from '@contracts/dashboard.js';
import type { Http } from './http.js';

export const dashboardApi = (http: Http) => ({
  /** the dashboard tiles: new and finished cases this/last week and year, the last 24 hours, deltas */
  simpleStatistics: (query: StatisticsQuery = {}) => http.call<SimpleStatistics>('GET', '/api/case/statistics/simple', { query }),
  /** [Berlin midnight in ms, new cases] per day (or week) since 1 October 2022 */
  casesDiagram: (query: CasesDiagramQuery = {}) => http.call<CasesDiagram>('GET', '/api/case/statistics/casesdiagram', { query }),
});
