import { describe, expect, it } from 'vitest';
import type { SimpleStatistics } from '@contracts/dashboard.js';
import { translate } from '../../i18n/i18n.js';
import {
  DIAGRAM_START_MS,
  dashboardTiles,
  formatDelta,
  greetingKey,
  longDayLabel,
  monthTicks,
  shorten,
  surveyTileVisible,
  weekDeltaText,
  yearDeltaText,
  type TileUser,
} from './dashboard-rules.js';

const de = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate('de', key, params);
const en = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate('en', key, params);
const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('greetingKey', () => {
  it.each([
    [0, 'Guten Morgen, Anna'],
    [10, 'Guten Morgen, Anna'],
    [11, 'Guten Tag, Anna'],
    [16, 'Guten Tag, Anna'],
    [17, 'Guten Abend, Anna'],
    [23, 'Guten Abend, Anna'],
  ])('at %i o’clock greets with "%s"', (hour, text) => {
    expect(de(greetingKey(hour), { name: 'Anna' })).toBe(text);
  });
});

describe('delta formatting', () => {
  it('signs whole percentages in the language’s style', () => {
    expect(nbsp(formatDelta(100, 'de'))).toBe('+100 %');
    expect(nbsp(formatDelta(-12, 'de'))).toBe('-12 %');
    expect(nbsp(formatDelta(0, 'de'))).toBe('0 %');
    expect(formatDelta(35, 'en')).toBe('+35%');
  });

  it('compares with last week, or says that there is nothing to compare with', () => {
    expect(nbsp(weekDeltaText(50, 'de', de))).toBe('+50 % gegenüber der Vorwoche');
    expect(weekDeltaText(null, 'de', de)).toBe('Kein Vergleich möglich: in der Vorwoche 0');
    expect(weekDeltaText(-20, 'en', en)).toBe('-20% compared to last week');
  });

  it('shows the server’s German year text and says the same in English', () => {
    const stats = { deltaNewCasesThisYear: 235, deltaTextNewCasesThisYear: '+235 % gegenüber dem Vorjahr' } as SimpleStatistics;
    expect(yearDeltaText(stats, 'de', de)).toBe('+235 % gegenüber dem Vorjahr');
    expect(yearDeltaText(stats, 'en', en)).toBe('+235% compared to last year');
    expect(yearDeltaText({ ...stats, deltaNewCasesThisYear: null }, 'en', en)).toBe('No figures from last year to compare with');
  });
});

describe('dashboardTiles', () => {
  const user = (allRights: string[], modules = ['MAENGELMELDER'], superAdmin = false): TileUser => ({
    allRights,
    superAdmin,
    tenant: { modules },
  });

  it('shows nothing without VIEW_DASHBOARD', () => {
    expect(dashboardTiles(user(['VIEW_CASES']))).toEqual({ statistics: false, cases: false });
    expect(dashboardTiles(null)).toEqual({ statistics: false, cases: false });
  });

  it('shows the statistics with VIEW_DASHBOARD and the case lists only with VIEW_CASES as well', () => {
    expect(dashboardTiles(user(['VIEW_DASHBOARD']))).toEqual({ statistics: true, cases: false });
    expect(dashboardTiles(user(['VIEW_DASHBOARD', 'VIEW_CASES']))).toEqual({ statistics: true, cases: true });
  });

  it('needs the Mängelmelder module for the case lists, except for a super admin', () => {
    expect(dashboardTiles(user(['VIEW_DASHBOARD', 'VIEW_CASES'], ['BUERGERINFO'])).cases).toBe(false);
    expect(dashboardTiles(user(['VIEW_DASHBOARD', 'VIEW_CASES'], [], true)).cases).toBe(true);
  });
});

describe('surveyTileVisible', () => {
  const user = (allRights: string[], modules = ['BUERGERINFO'], superAdmin = false): TileUser => ({
    allRights,
    superAdmin,
    tenant: { modules },
  });

  it('needs BIS_EVALUATE_SURVEYS and the module BUERGERINFO (not for a super admin) besides VIEW_DASHBOARD', () => {
    expect(surveyTileVisible(user(['VIEW_DASHBOARD', 'BIS_EVALUATE_SURVEYS']))).toBe(true);
    expect(surveyTileVisible(user(['VIEW_DASHBOARD']))).toBe(false);
    expect(surveyTileVisible(user(['BIS_EVALUATE_SURVEYS']))).toBe(false);
    expect(surveyTileVisible(user(['VIEW_DASHBOARD', 'BIS_EVALUATE_SURVEYS'], ['MAENGELMELDER']))).toBe(false);
    expect(surveyTileVisible(user(['VIEW_DASHBOARD', 'BIS_EVALUATE_SURVEYS'], [], true))).toBe(true);
    expect(surveyTileVisible(null)).toBe(false);
  });
});

describe('chart helpers', () => {
  it('starts the axis at 1 October 2022, midnight in Berlin', () => {
    expect(new Date(DIAGRAM_START_MS).toISOString()).toBe('2022-09-30T22:00:00.000Z');
  });

  it('puts ticks on month or quarter starts within the range, and names the range’s first day', () => {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect(monthTicks(DIAGRAM_START_MS, Date.UTC(2023, 6, 15), 3).map(day)).toEqual([
      '2022-10-01',
      '2023-01-01',
      '2023-04-01',
      '2023-07-01',
    ]);
    // a range from a day within the month: the next month's first day comes first
    expect(monthTicks(Date.UTC(2025, 10, 21, 23), Date.UTC(2026, 1, 20, 23), 1).map(day)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(longDayLabel(DIAGRAM_START_MS, 'de')).toBe('1. Oktober 2022');
    expect(longDayLabel(DIAGRAM_START_MS, 'en')).toBe('1 October 2022');
  });

  it('shortens long descriptions at a word', () => {
    expect(shorten('  kurz  und\nknapp ')).toBe('kurz und knapp');
    const long = shorten('Wort '.repeat(40), 30);
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long.endsWith('Wort…')).toBe(true);
  });
});
