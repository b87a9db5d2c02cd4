import { describe, expect, it } from 'vitest';
import { capturedNumbers } from './captured-numbers.js';

describe('capturedNumbers', () => {
  it('gives the captured groups as numbers, in order', () => {
    expect(capturedNumbers(/^(\d{4})\.(\d{1,2})\.(\d{1,2})$/, '2026.5.01', 3)).toEqual([2026, 5, 1]);
  });

  it('is null when the text does not match', () => {
    expect(capturedNumbers(/^(\d{4})\.(\d{1,2})$/, '2026-05', 2)).toBeNull();
  });

  it('is null when the pattern has another number of groups or leaves one empty', () => {
    expect(capturedNumbers(/^(\d{4})\.(\d{1,2})$/, '2026.05', 3)).toBeNull();
    expect(capturedNumbers(/^(\d{4})(?:\.(\d{1,2}))?$/, '2026', 2)).toBeNull();
  });
});
