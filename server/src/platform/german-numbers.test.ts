import { describe, expect, it } from 'vitest';
import { formatPosition } from './german-numbers.js';

describe('formatPosition', () => {
  it('writes a place with decimal commas, as the screens do', () => {
    expect(formatPosition(52.2201, 13.44)).toBe('Breite 52,22010, Länge 13,44000');
    expect(formatPosition(52.1234567, -0.5)).toBe('Breite 52,123457, Länge -0,50000');
  });
});
