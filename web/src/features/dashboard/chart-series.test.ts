import { describe, expect, it } from 'vitest';
import { chartSeries } from './chart-series.js';
import { DIAGRAM_START_MS } from './dashboard-rules.js';
import { berlinMidnight, dailyDiagram } from './test-support.js';

const TODAY = '2026-11-21';
const daily = dailyDiagram('2022-10-01', TODAY, (index) => index % 5);
const total = (points: ReadonlyArray<readonly [number, number]>) => points.reduce((sum, [, count]) => sum + count, 0);
const weekday = (ms: number) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'Europe/Berlin' }).format(ms);

describe('chartSeries', () => {
  it('sums the last 12 months per week too: from half a year a daily line is too spiky to read', () => {
    const series = chartSeries(daily, '12');
    expect(series.interval).toBe('week');
    expect(series.from).toBe(berlinMidnight('2025-11-22'));
    expect(series.points.every(([day]) => weekday(day) === 'Mon')).toBe(true);
    expect(total(series.points)).toBe(total(daily.filter(([day]) => day >= berlinMidnight('2025-11-22'))));
  });

  it('sums 24 months per week, every week named by its Monday (the first one too)', () => {
    const series = chartSeries(daily, '24');
    expect(series.interval).toBe('week');
    expect(series.from).toBe(berlinMidnight('2024-11-22'));
    const [first, second] = series.points;
    expect(first?.[0]).toBe(berlinMidnight('2024-11-18'));
    expect(second?.[0]).toBe(berlinMidnight('2024-11-25'));
    // across the changes of summer time (October, March) too
    expect(series.points.every(([day]) => weekday(day) === 'Mon')).toBe(true);
    const shownDays = daily.filter(([day]) => day >= berlinMidnight('2024-11-22'));
    expect(total(series.points)).toBe(total(shownDays));
    expect(first?.[1]).toBe(total(shownDays.slice(0, 3)));
  });

  it('shows everything since 1 October 2022 in Monday weeks', () => {
    const series = chartSeries(daily, 'all');
    expect(series.interval).toBe('week');
    expect(series.from).toBe(DIAGRAM_START_MS);
    // Saturday 1 and Sunday 2 October 2022 count in the week of Monday 26 September
    expect(series.points[0]).toEqual([berlinMidnight('2022-09-26'), total(daily.slice(0, 2))]);
    expect(series.points[1]?.[0]).toBe(berlinMidnight('2022-10-03'));
    expect(total(series.points)).toBe(total(daily));
  });

  it('starts at 1 October 2022 at the earliest', () => {
    const young = dailyDiagram('2022-10-01', '2023-03-01');
    expect(chartSeries(young, '12').from).toBe(DIAGRAM_START_MS);
    expect(total(chartSeries(young, '12').points)).toBe(total(young));
    expect(chartSeries(young, '24').from).toBe(DIAGRAM_START_MS);
  });
});
