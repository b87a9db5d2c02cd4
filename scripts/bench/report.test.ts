import { describe, expect, it } from 'vitest';
import { sideBySide, type Figures } from './report.js';

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
});
