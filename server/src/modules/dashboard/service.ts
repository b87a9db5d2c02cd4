import type { Kysely } from 'kysely';
import { countsAsFinished, FINISHED_STATE } from '@contracts/case.js';
import type { CasesDiagram, SimpleStatistics } from '@contracts/dashboard.js';
import type { Database } from '../../db/schema.js';
import { scopeIncludes, whereInScope, type TenantScope } from '../../platform/tenant-scope.js';
import type { AuthUser } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { dayOf } from '../case-stats/index.js';
import { caseVisibility, type CaseVisibility, whereCaseVisible } from '../cases/index.js';
import { addDays, berlinMidnight, berlinMidnightOf, dayNumber, mondayNumber, mondayOf } from './calendar.js';
import { DayFigures } from './day-figures.js';
import type { SettledFigures } from './settled-figures.js';

/**
 * Dashboard figures from the per-day aggregates (case_daily_stat), never from loading cases
 * (docs/product/dashboard.md#whose-figures).
 *
 * Whose figures: the tenants of the caller's scope (or one of them). A user restricted to their own or to
 * assigned categories' cases sees the figures of those cases only, counted from the cases themselves (a range of
 * their tenant's cases, not the whole table); the answer says which (`counted`). As everywhere else, only a super
 * admin's figures include unreachable cases; for everyone else those few are subtracted again.
 */

/** The x-axis minimum of the cases chart (docs/product/dashboard.md#cases-chart). */
export const DIAGRAM_START = '2022-10-01';
const DAY_MS = 86_400_000;

export interface StatisticsScope {
  scope: TenantScope;
  includeUnreachable: boolean;
  /** set when the caller sees only some cases of their tenants: the figures count those */
  visibleOnly: CaseVisibility | null;
}

export async function statisticsScope(db: Kysely<Database>, user: AuthUser, tenant?: number): Promise<StatisticsScope> {
  const visibility = await caseVisibility(db, user);
  if (tenant !== undefined && !scopeIncludes(visibility.scope, tenant)) throw notFound();
  const scope = tenant === undefined ? visibility.scope : [tenant];
  return { scope, includeUnreachable: user.superAdmin, visibleOnly: visibility.wholeTenants ? null : { ...visibility, scope } };
}

/** The scope's unreachable cases created or finished since the start of `fromDay` (an index seek per tenant). */
async function unreachableSince(db: Kysely<Database>, scope: TenantScope, fromDay: string) {
  const since = new Date(berlinMidnight(fromDay)).toISOString();
  return whereInScope(
    db.selectFrom('defectCase').select(['createdAt', 'state', 'stateChangedAt']).where('reachable', '=', 0),
    'defectCase.tenantId',
    scope,
  )
    .where((eb) => eb.or([eb('createdAt', '>=', since), eb('stateChangedAt', '>=', since)]))
    .execute();
}
type UnreachableCase = Awaited<ReturnType<typeof unreachableSince>>[number];

/** Created and finished cases per Berlin day in [fromDay, toDay], less the unreachable cases given. */
async function figuresBetween(
  db: Kysely<Database>,
  source: SettledFigures,
  s: StatisticsScope,
  fromDay: string,
  toDay: string,
  unreachable: UnreachableCase[],
): Promise<DayFigures> {
  const figures = await source.between(db, s.scope, fromDay, toDay);
  for (const c of unreachable) {
    figures.add(dayNumber(dayOf(c.createdAt)), 'created', -1);
    if (countsAsFinished(c.state)) figures.add(dayNumber(dayOf(c.stateChangedAt)), 'finished', -1);
  }
  return figures;
}

/** The visible cases created, or finished, since the start of `fromDay`. */
function visibleCasesSince(db: Kysely<Database>, v: CaseVisibility, fromDay: string) {
  const since = new Date(berlinMidnight(fromDay)).toISOString();
  return whereCaseVisible(db.selectFrom('defectCase').select(['defectCase.createdAt', 'defectCase.state', 'defectCase.stateChangedAt']), v)
    .where((eb) =>
      eb.or([
        eb('defectCase.createdAt', '>=', since),
        eb.and([eb('defectCase.state', '=', FINISHED_STATE), eb('defectCase.stateChangedAt', '>=', since)]),
      ]),
    )
    .execute();
}

interface Counted {
  figures: DayFigures;
  /** cases created since the instant asked for */
  createdSince: number;
}

