import { describe, expect, it } from 'vitest';
import { berlinDateTime, parseBerlinDateTime } from './berlin-time.js';

describe('Berlin date and time', () => {
  it('reads yyyy.MM.dd HH:mm as Berlin time in summer and winter', () => {
    expect(parseBerlinDateTime('2026.07.01 08:00')).toBe('2026-07-01T06:00:00.000Z');
    expect(parseBerlinDateTime('2026-01-15T23:30')).toBe('2026-01-15T22:30:00.000Z');
    expect(parseBerlinDateTime(' 2026/3/29 03:30 ')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('refuses what is no date and time', () => {
    for (const text of ['', '2026.07.01', '01.07.2026 08:00', '2026.02.30 08:00', '2026.07.01 24:00', '2026.07.01 8:0']) {
      expect(parseBerlinDateTime(text)).toBeNull();
    }
  });

  it('shows an instant as the server formats it', () => {
    expect(berlinDateTime('2026-07-01T06:00:00.000Z')).toBe('2026.07.01 08:00');
    expect(berlinDateTime('2026-12-31T23:15:00.000Z')).toBe('2027.01.01 00:15');
  });
});

describe('berlinDateTime with days added', () => {
  it('keeps the wall-clock time across a change of summer time and drops the seconds', () => {
    expect(berlinDateTime('2026-03-20T09:15:42.000Z', 367)).toBe('2027.03.22 10:15');
    expect(berlinDateTime(Date.UTC(2026, 9, 20, 8, 0, 59), 10)).toBe('2026.10.30 10:00');
    expect(parseBerlinDateTime(berlinDateTime(Date.UTC(2026, 9, 20, 8, 0, 59), 10))).toBe('2026-10-30T09:00:00.000Z');
  });
});
