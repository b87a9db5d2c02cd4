import { describe, expect, it } from 'vitest';
import { formatCoordinate, parseCoordinate, roundPoint } from './geo.js';
import { addPoint, missingPoints, removeLastPoint, removePointAt } from './points.js';

const A = { latitude: 52.19, longitude: 13.39 };
const B = { latitude: 52.25, longitude: 13.39 };
const C = { latitude: 52.255, longitude: 13.44 };

describe('point list logic', () => {
  it('adds points at the end, rounded to six decimals, without changing the old list', () => {
    const before = [A];
    const after = addPoint(before, { latitude: 52.123456789, longitude: 13.987654321 });
    expect(after).toEqual([A, { latitude: 52.123457, longitude: 13.987654 }]);
    expect(before).toEqual([A]);
  });

  it('removes a point by its place in the list, and the last point', () => {
    expect(removePointAt([A, B, C], 1)).toEqual([A, C]);
    expect(removePointAt([A, B, C], 5)).toEqual([A, B, C]);
    expect(removeLastPoint([A, B, C])).toEqual([A, B]);
    expect(removeLastPoint([])).toEqual([]);
  });

  it('knows how many points a line (2) and an area (3) still need', () => {
    expect(missingPoints([], 'line')).toBe(2);
    expect(missingPoints([A], 'line')).toBe(1);
    expect(missingPoints([A, B], 'line')).toBe(0);
    expect(missingPoints([A, B], 'area')).toBe(1);
    expect(missingPoints([A, B, C], 'area')).toBe(0);
  });
});

describe('coordinates', () => {
  it('reads typed coordinates with a comma or a point, within range', () => {
    expect(parseCoordinate(' 52,2201 ', 90)).toBe(52.2201);
    expect(parseCoordinate('-13.4402', 180)).toBe(-13.4402);
    expect(parseCoordinate('91', 90)).toBeNull();
    expect(parseCoordinate('179.5', 180)).toBe(179.5);
    expect(parseCoordinate('', 90)).toBeNull();
    expect(parseCoordinate('52,22,1', 90)).toBeNull();
    expect(parseCoordinate('abc', 90)).toBeNull();
  });

  it('formats them in the UI language and rounds points', () => {
    expect(formatCoordinate(52.2201, 'de-DE')).toBe('52,22010');
    expect(formatCoordinate(13.4402, 'en-GB')).toBe('13.44020');
    expect(roundPoint({ latitude: 1.0000004, longitude: 2.0000006 })).toEqual({ latitude: 1, longitude: 2.000001 });
  });
});
