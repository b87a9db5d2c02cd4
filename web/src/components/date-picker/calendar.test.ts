import { describe, expect, it } from 'vitest';
import { dayOf, dayText, monthWeeks, movedDay, weekDays } from './calendar.js';

const day = (text: string) => dayOf(text) as Date;
const texts = (weeks: Date[][]) => weeks.map((week) => week.map((d) => dayText(d).slice(5)));

describe('calendar', () => {
  it('reads the canonical spelling only, a time after the day included', () => {
    expect(dayText(day('2026.07.15'))).toBe('2026.07.15');
    expect(dayText(day('2026.07.15 08:30'))).toBe('2026.07.15');
    expect(dayOf('2026.02.30')).toBeNull();
    expect(dayOf('')).toBeNull();
  });

  it("lays a month out in whole weeks from Monday, filled with the neighbouring months' days", () => {
    // February 2027 starts on a Monday and fills exactly four weeks
    const february = texts(monthWeeks(day('2027.02.10')));
    expect(february).toHaveLength(4);
    expect(february[0]).toEqual(['02.01', '02.02', '02.03', '02.04', '02.05', '02.06', '02.07']);
    expect(february[3]).toEqual(['02.22', '02.23', '02.24', '02.25', '02.26', '02.27', '02.28']);
    // March 2026 starts on a Sunday, has the change to summer time on the 29th and ends on a Tuesday: six rows
    const march = texts(monthWeeks(day('2026.03.29')));
    expect(march).toHaveLength(6);
    expect(march[0]).toEqual(['02.23', '02.24', '02.25', '02.26', '02.27', '02.28', '03.01']);
    expect(march[4]).toEqual(['03.23', '03.24', '03.25', '03.26', '03.27', '03.28', '03.29']);
    expect(march[5]).toEqual(['03.30', '03.31', '04.01', '04.02', '04.03', '04.04', '04.05']);
    expect(new Set(march.flat()).size).toBe(42);
    expect(weekDays().map((d) => d.getDay())).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('moves like the WAI-ARIA date picker, across month and year ends', () => {
    const moved = (from: string, key: string, shift = false) => {
      const to = movedDay(day(from), key, shift);
      return to && dayText(to);
    };
    expect(moved('2026.12.31', 'ArrowRight')).toBe('2027.01.01');
    expect(moved('2026.03.01', 'ArrowLeft')).toBe('2026.02.28');
    expect(moved('2026.03.29', 'ArrowDown')).toBe('2026.04.05');
    expect(moved('2026.03.05', 'ArrowUp')).toBe('2026.02.26');
    expect(moved('2026.01.31', 'PageDown')).toBe('2026.02.28');
    expect(moved('2026.03.31', 'PageUp')).toBe('2026.02.28');
    expect(moved('2028.02.29', 'PageDown', true)).toBe('2029.02.28');
    expect(moved('2026.07.15', 'PageUp', true)).toBe('2025.07.15');
    expect(moved('2026.03.29', 'Home')).toBe('2026.03.23');
    expect(moved('2026.03.23', 'End')).toBe('2026.03.29');
    expect(moved('2026.03.23', 'Tab')).toBeNull();
  });
});
