import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(root, file), 'utf8'));

type Version = [number, number, number];

function parseVersion(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
  return [major, minor, patch];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Whether `version` satisfies an npm engines range made of `||` alternatives of space-separated comparators
 * (`>=`, `>`, `<`, `<=`, `^`, `~`, a bare major or version, `*`): the forms the lock file's packages use.
 * A form outside these fails loudly, so the check never passes by not understanding a range.
 */
function satisfies(version: string, range: string): boolean {
  const wanted = parseVersion(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/([<>=^~]+)\s+/g, '$1')
      .replace(/(\d)(\.[x*])+(?=\s|$)/g, '$1')
      .split(/\s+/)
      .every((comparator) => {
        const match = /^(>=|<=|>|<|\^|~|=)?v?(\d+(?:\.\d+){0,2}|\*|x)$/.exec(comparator);
        if (!match) throw new Error(`engines range not understood: ${range}`);
        const [, operator = '', bound = '*'] = match;
        if (bound === '*' || bound === 'x') return true;
        const limit = parseVersion(bound);
        const parts = bound.split('.').length;
        const order = compare(wanted, limit);
        if (operator === '>=') return order >= 0;
        if (operator === '>') return order > 0;
        if (operator === '<=') return order <= 0;
        if (operator === '<') return order < 0;
        if (operator === '^') return wanted[0] === limit[0] && order >= 0;
        if (operator === '~') return wanted[0] === limit[0] && wanted[1] === limit[1] && order >= 0;
        // a bare "20" or "20.19" means every version with that prefix
        return wanted.slice(0, parts).every((part, index) => part === limit[index]);
      }),
  );
}

describe('Node versions', () => {
  it('reads the engines ranges the lock file uses', () => {
    expect(satisfies('20.19.0', '>= 0.6')).toBe(true);
    expect(satisfies('20.19.0', '18 || 20 || >=22')).toBe(true);
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('20.19.0', '>=22')).toBe(false);
    expect(satisfies('20.19.0', '20.x || 22.x')).toBe(true);
    expect(satisfies('20.18.3', '^20.19.0 || >=22.12.0')).toBe(false);
  });

  it('every installed package runs on the oldest Node the README and package.json promise', () => {
    const manifest = readJson('package.json') as { engines: { node: string } };
    const oldest = manifest.engines.node.replace(/^>=\s*/, '');
    const lock = readJson('package-lock.json') as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range && !satisfies(oldest, range) ? [`${path}@${entry.version}: node ${range}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
