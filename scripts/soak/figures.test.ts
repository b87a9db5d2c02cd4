import { describe, expect, it } from 'vitest';
import { residentMb, SoakFigures, soakTable } from './figures.js';

describe('SoakFigures', () => {
  it('gives count, errors and percentiles per kind, and the first errors as they were', () => {
    const figures = new SoakFigures();
    for (let i = 1; i <= 100; i++) {
      figures.started();
      figures.finished('list', i, i === 100 ? '500 Ein unerwarteter Fehler' : null);
    }
    expect(figures.rows()).toEqual([{ kind: 'list', requests: 100, errors: 1, p50: 51, p99: 100 }]);
    expect(figures.firstErrors).toEqual(['list: 500 Ein unerwarteter Fehler']);
    expect(soakTable(figures).split('\n')[2]).toBe('| list | 100 | 1 | 51 | 100 |');
  });

  it('counts a pause only while requests wait, also one that has not ended yet', () => {
    const figures = new SoakFigures();
    figures.started();
    figures.finished('map', 5, null, performance.now());
    // nothing in flight: an idle second is no pause
    figures.sample(performance.now() + 1000);
    expect(figures.longestPauseMs).toBeLessThan(100);
    figures.started();
    figures.sample(performance.now() + 1500);
    expect(figures.longestPauseMs).toBeGreaterThanOrEqual(1400);
  });
});

describe('residentMb', () => {
  it('reads VmRSS from /proc/<pid>/status', () => {
    expect(residentMb('Name:\tnode\nVmRSS:\t  204800 kB\n')).toBe(200);
    expect(residentMb('')).toBeNull();
  });
});
