import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.js';

/**
 * GET /api/case/statistics/simple (VIEW_DASHBOARD). Weeks run Monday to Sunday and years January to
 * December, in Europe/Berlin. "This week/year" runs up to now; "last week/year" is the whole previous one.
 * Deltas are whole percent of the previous period, rounded; null when the previous period had no cases
 * (no meaningful percentage), and the text then says so.
 */
export const STATISTICS_BASES = ['ALL_CASES', 'VISIBLE_CASES'] as const;
export type StatisticsBasis = (typeof STATISTICS_BASES)[number];

export const SimpleStatistics = Type.Object({
  newCasesThisWeek: Type.Integer(),
  newCasesLastWeek: Type.Integer(),
  finishedCasesThisWeek: Type.Integer(),
  finishedCasesLastWeek: Type.Integer(),
  newCasesLast24Hours: Type.Integer(),
  newCasesThisYear: Type.Integer(),
  newCasesLastYear: Type.Integer(),
  deltaNewCasesThisWeek: Nullable(Type.Integer()),
  deltaFinishedCasesThisWeek: Nullable(Type.Integer()),
  deltaNewCasesThisYear: Nullable(Type.Integer()),
  /** e.g. "+12 % gegenüber dem Vorjahr" */
  deltaTextNewCasesThisYear: Type.String(),
  /**
   * Whose cases the figures (and the cases chart) count: ALL_CASES, every case of the tenants in view; VISIBLE_CASES,
   * only the cases the caller may see (own, or of assigned categories), for a caller who does not see whole tenants.
   */
  counted: Type.Enum([...STATISTICS_BASES]),
});
export type SimpleStatistics = Static<typeof SimpleStatistics>;

export const DIAGRAM_INTERVALS = ['day', 'week'] as const;

/** Both statistics: `tenant` narrows to one tenant of the caller's scope (404 outside it). */
export const StatisticsQuery = Type.Object({ tenant: Type.Optional(Id) });
export type StatisticsQuery = Static<typeof StatisticsQuery>;

export const CasesDiagramQuery = Type.Object({
  tenant: Type.Optional(Id),
  /** one point per day (default) or per week (Monday) */
  interval: Type.Optional(Type.Enum([...DIAGRAM_INTERVALS])),
});
export type CasesDiagramQuery = Static<typeof CasesDiagramQuery>;

/**
 * GET /api/case/statistics/casesdiagram: [timestamp, new cases] from 1 October 2022 up to today, one pair per
 * day or week including empty ones. The timestamp is the start of the day (or of the week's Monday; the first
 * week starts on 1 October 2022) in Europe/Berlin, in milliseconds since the epoch.
 */
export const CasesDiagram = Type.Array(Type.Tuple([Type.Number(), Type.Integer()]));
export type CasesDiagram = Static<typeof CasesDiagram>;
