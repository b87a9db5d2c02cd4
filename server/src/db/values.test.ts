import { describe, expect, it } from 'vitest';
import { formatBerlin } from './values.js';

describe('formatBerlin', () => {
  it('formats in Europe/Berlin as yyyy.MM.dd HH:mm in winter and summer time', () => {
    expect(formatBerlin('2026-01-15T10:05:00.000Z')).toBe('2026.01.15 11:05');
    expect(formatBerlin('2026-07-15T10:05:00.000Z')).toBe('2026.07.15 12:05');
    expect(formatBerlin('2026-12-31T23:30:00.000Z')).toBe('2027.01.01 00:30');
  });

  it('is exact around the daylight-saving switches', () => {
    expect(formatBerlin('2026-03-29T00:59:00.000Z')).toBe('2026.03.29 01:59');
    expect(formatBerlin('2026-03-29T01:00:00.000Z')).toBe('2026.03.29 03:00');
    expect(formatBerlin('2026-10-25T00:30:00.000Z')).toBe('2026.10.25 02:30');
    expect(formatBerlin('2026-10-25T01:30:00.000Z')).toBe('2026.10.25 02:30');
  });

  it('answers null for no date', () => {
    expect(formatBerlin(null)).toBeNull();
    expect(formatBerlin('kein Datum')).toBeNull();
  });
});
