import { describe, expect, it } from 'vitest';
import type autocannon from 'autocannon';
import { pairedFigures, sideBySide, type Figures } from './report.js';

const figures = (name: string, rps: number, failed = 0): Figures => ({ name, rps, p50: 10, p99: 20, failed });

describe('sideBySide', () => {
  it('puts each database beside the other, each route against its own database’s baseline', () => {
    const table = sideBySide([
      { label: 'SQLite', results: [figures('baseline: raw', 2000), figures('GET /api/case', 1500), figures('baseline (again)', 1000)] },
      {
        label: 'PostgreSQL',
        results: [figures('baseline: raw', 1000), figures('GET /api/case', 250, 3), figures('baseline (again)', 1000)],
      },
    ]).split('\n');
    expect(table[0]).toBe('| Route | SQLite req/s | p50 ms | p99 ms | vs. baseline | PostgreSQL req/s | p50 ms | p99 ms | vs. baseline |');
    expect(table[3]).toBe('| GET /api/case | 1500 | 10 | 20 | 100 % | 250 (3 failed) | 10 | 20 | 25 % |');
    expect(table).toHaveLength(5);
  });

  it('keeps one database’s table as it was, and marks a route one database lacks', () => {
    expect(sideBySide([{ label: 'SQLite', results: [figures('baseline: raw', 100), figures('GET /x', 50)] }]).split('\n')[0]).toBe(
      '| Route | req/s | p50 ms | p99 ms | vs. baseline |',
    );
    const table = sideBySide([
      { label: 'SQLite', results: [figures('baseline: raw', 100), figures('GET /x', 50)] },
      { label: 'PostgreSQL', results: [figures('baseline: raw', 100)] },
    ]);
    expect(table.split('\n')[3]).toBe('| GET /x | 50 | 10 | 20 | 50 % | – | – | – | – |');
  });

  it('compares a route measured in alternation with the baseline of its own slices', () => {
    const table = sideBySide([
      {
        label: 'SQLite',
        results: [figures('baseline: raw', 4000), { ...figures('GET /api/case', 600), baseline: 1000 }, figures('baseline (again)', 4000)],
      },
    ]);
    expect(table.split('\n')[3]).toBe('| GET /api/case | 600 | 10 | 20 | 60 % |');
  });
});

describe('pairedFigures', () => {
  const result = (average: number, p50: number, p99: number, non2xx = 0) =>
    ({ requests: { average }, latency: { p50, p99 }, non2xx, errors: 0, timeouts: 0 }) as autocannon.Result;

  it('takes the means of the slices’ rates, the median p50, the highest p99 and every failure', () => {
    expect(
      pairedFigures('GET /x', [
        { route: result(500, 30, 60), baseline: result(1000, 10, 20) },
        { route: result(700, 20, 90, 2), baseline: result(1400, 8, 15) },
        { route: result(600, 25, 50), baseline: result(1200, 9, 18) },
      ]),
    ).toEqual({ name: 'GET /x', rps: 600, p50: 25, p99: 90, failed: 2, baseline: 1200 });
  });
});
