import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Interaction {
  response: { status: number };
  request: { path: string; matchingRules?: { path?: { matchers: { match: string; regex?: string }[] } } };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The path rule the stub uses in place of a `type` rule: the example path with each number standing for any
 * number. A `type` rule on a path matches every path, so the stub server would answer `GET /api/user/me` with
 * the user that `GET /api/user/90` describes; the consumer meant "any id here".
 */
export function stubPathRegex(path: string): string {
  return `^${path
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? '\\d+' : escapeRegex(segment)))
    .join('/')}$`;
}

/**
 * Writes the pact files of `pactDir` to `outDir` for the stub server: each `type` path rule narrowed by
 * stubPathRegex, and without the interactions that answer 403. Those describe a caller who lacks a right, with
 * the same request as the signed-in admin's; the stub cannot tell the callers apart and would refuse the admin.
 */
export function writeStubPacts(pactDir: string, outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(pactDir).filter((file) => file.endsWith('.json'))) {
    const pact = JSON.parse(readFileSync(join(pactDir, name), 'utf8')) as { interactions: Interaction[] };
    pact.interactions = pact.interactions.filter((interaction) => interaction.response.status !== 403);
    for (const { request } of pact.interactions) {
      const rule = request.matchingRules?.path;
      if (!rule) continue;
      rule.matchers = rule.matchers.map((matcher) =>
        matcher.match === 'type' ? { match: 'regex', regex: stubPathRegex(request.path) } : matcher,
      );
    }
    writeFileSync(join(outDir, name), JSON.stringify(pact));
  }
}
