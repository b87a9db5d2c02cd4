import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The repository's root; every path below is relative to it, with forward slashes. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** One import of a file of this repository: who imports, what, and where it stands (line 1 first). */
export interface Import {
  from: string;
  to: string;
  line: number;
}

// Imports are read with regular expressions, since TypeScript 7 ships no JS API to resolve them. They see
// `import … from`, `export … from` (type-only too, on one line or several), bare `import '…'` and `import('…')`.
const STATIC = /^[ \t]*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm;
const BARE = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a source names, with the line of each. */
export function specifiersOf(source: string): { specifier: string; line: number }[] {
  const lineAt = (index: number) => source.slice(0, index).split('\n').length;
  return [STATIC, BARE, DYNAMIC]
    .flatMap((pattern) => [...source.matchAll(pattern)])
    .map((match) => ({ specifier: match[1]!, line: lineAt(match.index + match[0].indexOf(match[1]!)) }))
    .sort((a, b) => a.line - b.line);
}

/** The TypeScript files under a folder of the repository, tests included. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => `${folder}/${name.split('\\').join('/')}`)
    .sort();
}

/** The file a relative specifier names (`./x.js` is x.ts on disk), or null for a package or a file not found. */
function resolveSpecifier(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(ROOT, dirname(file), specifier);
  const candidates = [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), `${base}.ts`, join(base, 'index.ts')];
  const found = candidates.find((candidate) => existsSync(candidate) && candidate.match(/\.tsx?$/));
  return found ? relative(ROOT, found).split('\\').join('/') : null;
}

/** The imports of a file that name another file of this repository. */
export function importsOf(file: string): Import[] {
  return specifiersOf(readFileSync(join(ROOT, file), 'utf8')).flatMap(({ specifier, line }) => {
    const to = resolveSpecifier(file, specifier);
    return to === null ? [] : [{ from: file, to, line }];
  });
}

/** The groups of nodes that reach each other (Tarjan's strongly connected components), each of two or more. */
export function cyclesOf(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}
