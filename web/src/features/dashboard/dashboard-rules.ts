import type { SimpleStatistics } from '@contracts/dashboard.js';
import { berlinDateTime } from '../../components/berlin-time.js';
import type { MessageKey } from '../../i18n/de.js';
import type { LanguageCode, Translate } from '../../i18n/i18n.js';

/** Morning when hour <= 10, evening when hour >= 17, otherwise day (docs/product/dashboard.md#greeting). */
export function greetingKey(hour: number): MessageKey {
  if (hour <= 10) return 'dashboard.greeting.morning';
  if (hour >= 17) return 'dashboard.greeting.evening';
  return 'dashboard.greeting.day';
}

/**
 * What the dashboard shows a user (docs/product/dashboard.md#tiles,
 * docs/product/dashboard.md#rights-that-guard-this-area).
 */
export interface DashboardTiles {
  /** the statistics tiles and the chart (VIEW_DASHBOARD) */
  statistics: boolean;
  /** the case lists: newest, negatively rated, deadlines (also VIEW_CASES and the Mängelmelder module) */
  cases: boolean;
}

export interface TileUser {
  allRights: readonly string[];
  superAdmin: boolean;
  tenant: { modules: readonly string[] };
}

export function dashboardTiles(user: TileUser | null): DashboardTiles {
  const statistics = user?.allRights.includes('VIEW_DASHBOARD') ?? false;
  const caseModule = user !== null && (user.superAdmin || user.tenant.modules.includes('MAENGELMELDER'));
  return { statistics, cases: statistics && caseModule && user.allRights.includes('VIEW_CASES') };
}

/**
 * The survey results tile (docs/product/dashboard.md#survey-results-tile,
 * docs/product/dashboard.md#rights-that-guard-this-area): BIS_EVALUATE_SURVEYS and the module BUERGERINFO (a super
 * admin needs no module), on top of what shows the dashboard's tiles at all.
 */
export function surveyTileVisible(user: TileUser | null): boolean {
  if (!user || !dashboardTiles(user).statistics) return false;
  return user.allRights.includes('BIS_EVALUATE_SURVEYS') && (user.superAdmin || user.tenant.modules.includes('BUERGERINFO'));
}

const LOCALES: Record<LanguageCode, string> = { de: 'de-DE', en: 'en-GB' };
export const localeOf = (code: LanguageCode) => LOCALES[code];

/** A whole-percent change with its sign ("+12 %", "-5 %", "0 %" in German). */
export function formatDelta(delta: number, code: LanguageCode): string {
  return new Intl.NumberFormat(localeOf(code), { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(
    delta / 100,
  );
}

/** The week tiles' comparison line; null deltas mean last week had nothing to compare with. */
export function weekDeltaText(delta: number | null, code: LanguageCode, t: Translate): string {
  return delta === null ? t('dashboard.week.noComparison') : t('dashboard.week.delta', { delta: formatDelta(delta, code) });
}

/** The year comparison: the server's German text (deltaTextNewCasesThisYear), the same said in other languages. */
export function yearDeltaText(stats: SimpleStatistics, code: LanguageCode, t: Translate): string {
  if (code === 'de') return stats.deltaTextNewCasesThisYear;
  const delta = stats.deltaNewCasesThisYear;
  return delta === null ? t('dashboard.chart.yearNoComparison') : t('dashboard.chart.yearDelta', { delta: formatDelta(delta, code) });
}

/** The chart's x-axis minimum (docs/product/dashboard.md#cases-chart): 1 October 2022, midnight in Berlin. */
export const DIAGRAM_START_MS = Date.UTC(2022, 8, 30, 22);

/** Axis ticks at the first day of every `step`-th month of the year (1: each month, 3: each quarter) within [min, max]. */
export function monthTicks(min: number, max: number, step: number): number[] {
  const start = new Date(min);
  let year = start.getUTCFullYear();
  let month = Math.ceil(start.getUTCMonth() / step) * step;
  const ticks: number[] = [];
  for (;;) {
    if (month >= 12) {
      year += 1;
      month -= 12;
    }
    const value = Date.UTC(year, month, 1);
    if (value > max) return ticks;
    if (value >= min) ticks.push(value);
    month += step;
  }
}

/** "Okt. 2022": an axis label (the ticks are UTC month starts). */
export const monthLabel = (ms: number, code: LanguageCode) =>
  new Intl.DateTimeFormat(localeOf(code), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(ms);

/** "2022.10.03": a day of the diagram, or the Monday of one of its weeks (a Berlin midnight), as the product writes dates. */
export const dayLabel = (ms: number) => berlinDateTime(ms).slice(0, 10);

/** "1. Oktober 2022": the first day of the diagram's range, in its captions. */
export const longDayLabel = (ms: number, code: LanguageCode) =>
  new Intl.DateTimeFormat(localeOf(code), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(ms);

/** A case description as a link text of a tile: at most `max` characters, cut at a word. */
export function shorten(text: string, max = 100): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