/** Created and finished cases per Berlin day in [fromDay, toDay] and the cases created since `since`, as `s` counts them. */
async function countedCases(
  db: Kysely<Database>,
  source: SettledFigures,
  s: StatisticsScope,
  fromDay: string,
  toDay: string,
  since: string,
): Promise<Counted> {
  if (s.visibleOnly) {
    const cases = await visibleCasesSince(db, s.visibleOnly, fromDay);
    const figures = new DayFigures(dayNumber(fromDay), dayNumber(toDay));
    for (const c of cases) {
      figures.add(dayNumber(dayOf(c.createdAt)), 'created', 1);
      if (countsAsFinished(c.state)) figures.add(dayNumber(dayOf(c.stateChangedAt)), 'finished', 1);
    }
    return { figures, createdSince: cases.filter((c) => c.createdAt >= since).length };
  }
  const unreachable = s.includeUnreachable ? [] : await unreachableSince(db, s.scope, fromDay);
  const [figures, created] = await Promise.all([
    figuresBetween(db, source, s, fromDay, toDay, unreachable),
    casesSince(db, s.scope, since),
  ]);
  return { figures, createdSince: created - unreachable.filter((c) => c.createdAt >= since).length };
}

/** Whole percent change against the previous period; null when that had nothing to compare with. */
export const percentDelta = (current: number, previous: number): number | null =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 100);

export function yearDeltaText(delta: number | null): string {
  if (delta === null) return 'Keine Vorjahreszahlen zum Vergleich';
  const sign = delta > 0 ? '+' : delta < 0 ? '-' : '±';
  return `${sign}${Math.abs(delta)} % gegenüber dem Vorjahr`;
}

/** Cases created since an instant: a short range of the (tenant_id, created_at) or (created_at) index. */
async function casesSince(db: Kysely<Database>, scope: TenantScope, since: string): Promise<number> {
  const query = whereInScope(
    db
      .selectFrom('defectCase')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('defectCase.createdAt', '>=', since),
    'defectCase.tenantId',
    scope,
  );
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/** GET /api/case/statistics/simple. */
export async function simpleStatistics(
  db: Kysely<Database>,
  source: SettledFigures,
  s: StatisticsScope,
  nowMs = Date.now(),
): Promise<SimpleStatistics> {
  const today = dayOf(new Date(nowMs).toISOString());
  const thisWeek = mondayOf(today);
  const lastWeek = addDays(thisWeek, -7);
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-01-01`;
  const lastYear = `${year - 1}-01-01`;
  const from = lastWeek < lastYear ? lastWeek : lastYear;
  const dayAgo = new Date(nowMs - DAY_MS).toISOString();
  const { figures, createdSince } = await countedCases(db, source, s, from, today, dayAgo);

  const sum = (field: 'created' | 'finished', first: string, last: string) => figures.sum(field, dayNumber(first), dayNumber(last));
  const newCasesThisWeek = sum('created', thisWeek, today);
  const newCasesLastWeek = sum('created', lastWeek, addDays(thisWeek, -1));
  const finishedCasesThisWeek = sum('finished', thisWeek, today);
  const finishedCasesLastWeek = sum('finished', lastWeek, addDays(thisWeek, -1));
  const newCasesThisYear = sum('created', thisYear, today);
  const newCasesLastYear = sum('created', lastYear, `${year - 1}-12-31`);
  const deltaNewCasesThisYear = percentDelta(newCasesThisYear, newCasesLastYear);
  return {
    newCasesThisWeek,
    newCasesLastWeek,
    finishedCasesThisWeek,
    finishedCasesLastWeek,
    newCasesLast24Hours: createdSince,
    newCasesThisYear,
    newCasesLastYear,
    deltaNewCasesThisWeek: percentDelta(newCasesThisWeek, newCasesLastWeek),
    deltaFinishedCasesThisWeek: percentDelta(finishedCasesThisWeek, finishedCasesLastWeek),
    deltaNewCasesThisYear,
    deltaTextNewCasesThisYear: yearDeltaText(deltaNewCasesThisYear),
    counted: s.visibleOnly ? 'VISIBLE_CASES' : 'ALL_CASES',
  };
}

/** GET /api/case/statistics/casesdiagram: new cases per day or week since DIAGRAM_START, empty ones included. */
export async function casesDiagram(
  db: Kysely<Database>,
  source: SettledFigures,
  s: StatisticsScope,
  interval: 'day' | 'week',
  nowMs = Date.now(),
): Promise<CasesDiagram> {
  const today = dayOf(new Date(nowMs).toISOString());
  const { figures } = await countedCases(db, source, s, DIAGRAM_START, today, new Date(nowMs).toISOString());
  const start = dayNumber(DIAGRAM_START);
  const end = dayNumber(today);
  const points: [number, number][] = [];
  for (let n = start; n <= end; n++) {
    const count = figures.on(n, 'created');
    const last = points[points.length - 1];
    if (interval === 'week' && last && n !== mondayNumber(n)) last[1] += count;
    else points.push([berlinMidnightOf(n), count]);
  }
  return points;
}
