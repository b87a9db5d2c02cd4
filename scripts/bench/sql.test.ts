import { describe, expect, it } from 'vitest';
import { multiRowInsert, numberedPlaceholders } from './sql.js';

describe('bench statements', () => {
  it('numbers the placeholders for PostgreSQL in order', () => {
    expect(numberedPlaceholders('SELECT * FROM t WHERE a = ? AND b IN (?, ?)')).toBe('SELECT * FROM t WHERE a = $1 AND b IN ($2, $3)');
  });

  it('writes one insert for many rows, parameters counted across the rows', () => {
    expect(multiRowInsert('t', ['a', 'b'], 2, (n) => `$${n}`, 'ON CONFLICT (a) DO NOTHING')).toBe(
      'INSERT INTO t (a, b) VALUES ($1, $2), ($3, $4) ON CONFLICT (a) DO NOTHING',
    );
    expect(multiRowInsert('t', ['a'], 1, () => '?')).toBe('INSERT INTO t (a) VALUES (?)');
  });
});
