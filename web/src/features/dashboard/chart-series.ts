import type { CasesDiagram } from '@contracts/dashboard.js';
import { DIAGRAM_START_MS } from './dashboard-rules.js';

/** The chart's ranges: the last 12 or 24 months, or everything since the diagram's start (1 October 2022). */
export const CHART_RANGES = ['12', '24', 'all'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

/** The dashboard opens on the last 12 months: since 2022 most of the line would be flat. */
export const DEFAULT_CHART_RANGE: ChartRange = '12';

export const isChartRange = (value: unknown): value is ChartRange => CHART_RANGES.includes(value as ChartRange);

/** From this many months a point per day is a spiky line no one reads: the chart sums per week. */
const WEEKLY_FROM_MONTHS = 6;

const RANGE_MONTHS: Record<ChartRange, number | null> = { '12': 12, '24': 24, all: null };

export type ChartInterval = 'day' | 'week';

export interface ChartSeries {
  /** a point per day, or per week (each from its Monday) from half a year up */
  interval: ChartInterval;
  /** the first day with figures (a Berlin midnight), which a week's Monday may precede */
  from: number;
  points: CasesDiagram;
}

const HALF_DAY_MS = 12 * 60 * 60 * 1000;

/** The calendar day of a Berlin midnight, as a UTC date: Berlin is one or two hours ahead, noon is the same day. */
const calendarDay = (berlinMidnight: number) => new Date(berlinMidnight + HALF_DAY_MS);

const isMonday = (berlinMidnight: number) => calendarDay(berlinMidnight).getUTCDay() === 1;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const berlinHour = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Berlin' });

/** The Berlin midnight of the Monday of a day's week; whole days back, then one hour where summer time changed between. */
function mondayOf(berlinMidnight: number): number {
  const guess = berlinMidnight - ((calendarDay(berlinMidnight).getUTCDay() + 6) % 7) * DAY_MS;
  const hour = Number(berlinHour.format(guess));
  return hour === 0 ? guess : hour === 23 ? guess + HOUR_MS : guess - HOUR_MS;
}

/**
 * The part of the server's daily figures (a point per day since 1 October 2022) that a range shows: the days after
 * the same date so many months before the last day, per day below half a year and summed per week from there, every
 * week named by its Monday, as the server's own weekly figures count them: a range that starts within a week (the
 * diagram starts on Saturday, 1 October 2022) sums those days into the week of the Monday before, so every row of
 * the table is a Monday.
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
  const interval: ChartInterval = months !== null && months < WEEKLY_FROM_MONTHS ? 'day' : 'week';
  const points: [number, number][] = [];
  for (const [day, count] of shown) {
    const week = points.at(-1);
    if (interval === 'week' && week && !isMonday(day)) week[1] += count;
    else points.push([interval === 'week' ? mondayOf(day) : day, count]);
  }
  return { interval, from: shown[0]?.[0] ?? DIAGRAM_START_MS, points };
}
