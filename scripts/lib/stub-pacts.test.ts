import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stubPathRegex, writeStubPacts } from './stub-pacts.js';

describe('the pacts as the stub server loads them', () => {
  const dirs: string[] = [];
  const dir = () => {
    const made = mkdtempSync(join(tmpdir(), 'stub-pacts-test-'));
    dirs.push(made);
    return made;
  };
  afterEach(() => {
    for (const made of dirs.splice(0)) rmSync(made, { recursive: true, force: true });
  });

  it('matches a path matched by type as the example with any number for each number', () => {
    const regex = new RegExp(stubPathRegex('/api/user/90/assigned-tags'));
    expect(regex.test('/api/user/7/assigned-tags')).toBe(true);
    expect(regex.test('/api/user/me')).toBe(false);
    expect(regex.test('/api/user/7/assigned-categories')).toBe(false);
    expect(new RegExp(stubPathRegex('/api/case.csv')).test('/api/caseXcsv')).toBe(false);
  });

  it('narrows the type rules of paths and leaves out the refusals of callers without the right', () => {
    const [from, to] = [dir(), dir()];
    const interaction = (path: string, status: number, rule?: object) => ({
      request: { path, ...(rule ? { matchingRules: { path: rule } } : {}) },
      response: { status },
    });
    const pact = {
      interactions: [
        interaction('/api/user/90', 200, { combine: 'AND', matchers: [{ match: 'type' }] }),
        interaction('/api/user', 403),
        interaction('/api/user/me', 200),
      ],
    };
    writeFileSync(join(from, 'web-users.json'), JSON.stringify(pact));
    writeStubPacts(from, to);
    const written = JSON.parse(readFileSync(join(to, 'web-users.json'), 'utf8'));
    expect(written.interactions).toEqual([
      interaction('/api/user/90', 200, { combine: 'AND', matchers: [{ match: 'regex', regex: '^/api/user/\\d+$' }] }),
      interaction('/api/user/me', 200),
    ]);
  });
});
