import type { CasesDiagram } from '@contracts/dashboard.js';
import { DIAGRAM_START_MS } from './dashboard-rules.js';

/** The chart's ranges: the last 12 or 24 months, or everything since the diagram's start (1 October 2022). */
export const CHART_RANGES = ['12', '24', 'all'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

/** The dashboard opens on the last 12 months: since 2022 most of the line would be flat. */
export const DEFAULT_CHART_RANGE: ChartRange = '12';

const RANGE_MONTHS: Record<ChartRange, number | null> = { '12': 12, '24': 24, all: null };

export type ChartInterval = 'day' | 'week';

export interface ChartSeries {
  /** a point per day, or per week (from Monday) when the range is longer than a year */
  interval: ChartInterval;
  /** the first day shown (a Berlin midnight) */
  from: number;
  points: CasesDiagram;
}

const HALF_DAY_MS = 12 * 60 * 60 * 1000;

/** The calendar day of a Berlin midnight, as a UTC date: Berlin is one or two hours ahead, noon is the same day. */
const calendarDay = (berlinMidnight: number) => new Date(berlinMidnight + HALF_DAY_MS);

const isMonday = (berlinMidnight: number) => calendarDay(berlinMidnight).getUTCDay() === 1;

/**
 * The part of the server's daily figures (a point per day since 1 October 2022) that a range shows: the days after
 * the same date so many months before the last day, per day up to a year and summed per week beyond, the weeks
 * starting on Monday as the server's own weekly figures do (the first one on the range's first day).
 */
export function chartSeries(daily: CasesDiagram, range: ChartRange): ChartSeries {
  const months = RANGE_MONTHS[range];
  const last = daily.at(-1);
  let shown = daily;
  if (months !== null && last) {
    const end = calendarDay(last[0]);
    const firstDay = Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - months, end.getUTCDate() + 1);
    shown = daily.filter(([day]) => day + HALF_DAY_MS >= firstDay);
  }
  const interval: ChartInterval = months !== null && months <= 12 ? 'day' : 'week';
  const points: [number, number][] = [];
  for (const [day, count] of shown) {
    const week = points.at(-1);
    if (interval === 'week' && week && !isMonday(day)) week[1] += count;
    else points.push([day, count]);
  }
  return { interval, from: points[0]?.[0] ?? DIAGRAM_START_MS, points };
}
