import { describe, expect, it } from 'vitest';
import { cyclesOf, importsOf, sourceFiles, specifiersOf, type Import } from './import-graph.js';

/**
 * The server's layers (docs/architecture.md): platform and db know no module; a module is a folder under
 * server/src/modules (modules/citizen-info holds three) and shows one face, its index.ts, to everything outside
 * it (other modules, app.ts, the tests under server/test); the modules depend on each other without a cycle,
 * and so do the platform's files.
 */
const SOURCE = 'server/src';
const imports = [...sourceFiles(SOURCE), ...sourceFiles('server/test')].flatMap(importsOf);

const moduleOf = (file: string): string | null => file.match(/^server\/src\/modules\/(.+)\/[^/]+$/)?.[1] ?? null;
const isFace = (file: string) => file === `${SOURCE}/modules/${moduleOf(file)}/index.ts`;
const isTest = (file: string) => file.endsWith('.test.ts');
const shown = (i: Import) => `${i.from}:${i.line} imports ${i.to}`;

/** The cycles of a dependency graph, each with the imports that tie it. */
function cycles(edges: Import[], nodeOf: (file: string) => string | null): string[] {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    const [from, to] = [nodeOf(edge.from), nodeOf(edge.to)];
    if (from === null || to === null || from === to) continue;
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
  }
  return cyclesOf(graph).map((members) => {
    const inside = (file: string) => members.includes(nodeOf(file)!);
    const ties = edges.filter((edge) => inside(edge.from) && inside(edge.to) && nodeOf(edge.from) !== nodeOf(edge.to));
    return [`cycle of ${members.join(', ')}:`, ...ties.map((tie) => `  ${shown(tie)}`)].join('\n');
  });
}

describe('server architecture', () => {
  it('reads the imports it checks: one line or several, type-only, re-exports and dynamic ones', () => {
    const source = [
      "import a from './a.js';",
      'import {',
      '  b,',
      '  type C,',
      "} from '../b.js';",
      "export { d } from './d.js';",
      "import './e.js';",
      "const f = await import('./f.js');",
      'export const g = 1;',
    ].join('\n');
    expect(specifiersOf(source)).toEqual([
      { specifier: './a.js', line: 1 },
      { specifier: '../b.js', line: 5 },
      { specifier: './d.js', line: 6 },
      { specifier: './e.js', line: 7 },
      { specifier: './f.js', line: 8 },
    ]);
    expect(imports.filter((i) => i.from === `${SOURCE}/app.ts` && moduleOf(i.to) !== null).length).toBeGreaterThan(10);
  });

  it('keeps platform and db free of modules', () => {
    const upward = imports.filter((i) => /^server\/src\/(platform|db)\//.test(i.from) && moduleOf(i.to) !== null);
    expect(upward.map(shown), 'platform and db are below the modules: move the shared piece down').toEqual([]);
  });

  it("reaches another module only through its face, the module's index.ts", () => {
    const internal = imports.filter((i) => moduleOf(i.to) !== null && moduleOf(i.from) !== moduleOf(i.to) && !isFace(i.to));
    expect(internal.map(shown), "export what others need from the module's index.ts and import that").toEqual([]);
  });

  it("keeps a module's own files off its face, so loading the face cannot run into itself", () => {
    const inward = imports.filter(
      (i) => !isTest(i.from) && moduleOf(i.from) !== null && moduleOf(i.from) === moduleOf(i.to) && isFace(i.to) && !isFace(i.from),
    );
    expect(inward.map(shown), 'import the file that defines it').toEqual([]);
  });

  it('gives every module a face', () => {
    const files = sourceFiles(`${SOURCE}/modules`);
    const faceless = [...new Set(files.map(moduleOf))].filter((module) => !files.includes(`${SOURCE}/modules/${module}/index.ts`));
    expect(faceless).toEqual([]);
  });

  it('has no cycle between modules', () => {
    const running = imports.filter((i) => !isTest(i.from));
    expect(cycles(running, moduleOf), 'invert the dependency or move the shared piece to platform or db').toEqual([]);
  });

  it('has no cycle inside platform', () => {
    const platform = imports.filter(
      (i) => !isTest(i.from) && i.from.startsWith(`${SOURCE}/platform/`) && i.to.startsWith(`${SOURCE}/platform/`),
    );
    expect(
      cycles(platform, (file) => file),
      'move what both files need into a third',
    ).toEqual([]);
  });

  it('has no cycle inside test-support, the provider states included', () => {
    const testSupport = imports.filter(
      (i) => !isTest(i.from) && i.from.startsWith(`${SOURCE}/test-support/`) && i.to.startsWith(`${SOURCE}/test-support/`),
    );
    expect(
      cycles(testSupport, (file) => file),
      'move what both files need into a third',
    ).toEqual([]);
  });
});

/**
 * contracts/ is the bottom layer that server and web share: the API's schemas (`@contracts/…`) and their example
 * records. It builds on packages only; what checks server or web against it (the Pact tests, test/contract) lives
 * above both.
 */
describe('contracts architecture', () => {
  const contracts = sourceFiles('contracts').flatMap(importsOf);

  it('imports nothing outside contracts but packages', () => {
    expect(contracts.length, 'sees the imports inside contracts').toBeGreaterThan(10);
    const outward = contracts.filter((i) => !i.to.startsWith('contracts/'));
    expect(outward.map(shown), 'server and web build on contracts, not it on them: move the import out of contracts').toEqual([]);
  });

  it('has no cycle inside contracts', () => {
    const inside = contracts.filter((i) => !isTest(i.from) && i.to.startsWith('contracts/'));
    expect(
      cycles(inside, (file) => file),
      'move what both files need into a third',
    ).toEqual([]);
  });
});
