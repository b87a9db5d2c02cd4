import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeRun } from './performance-doc.js';

const doc = (text: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'perf-doc-')), 'performance.md');
  writeFileSync(file, text);
  return file;
};

describe('writeRun', () => {
  it('adds a section per seed size under "Latest runs" and replaces it on the next run of that size', () => {
    const file = doc('# Performance\n\n## Latest runs\n\n## History\n\nold text\n');
    writeRun(file, 1_000_000, 'run A', '| a |');
    writeRun(file, 100_000, 'run B', '| b |');
    writeRun(file, 1_000_000, 'run C', '| c |');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('<!-- bench:1000000 -->\nrun C\n\n| c |\n<!-- /bench:1000000 -->');
    expect(text).toContain('<!-- bench:100000 -->\nrun B\n\n| b |\n<!-- /bench:100000 -->');
    expect(text).not.toContain('run A');
    expect(text.endsWith('## History\n\nold text\n')).toBe(true);
  });

  it('refuses a document without the section rather than losing the table', () => {
    expect(() => writeRun(doc('# Performance\n'), 10, 'h', '| t |')).toThrow(/Latest runs/);
  });
});
