import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** docs/decisions/README.md numbers every decision record once, under the record's own title. */
const dir = join(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'README.md');
const rows = [
  ...readFileSync(join(dir, 'README.md'), 'utf8').matchAll(
    /^\| (\d+) \| \[(.+)\]\(([^)]+)\) \| (\d{4}-\d{2}-\d{2}) \| (accepted|superseded by \d+) \|$/gm,
  ),
];

describe('the index of decision records', () => {
  it('lists every record once, numbered 1, 2, 3 … in its order', () => {
    expect(rows.map((row) => row[3]).sort()).toEqual([...records].sort());
    expect(rows.map((row) => Number(row[1]))).toEqual(rows.map((_, i) => i + 1));
  });

  it('names each record by its own title', () => {
    for (const [, , title, file] of rows) {
      expect(readFileSync(join(dir, file!), 'utf8').split('\n')[0], file).toBe(`# ${title}`);
    }
  });
});
